import type { TPlaySession } from '@khel/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createPlayClock,
  LIMIT_GRACE_MS,
  LIMIT_WARNING_SECONDS,
  PLAY_REFRESH_MS,
  PLAY_RETRY_MS,
} from './playClock';

const session = (over: Partial<TPlaySession> = {}): TPlaySession => ({
  startedAt: '2026-03-01T10:00:00.000Z',
  serverTime: '2026-03-01T10:00:00.000Z',
  playedSeconds: 0,
  netResult: 0,
  realityCheckMinutes: 60,
  realityCheckDue: false,
  nextRealityCheckAt: '2026-03-01T11:00:00.000Z',
  nextRealityCheckInSeconds: 3600,
  sessionLimitMinutes: null,
  sessionEndsAt: null,
  sessionEndsInSeconds: null,
  ...over,
});

class Logout extends Error {}

describe('the play clock', () => {
  const fetchSession = vi.fn<() => Promise<TPlaySession>>();
  const clock = () =>
    createPlayClock({ fetchSession, isLogout: (error) => error instanceof Logout });
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    fetchSession.mockReset();
  });

  it('asks the server at start and again when the next check is due', async () => {
    fetchSession.mockResolvedValueOnce(session({ nextRealityCheckInSeconds: 90 }));
    const play = clock();
    play.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchSession).toHaveBeenCalledTimes(1);
    expect(play.getState().session?.realityCheckDue).toBe(false);

    fetchSession.mockResolvedValueOnce(
      session({ realityCheckDue: true, nextRealityCheckInSeconds: 0 }),
    );
    await vi.advanceTimersByTimeAsync(89_999);
    expect(fetchSession).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchSession).toHaveBeenCalledTimes(2);
    expect(play.getState().session?.realityCheckDue).toBe(true);
    play.stop();
  });

  it('waits no longer than the session end, or the refresh period, whichever is nearer', async () => {
    fetchSession.mockResolvedValue(
      session({
        nextRealityCheckInSeconds: 3600,
        sessionLimitMinutes: 30,
        sessionEndsInSeconds: 120,
      }),
    );
    const play = clock();
    play.start();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchSession).toHaveBeenCalledTimes(2);
    play.stop();

    fetchSession.mockReset();
    fetchSession.mockResolvedValue(
      session({ realityCheckDue: true, nextRealityCheckInSeconds: 0 }),
    );
    const due = clock();
    due.start();
    // A check on screen sets no timer of its own: the next read is the periodic one.
    await vi.advanceTimersByTimeAsync(PLAY_REFRESH_MS - 1);
    expect(fetchSession).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchSession).toHaveBeenCalledTimes(2);
    due.stop();
  });

  it('asks again when the page comes back into view', async () => {
    fetchSession.mockResolvedValue(session());
    const play = clock();
    play.start();
    await vi.advanceTimersByTimeAsync(0);
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchSession).toHaveBeenCalledTimes(2);
    play.stop();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetchSession).toHaveBeenCalledTimes(2);
  });

  it('retries a failed read, but not a logout', async () => {
    fetchSession.mockRejectedValueOnce(new Error('network'));
    const play = clock();
    play.start();
    await vi.advanceTimersByTimeAsync(PLAY_RETRY_MS);
    expect(fetchSession).toHaveBeenCalledTimes(2);
    play.stop();

    fetchSession.mockReset();
    fetchSession.mockRejectedValue(new Logout());
    const out = clock();
    out.start();
    await vi.advanceTimersByTimeAsync(PLAY_REFRESH_MS * 2);
    expect(fetchSession).toHaveBeenCalledTimes(1);
    out.stop();
  });

  it("takes the 'continue' answer's session and its next check", async () => {
    fetchSession.mockResolvedValue(
      session({ realityCheckDue: true, nextRealityCheckInSeconds: 0 }),
    );
    const play = clock();
    play.start();
    await vi.advanceTimersByTimeAsync(0);
    play.accept(session({ nextRealityCheckInSeconds: 3600 }));
    expect(play.getState().session?.realityCheckDue).toBe(false);
    play.stop();
  });

  it('says the session limit ended the session when the logout comes at its end', async () => {
    fetchSession.mockResolvedValue(session({ sessionLimitMinutes: 45, sessionEndsInSeconds: 600 }));
    const play = clock();
    play.start();
    await vi.advanceTimersByTimeAsync(0);
    vi.advanceTimersByTime(600_000 - LIMIT_GRACE_MS);
    play.stop();
    expect(play.getState()).toMatchObject({ session: null, limitReached: { minutes: 45 } });
    play.dismissNotice();
    expect(play.getState().limitReached).toBeNull();
  });

  it('says nothing of a limit when the player logs out long before it', async () => {
    fetchSession.mockResolvedValue(session({ sessionLimitMinutes: 45, sessionEndsInSeconds: 600 }));
    const play = clock();
    play.start();
    await vi.advanceTimersByTimeAsync(0);
    vi.advanceTimersByTime(60_000);
    play.stop();
    expect(play.getState().limitReached).toBeNull();
  });

  it('warns once, five minutes before the session limit ends the session', async () => {
    const ending = (seconds: number) =>
      session({ sessionLimitMinutes: 60, sessionEndsInSeconds: seconds });
    fetchSession.mockResolvedValueOnce(ending(LIMIT_WARNING_SECONDS + 120));
    const play = clock();
    play.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(play.getState().endingSoon).toBeNull();
    // The next read is at the warning's time, the nearest.
    fetchSession.mockResolvedValue(ending(LIMIT_WARNING_SECONDS));
    await vi.advanceTimersByTimeAsync(119_999);
    expect(fetchSession).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchSession).toHaveBeenCalledTimes(2);
    expect(play.getState().endingSoon).toEqual({ minutes: 5 });
    play.warned();
    fetchSession.mockResolvedValue(ending(120));
    await play.refresh();
    expect(play.getState().endingSoon).toBeNull();
    play.stop();
  });
});
