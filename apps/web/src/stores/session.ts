import type { TUserInfo } from '@khel/contract';
import { create } from 'zustand';
import {
  SESSION_KEYS,
  STORAGE_KEYS,
  readJson,
  readString,
  writeJson,
  writeString,
} from '../lib/storage';

/** What the app knows of the player between user-info fetches (/user/getUserInfo). */
export type StoredUserInfo = Partial<TUserInfo> & { [field: string]: unknown };

export interface SessionState {
  sign: string | null;
  uid: string | null;
  userInfo: StoredUserInfo | null;
}

const fromStorage = (): SessionState => ({
  sign: readString(STORAGE_KEYS.sign),
  uid: readString(STORAGE_KEYS.uid),
  userInfo: readJson<StoredUserInfo>(STORAGE_KEYS.userInfo),
});

export const useSession = create<SessionState>(fromStorage);

/** Logged in only when both sign and uid are present (docs/product.md §4). */
export const isLoggedIn = (s: Pick<SessionState, 'sign' | 'uid'>) => Boolean(s.sign && s.uid);

export function startSession(sign: string, uid: string) {
  writeString(STORAGE_KEYS.sign, sign);
  writeString(STORAGE_KEYS.uid, uid);
  // A new player: the previous one's user info must not show for a moment.
  if (useSession.getState().uid !== uid) writeJson(STORAGE_KEYS.userInfo, null);
  useSession.setState(fromStorage());
}

/**
 * Saves the user info of the player `uid` (stored under the key userInfo). An answer that
 * arrives after a logout or for another player is dropped.
 */
export function setUserInfo(userInfo: StoredUserInfo, uid: string) {
  if (useSession.getState().uid !== uid) return;
  writeJson(STORAGE_KEYS.userInfo, userInfo);
  useSession.setState({ userInfo });
}

/** Clears every stored session key and reloads the (now empty) state from storage. */
export function clearSession() {
  for (const key of SESSION_KEYS) writeString(key, null);
  useSession.setState(fromStorage(), true);
}
