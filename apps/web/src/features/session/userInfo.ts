import type { TUserInfo } from '@khel/contract';
import { isLoggedIn, setUserInfo, useSession } from '../../stores/session';
import { fetchUserInfo } from './api';

let inFlight: { uid: string; promise: Promise<TUserInfo | null> } | null = null;

/**
 * Loads the logged-in player's user info into the session store (and local storage). Calls made
 * while one is on its way share it; a failure keeps what is stored and answers null.
 */
export function loadUserInfo(): Promise<TUserInfo | null> {
  const session = useSession.getState();
  if (!isLoggedIn(session)) return Promise.resolve(null);
  const uid = session.uid!;
  if (inFlight?.uid === uid) return inFlight.promise;
  const promise = fetchUserInfo()
    .then((info) => {
      setUserInfo(info, uid);
      return info;
    })
    .catch(() => null)
    .finally(() => {
      if (inFlight?.promise === promise) inFlight = null;
    });
  inFlight = { uid, promise };
  return promise;
}
