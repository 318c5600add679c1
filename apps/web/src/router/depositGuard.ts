import { isLoggedIn, useSession } from '../stores/session';
import type { NavigationGuard } from './navigation';

/**
 * The deposit guard (SPEC.md §2), router-level: every navigation to Deposit by a logged-in player
 * is held until features/deposit-guard/check (lazily loaded, with the popup) decides; it then
 * performs it or shows the deposit-closed popup. This stub lives in the router's chunk, which
 * already loads pages lazily, so the first screen gains a few bytes only.
 */
export const depositGuard: NavigationGuard = ({ path, proceed }) => {
  if (path !== '/pages/wallet/Deposit' || !isLoggedIn(useSession.getState())) return false;
  void import('../features/deposit-guard/check').then(
    (m) => m.guardDeposit(proceed),
    () => proceed(),
  );
  return true;
};
