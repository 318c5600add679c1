/**
 * Operators of the back office (README.md): accounts, roles, TOTP sign-in, sessions, API keys,
 * the audit log, and `registerAdminEndpoint`, through which every module serves its admin calls.
 */
export { registerAdminEndpoint, type AdminContext, type OperatorsDeps } from './admin-api';
export type { AuditEntry } from './audit';
export { operatorRoutes } from './routes';
export { createFirstOwner, SIGN_IN_LIMITS } from './sign-in';
export { codeAt, stepAt, matchStep } from './totp';
export { activeOwnerCount } from './store';
