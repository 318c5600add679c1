/**
 * Deposit and withdrawal paths and constants shared by web and server. No zod, and a module of its own so
 * the web app's first screen does not carry them (only the wallet pages import this file).
 */

/** Deposit tabs (docs/product.md §2): online payment, transfer, agency, crypto. */
export const DEPOSIT_CHANNELS = [1, 2, 3, 4] as const;
export type DepositChannel = (typeof DEPOSIT_CHANNELS)[number];

/** Transfer methods: depositPaymentMethod 1 is IMPS (the default), 2 is UPI. */
export const TRANSFER_METHODS = { 1: 'imps', 2: 'upi' } as const;
export type TransferCardType = (typeof TRANSFER_METHODS)[keyof typeof TRANSFER_METHODS];

/**
 * Deposit order statuses. The original app shows pending and success; an online order the payer failed is
 * 'failed', one never paid within 30 minutes 'expired', a UTR the gateway could not find 'rejected'.
 */
export const DEPOSIT_STATUSES = ['pending', 'success', 'failed', 'expired', 'rejected'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** Deposit history ranges (docs/product.md §2), in the platform's timezone. */
export const DEPOSIT_RECORD_RANGES = ['today', '7d', '30d'] as const;
export type DepositRecordRange = (typeof DEPOSIT_RECORD_RANGES)[number];

/** A UTR (bank transfer reference) is exactly 12 digits (docs/product.md §9). */
export const UTR_PATTERN = /^\d{12}$/;
/** A crypto transaction hash: 64 hex digits, with or without 0x (TRON and EVM chains). */
export const TX_HASH_PATTERN = /^(0x)?[0-9a-fA-F]{64}$/;

/** Self-service UTR (docs/product.md §9): handled in 2–24 h; 1 % of the deposit per full 6 h, up to 30 %. */
export const SELF_UTR_RULES = {
  handledHours: { min: 2, max: 24 },
  stepHours: 6,
  stepPercent: 1,
  maxPercent: 30,
} as const;

/** The self-service bonus percent owed after `hours` of waiting: only full 6-hour periods count. */
export function selfUtrBonusPercent(hours: number): number {
  if (!Number.isFinite(hours) || hours <= 0) return 0;
  const periods = Math.floor(hours / SELF_UTR_RULES.stepHours);
  return Math.min(periods * SELF_UTR_RULES.stepPercent, SELF_UTR_RULES.maxPercent);
}

/** Withdraw account types of the bank account form. */
export const BANK_ACCOUNT_TYPES = ['savings', 'current'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

/** IFSC: 4 bank letters, a 0 (docs/product.md §5: the fifth character), 6 branch letters or digits. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** Indian bank account numbers have 9 to 18 digits. */
export const BANK_ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;

/**
 * Withdrawal order statuses: 'review' waits for an operator (above the review threshold),
 * 'processing' is with the gateway, 'success' paid out; 'failed' (the gateway could not pay) and
 * 'rejected' (the operator refused) gave the money back to the wallet.
 */
export const WITHDRAW_STATUSES = ['review', 'processing', 'success', 'failed', 'rejected'] as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number];

/**
 * API paths of deposits and withdrawals, relative to the API base. Apart from API_PATHS so the
 * first screen's HTTP chunk does not carry them.
 */
export const WALLET_PATHS = {
  rechargeButtonStatus: '/home/rechargeButtonStatus',
  chargeInfo: '/recharge/getChargeInfo',
  payChannel: '/recharge/getPayChannel',
  createRechargeOrder: '/recharge/createRechargeOrder',
  createTransferOrder: '/recharge/createTransferOrder',
  submitUtr: '/recharge/submitUtr',
  submitTxHash: '/recharge/submitTxHash',
  rechargeRecord: '/recharge/record',
  rechargeOrderDetail: '/recharge/orderDetail',
  bankList: '/bank/list',
  bankAdd: '/bank/add',
  bankUpdate: '/bank/update',
  bankDelete: '/bank/delete',
  bankSetDefault: '/bank/setDefault',
  withdrawInfo: '/withdraw/info',
  withdrawPreview: '/withdraw/preview',
  withdrawApply: '/withdraw/apply',
  withdrawRecord: '/withdraw/record',
  withdrawOrderDetail: '/withdraw/orderDetail',
} as const;
