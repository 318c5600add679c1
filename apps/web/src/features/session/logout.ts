import { clearQueries } from '../../api/cachedQuery';
import { reLaunch } from '../../router/navigation';
import { ENTRY_PATH } from '../../router/paths';
import { clearSession } from '../../stores/session';
import { endServerSession } from './api';

/**
 * Ends the session in the app (docs/product.md §4): every session key cleared, the cleared state
 * reloaded, cached answers forgotten, then the entry page. Also what a 401 from the API does.
 */
export function endLocalSession() {
  clearSession();
  clearQueries();
  reLaunch(ENTRY_PATH);
}

/** The player logs out: the server ends the session (its failure does not matter), then the app. */
export async function logout() {
  await endServerSession().catch(() => undefined);
  endLocalSession();
}
