/** Deposits can be closed for +91 players only (docs/product.md §2). */
export const GUARDED_PREFIX = '+91';

/** Whether a navigation to Deposit must be refused and the deposit-closed popup shown instead. */
export const isDepositClosedFor = (prefix: string | null, rechargeOpen: number | undefined) =>
  prefix === GUARDED_PREFIX && rechargeOpen === 0;
