/** @khel/psp-sandbox: a stand-in Indian payment gateway (UPI/IMPS orders, UTRs, payouts). */
export { applyPspMigrations, pspPlugin, type PspOptions } from './plugin';
export { SIGNATURE_HEADERS } from './callbacks';
export { DEFAULT_RETRY, type CallbackRetryPolicy, type Merchant } from './context';
export { PSP_ERRORS, PspError, type PspErrorCode } from './errors';
export { allowsSandboxTools, isLoopback, sandboxToolsGuard, TOOLS_COOKIE } from './tools-access';
