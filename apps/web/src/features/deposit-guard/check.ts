import { queryClient } from '../../api/queryClient';
import type { NavResult } from '../../router/navigation';
import { currentPlayerPrefix } from '../session';
import { isDepositClosed } from './guard';

/**
 * The guard's decision for the current player: perform the navigation or show the popup. The
 * popup is one more lazy import, so the first screen only preloads this small module.
 */
export async function guardDeposit(proceed: () => NavResult) {
  if (!(await isDepositClosed(queryClient, currentPlayerPrefix()))) return void proceed();
  (await import('./showDepositClosed')).showDepositClosed();
}
