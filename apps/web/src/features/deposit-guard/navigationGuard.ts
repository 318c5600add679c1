import type { NavigationGuard } from '../../router/navigation';
import { PATHS } from '../../router/paths';
import { isLoggedIn, useSession } from '../../stores/session';

/**
 * The deposit guard (docs/product.md §2), router-level: every navigation to Deposit by a logged-in player
 * is held until ./check (lazily loaded, with the popup) decides; it then performs it or shows the
 * deposit-closed popup. The app shell registers it at start-up (main.tsx); this stub is part of
 * the first screen, so it stays a few bytes.
 */
export const depositGuard: NavigationGuard = ({ path, proceed }) => {
  if (path !== PATHS.deposit || !isLoggedIn(useSession.getState())) return false;
  // Fails open: if the check cannot load or run, the Deposit page shows its own state.
  import('./check').then((m) => m.guardDeposit(proceed)).catch(() => proceed());
  return true;
};
