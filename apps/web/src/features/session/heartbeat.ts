/** docs/product.md §4 and §9: user info every 10 s, online presence at once and every 180 s. */
export const USER_INFO_REFRESH_MS = 10_000;
export const ONLINE_REPORT_MS = 180_000;

export interface HeartbeatTasks {
  refreshUserInfo: () => void;
  reportOnline: () => void;
}

/**
 * Starts the logged-in player's timers; the answer stops them. User info is refreshed at once
 * too, so a session restored from storage does not show yesterday's figures for 10 s.
 */
export function startHeartbeat(tasks: HeartbeatTasks): () => void {
  tasks.refreshUserInfo();
  tasks.reportOnline();
  const info = setInterval(tasks.refreshUserInfo, USER_INFO_REFRESH_MS);
  const online = setInterval(tasks.reportOnline, ONLINE_REPORT_MS);
  return () => {
    clearInterval(info);
    clearInterval(online);
  };
}
