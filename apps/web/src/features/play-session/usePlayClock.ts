import { useEffect, useSyncExternalStore } from 'react';
import { ApiError } from '../../lib/http';
import { isLoggedIn, useSession } from '../../stores/session';
import { fetchPlaySession } from './api';
import { createPlayClock, type PlayClockState } from './playClock';

/** The app's one play clock (playClock.ts). */
export const playClock = createPlayClock({
  fetchSession: fetchPlaySession,
  isLogout: (error) => error instanceof ApiError && error.reason === 'logout',
});

/** Runs the play clock while a player is logged in and answers its state. */
export function usePlayClock(): PlayClockState {
  const loggedIn = useSession(isLoggedIn);
  const uid = useSession((s) => s.uid);
  useEffect(() => {
    if (!loggedIn) return;
    playClock.start();
    return () => playClock.stop();
  }, [loggedIn, uid]);
  return useSyncExternalStore(playClock.subscribe, playClock.getState);
}
