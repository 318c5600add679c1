import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startHeartbeat } from './heartbeat';

describe('startHeartbeat', () => {
  const refreshUserInfo = vi.fn();
  const reportOnline = vi.fn();
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    refreshUserInfo.mockReset();
    reportOnline.mockReset();
  });

  it('reports presence at once, then every 180 s', () => {
    const stop = startHeartbeat({ refreshUserInfo, reportOnline });
    expect(reportOnline).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(179_999);
    expect(reportOnline).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(reportOnline).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(180_000);
    expect(reportOnline).toHaveBeenCalledTimes(3);
    stop();
  });

  it('refreshes user info at once and every 10 s', () => {
    const stop = startHeartbeat({ refreshUserInfo, reportOnline });
    expect(refreshUserInfo).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(30_000);
    expect(refreshUserInfo).toHaveBeenCalledTimes(4);
    stop();
  });

  it('does nothing more once stopped (logged out)', () => {
    const stop = startHeartbeat({ refreshUserInfo, reportOnline });
    stop();
    vi.advanceTimersByTime(600_000);
    expect(refreshUserInfo).toHaveBeenCalledTimes(1);
    expect(reportOnline).toHaveBeenCalledTimes(1);
  });
});
