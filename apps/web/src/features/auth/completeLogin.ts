import type { TSession } from '@khel/contract';
import { switchTab } from '../../router/navigation';
import { HOME_PATH } from '../../router/paths';
import { useAppStore } from '../../stores/app';
import { startSession } from '../../stores/session';
import { loadUserInfo, playerPrefix } from '../session';
import { tracker } from '../tracking';

/**
 * After any successful login (docs/product.md §4): store sign and uid, load the user info, tell the
 * advertiser (register for a new account, login otherwise). False when the answer has no session.
 */
export async function startPlayerSession(result: Partial<TSession> | null | undefined) {
  if (!result?.sign || !result.uid) return false;
  startSession(result.sign, String(result.uid));
  const info = await loadUserInfo();
  const prefix = playerPrefix(info?.phonePrefix, useAppStore.getState().appInfo?.phoneNumberPrefix);
  void tracker.track(result.newUserFlag === 1 ? 'register' : 'login', prefix);
  return true;
}

/** Starts the session, then opens Home. */
export async function completeLogin(result: Partial<TSession> | null | undefined) {
  if (await startPlayerSession(result)) switchTab(HOME_PATH);
}
