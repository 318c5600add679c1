/** Past this, a game page that has not loaded shows the tap-to-reload view (SPEC.md §8). */
export const GAME_LOAD_TIMEOUT_MS = 20_000;

const GAME_WEB_PATH = '/pages/webview/GameWeb';

/**
 * The game address GameWeb may frame: an absolute http(s) URL, or null. Anything else
 * (javascript:, data:, relative paths) could run in the app's own origin, so it is refused.
 */
export function parseGameUrl(raw: string | null | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
}

export const gameWebUrl = (gameUrl: string) =>
  `${GAME_WEB_PATH}?url=${encodeURIComponent(gameUrl)}`;
