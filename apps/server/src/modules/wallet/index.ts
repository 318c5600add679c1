/**
 * The wallet module's public door (docs/architecture.md): the ledger (the only way money moves),
 * the accounts it posts to, wagering, and the ledger's invariant check.
 */
export { walletRoutes } from './routes';
export {
  createAccountDirectory,
  HOUSE,
  readWallet,
  type AccountDirectory,
  type WalletState,
} from './accounts';
export { postTransaction } from './ledger';
export type { RecordType } from './record-types';
export {
  postCreditsWithWagering,
  postCreditWithWagering,
  readWageringRules,
  wagerFor,
} from './wagering';
export { checkLedger, isClean } from './invariants';
export { creditSandboxMoney } from './sandbox-credit';
export { gameResultSincePaise } from './game-result';
