import { navigateTo } from '../../router/navigation';
import { PATHS } from '../../router/paths';
import { isLoggedIn, useSession } from '../../stores/session';

/** For actions only a player can take: true when logged in, else opens the login page. */
export function requireLogin(): boolean {
  if (isLoggedIn(useSession.getState())) return true;
  navigateTo(PATHS.login);
  return false;
}
