/**
 * The deposits module's public door (docs/architecture.md): the recharge routes, the deposit
 * configuration (for the operator's configuration check) and the handler the payments module
 * hands verified deposit callbacks to, and the reconciliation queue's size for the back office.
 */
export { depositRoutes } from './routes';
export { readDepositConfig } from './config';
export { handleDepositEvent } from './handle-gateway-event';
export { countReconciliation } from './admin-routes';
