import type { JobRuntime } from '@khel/db';
import type { FastifyInstance } from 'fastify';
import type { OperatorsDeps } from '../operators';
import { adminDepositRoutes } from './admin-routes';
import type { DepositOrderDeps } from './deps';
import { depositRoutes as playerDepositRoutes } from './routes';

/**
 * The deposits module's public door (docs/architecture.md): the recharge routes and the back
 * office's deposit calls, the deposit configuration (for the operator's configuration check), the
 * callbacks inbox the payments module hands verified deposit callbacks to, and the
 * reconciliation queue's size for the back office's alerts.
 */
export { readDepositConfig } from './config';
export { openDepositCallbacks, type DepositCallbacks } from './callback-worker';
export { countReconciliation } from './admin-service';

export function depositRoutes(
  app: FastifyInstance,
  deps: DepositOrderDeps & { jobs: JobRuntime; admin: OperatorsDeps },
) {
  playerDepositRoutes(app, deps);
  adminDepositRoutes(app, deps, deps.admin);
}
