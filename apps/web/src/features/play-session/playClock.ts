import type { TPlaySession } from '@khel/contract';

/**
 * The play session's clock in the app (docs/product.md, Responsible gaming). The server says when
 * the next reality check is due and when the session limit ends the session, as countdowns from
 * its answer; the clock sets one timer for the nearer of them and asks the server again when it
 * fires, when the page comes back into view and every few minutes (an interval changed on the
 * Responsible gaming page). Nothing is kept across reloads: the first answer after a load says
 * whether a check is due, so the check follows the player over page changes, reloads and tabs.
 */
export interface PlayClockState {
  session: TPlaySession | null;
  /** Local time (ms) of the answer: the server's countdowns start there. */
  receivedAt: number;
  /** Set when the session limit logged the player out, until they close the notice. */
  limitReached: { minutes: number } | null;
  /** Set once per session when its limit is near, until the warning has been shown. */
  endingSoon: { minutes: number } | null;
}

/** Asked again this often at most, whatever the countdowns say. */
export const PLAY_REFRESH_MS = 5 * 60_000;
/** A failed read (not a logout) is retried after this long. */
export const PLAY_RETRY_MS = 30_000;
/**
 * A logout this close to the session's end is the session limit's doing (the server ends it at
 * the limit; the heartbeat's call may be the one that finds out, just before this clock's timer).
 */
export const LIMIT_GRACE_MS = 15_000;
/** The player is warned this long before the session limit ends the session. */
export const LIMIT_WARNING_SECONDS = 5 * 60;

export interface PlayClockDeps {
  fetchSession: () => Promise<TPlaySession>;
  /** Whether an error is the end of the session (the client logged out). */
  isLogout: (error: unknown) => boolean;
}

export function createPlayClock({ fetchSession, isLogout }: PlayClockDeps) {
  let state: PlayClockState = {
    session: null,
    receivedAt: 0,
    limitReached: null,
    endingSoon: null,
  };
  const listeners = new Set<() => void>();
  let running = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let asked = 0;
  /** The session (its start) whose coming end the player was warned of. */
  let warnedFor: string | null = null;

  const set = (next: Partial<PlayClockState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const wakeIn = (ms: number) => {
    clearTimer();
    timer = setTimeout(() => void refresh(), Math.max(0, ms));
  };

  /** Local time the session limit ends the session; null: no limit (or nothing known). */
  const endsAt = () => {
    const seconds = state.session?.sessionEndsInSeconds;
    return seconds === null || seconds === undefined ? null : state.receivedAt + seconds * 1000;
  };

  /**
   * The nearest of the next check (unless it is due: it is on screen), the warning before the
   * session's end and the end itself.
   */
  function schedule(session: TPlaySession) {
    const waits = [PLAY_REFRESH_MS];
    if (!session.realityCheckDue) waits.push(session.nextRealityCheckInSeconds * 1000);
    const ends = session.sessionEndsInSeconds;
    if (ends !== null) {
      waits.push(ends * 1000);
      if (ends > LIMIT_WARNING_SECONDS) waits.push((ends - LIMIT_WARNING_SECONDS) * 1000);
    }
    wakeIn(Math.min(...waits));
  }

  /** Takes an answer of the server (a read or the reality check's 'continue'). */
  function accept(session: TPlaySession) {
    if (!running) return;
    const ends = session.sessionEndsInSeconds;
    const warn =
      ends !== null && ends > 0 && ends <= LIMIT_WARNING_SECONDS && warnedFor !== session.startedAt;
    if (warn) warnedFor = session.startedAt;
    set({
      session,
      receivedAt: Date.now(),
      ...(warn ? { endingSoon: { minutes: Math.ceil(ends / 60) } } : {}),
    });
    schedule(session);
  }

  async function refresh() {
    if (!running) return;
    const ask = (asked += 1);
    try {
      const session = await fetchSession();
      if (ask === asked) accept(session);
    } catch (error) {
      // A logout stops the clock through the session store; anything else is tried again.
      if (running && ask === asked && !isLogout(error)) wakeIn(PLAY_RETRY_MS);
    }
  }

  const onVisible = () => {
    if (document.visibilityState === 'visible') void refresh();
  };

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** A player logged in (or the app loaded with a session): start asking. */
    start() {
      if (running) return;
      running = true;
      document.addEventListener('visibilitychange', onVisible);
      void refresh();
    },
    /**
     * The player is logged out. When that happened at the session's end, the notice says why
     * (the limit, in minutes, as the server last said it).
     */
    stop() {
      if (!running) return;
      running = false;
      asked += 1;
      clearTimer();
      document.removeEventListener('visibilitychange', onVisible);
      const ends = endsAt();
      const minutes = state.session?.sessionLimitMinutes ?? null;
      const limitReached =
        ends !== null && minutes !== null && Date.now() >= ends - LIMIT_GRACE_MS
          ? { minutes }
          : null;
      set({
        session: null,
        receivedAt: 0,
        endingSoon: null,
        ...(limitReached ? { limitReached } : {}),
      });
    },
    refresh,
    accept,
    dismissNotice: () => set({ limitReached: null }),
    /** The warning of the session's coming end has been shown. */
    warned: () => set({ endingSoon: null }),
  };
}

export type PlayClock = ReturnType<typeof createPlayClock>;
