import { z } from 'zod';
import { withCommon } from './common';
import { amount, CURSOR_MESSAGE, rowIdText, text } from './input';
import {
  BANK_ACCOUNT_NUMBER_PATTERN,
  BANK_ACCOUNT_TYPES,
  DEPOSIT_RECORD_RANGES,
  IFSC_PATTERN,
  WITHDRAW_STATUSES,
  WALLET_PATHS,
} from './wallet-rules';
import { defineEndpoint } from './endpoint';

/**
 * Withdraw accounts and withdrawals. The original app shows the screens and messages but not the calls;
 * these are ours. Every change of a withdraw account and every withdrawal needs the withdrawal
 * password (6 digits, set on the WithdrawalPassword page); wrong attempts are counted and
 * throttled.
 */

const rupees = (what: string) => z.number().describe(`${what}, in rupees`);
const withdrawPassword = text({ message: 'Please enter your withdrawal password' })
  .min(1, 'Please enter your withdrawal password')
  .max(6, 'The withdraw password is 6 digits');
const accountId = z
  .union([text().regex(/^\d{1,19}$/), z.number().int().positive()])
  .transform(String)
  .describe('A withdraw account id');
const orderNo = text().trim().min(1).max(40).describe('Withdrawal order number');

export const ZBankAccount = z.object({
  id: z.string(),
  holderName: z.string(),
  accountNumber: z.string().describe('Masked: only the last 4 digits shown'),
  ifsc: z.string(),
  bankName: z.string().describe('From the IFSC bank code; empty when unknown'),
  accountType: z.enum(BANK_ACCOUNT_TYPES),
  isDefault: z.boolean(),
  createTime: z.string(),
});
export type TBankAccount = z.infer<typeof ZBankAccount>;

export const ZBankListResponse = z.object({
  list: z.array(ZBankAccount).describe('Default first, then newest'),
  max: z.number().int().describe('How many withdraw accounts a player may keep'),
});
export type TBankListResponse = z.infer<typeof ZBankListResponse>;

const bankAccountFields = {
  holderName: text()
    .trim()
    .min(1, 'Please enter the account holder name')
    .max(50)
    .regex(/^[A-Za-z][A-Za-z .']*$/, 'Use the name as the bank prints it, in Latin letters'),
  accountNumber: text()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(text().regex(BANK_ACCOUNT_NUMBER_PATTERN, 'The account number has 9 to 18 digits')),
  confirmAccountNumber: text().transform((v) => v.replace(/[\s-]/g, '')),
  ifsc: text()
    .transform((v) => v.replace(/\s/g, '').toUpperCase())
    .pipe(
      text()
        .length(11, 'The IFSC has 11 characters')
        .refine((v) => v[4] === '0', 'The fifth character of the IFSC must be 0')
        .pipe(text().regex(IFSC_PATTERN, 'Invalid IFSC')),
    ),
  accountType: z.enum(BANK_ACCOUNT_TYPES).default('savings'),
  isDefault: z.boolean().default(false),
  withdrawPassword,
};
const sameNumber = (v: { accountNumber: string; confirmAccountNumber: string }) =>
  v.accountNumber === v.confirmAccountNumber;
const NUMBER_MISMATCH = {
  message: 'The account numbers do not match',
  path: ['confirmAccountNumber'],
};

export const ZBankAddRequest = withCommon(bankAccountFields).refine(sameNumber, NUMBER_MISMATCH);
export type TBankAddRequest = z.input<typeof ZBankAddRequest>;
export const ZBankUpdateRequest = withCommon({ id: accountId, ...bankAccountFields }).refine(
  sameNumber,
  NUMBER_MISMATCH,
);
export const ZBankDeleteRequest = withCommon({ id: accountId, withdrawPassword });
export const ZBankSetDefaultRequest = withCommon({ id: accountId, withdrawPassword });

export const bankListEndpoint = defineEndpoint({
  method: 'POST',
  path: WALLET_PATHS.bankList,
  summary: "The player's withdraw accounts",
  tag: 'withdraw',
  auth: true,
  request: withCommon({}),
  response: ZBankListResponse,
});
export const bankAddEndpoint = defineEndpoint({
  method: 'POST',
  path: WALLET_PATHS.bankAdd,
  summary: 'Adds a withdraw account (withdrawal password required)',
  tag: 'withdraw',
  auth: true,
  request: ZBankAddRequest,
  response: ZBankAccount,
});
export const bankUpdateEndpoint = defineEndpoint({
  method: 'POST',
  path: WALLET_PATHS.bankUpdate,
  summary: 'Changes a withdraw account (withdrawal password required)',
  tag: 'withdraw',
  auth: true,
  request: ZBankUpdateRequest,
  response: ZBankAccount,
});
export const bankDeleteEndpoint = defineEndpoint({
  method: 'POST',
  path: WALLET_PATHS.bankDelete,
  summary: 'Deletes a withdraw account (withdrawal password required)',
  tag: 'withdraw',
  auth: true,
  request: ZBankDeleteRequest,
  response: ZBankListResponse,
});
export const bankSetDefaultEndpoint = defineEndpoint({
  method: 'POST',
  path: WALLET_PATHS.bankSetDefault,
  summary: 'Makes a withdraw account the default (withdrawal password required)',
  tag: 'withdraw',
  auth: true,
  request: ZBankSetDefaultRequest,
  response: ZBankListResponse,
});

export const ZWithdrawInfo = z.object({
  balance: rupees('Wallet balance'),
  wagerRemaining: rupees('Still to bet before a withdrawal (0: none)'),
  vipLevel: z.number().int(),
  minAmount: rupees('Smallest withdrawal'),
  maxAmount: rupees('Largest single withdrawal'),
  dailyLimit: rupees("The VIP level's daily withdrawal amount"),
  remainingLimit: rupees('What may still be withdrawn today'),
  dailyTimes: z.number().int().describe("The VIP level's withdrawals per day"),
  remainingTimes: z.number().int().describe('Withdrawals left today'),
  feeRate: z.number().describe('Service charge as a fraction of the amount (0.02 = 2 %)'),
  hasWithdrawPassword: z.boolean(),
});
export type TWithdrawInfo = z.infer<typeof ZWithdrawInfo>;

export const withdrawInfoEndpoint = defineEndpoint({
  method: 'POST',
  path: WALLET_PATHS.withdrawInfo,
  summary: "What the Withdraw page shows: balance, the VIP level's limits, today's use, wagering",
  tag: 'withdraw',
  auth: true,
  request: withCommon({}),
  response: ZWithdrawInfo,
});

const withdrawAmount = amount({
  messages: {
    invalid: 'The withdrawal amount cannot be empty',
    notPositive: 'The withdrawal amount cannot be empty',
    tooLarge: 'The withdrawal amount is too large',
    decimals: 'Use at most 2 decimals',
  },
});

export const ZWithdrawPreviewRequest = withCommon({
  amount: withdrawAmount,
  bankAccountId: accountId,
});
export const ZWithdrawPreview = z.object({
  orderNo: z.string().describe('The order number this withdrawal will have; send it to apply'),
  amount: rupees('Withdrawn from the balance'),
  serviceCharge: rupees('Fee'),
  arrivalAmount: rupees('Paid to the bank account (amount − fee)'),
  bankAccount: ZBankAccount,
});
export type TWithdrawPreview = z.infer<typeof ZWithdrawPreview>;
export const withdrawPreviewEndpoint = defineEndpoint({
  method: 'POST',
  path: WALLET_PATHS.withdrawPreview,
  summary: 'Checks a withdrawal and answers what the confirmation popup shows',
  description:
    "Refused with the Withdraw page's messages (e.g. 'You still have N rupees left to bet in the " +
    "game'); nothing is held until /withdraw/apply.",
  tag: 'withdraw',
  auth: true,
  request: ZWithdrawPreviewRequest,
  response: ZWithdrawPreview,
});

export const ZWithdrawOrder = z.object({
  orderNo,
  amount: rupees('Withdrawn from the balance'),
  serviceCharge: rupees('Fee'),
  arrivalAmount: rupees('Paid to the bank account'),
  status: z.enum(WITHDRAW_STATUSES),
  bankAccount: z.string().describe('Bank and masked account, e.g. "HDFC ••••1234"'),
  holderName: z.string(),
  utr: z.string().nullable().describe('Bank reference of the payout'),
  failureReason: z.string().nullable(),
  createTime: z.string(),
  finishTime: z.string().nullable(),
});
export type TWithdrawOrder = z.infer<typeof ZWithdrawOrder>;

export const ZWithdrawApplyRequest = withCommon({
  orderNo: orderNo.describe(
    'From /withdraw/preview; a repeat with the same number changes nothing',
  ),
  amount: withdrawAmount,
  bankAccountId: accountId,
  withdrawPassword,
});
export const withdrawApplyEndpoint = defineEndpoint({
  method: 'POST',
  path: WALLET_PATHS.withdrawApply,
  summary: 'Withdraws: checks password, limits, wagering and balance and holds the amount at once',
  description:
    'One database transaction moves the amount to withdrawals in flight; the payout goes to the ' +
    'gateway (or waits for operator review above the configured amount). A failed or rejected ' +
    'payout gives the money back.',
  tag: 'withdraw',
  auth: true,
  request: ZWithdrawApplyRequest,
  response: ZWithdrawOrder,
});

export const ZWithdrawRecordRequest = withCommon({
  range: z.enum(DEPOSIT_RECORD_RANGES).default('today'),
  status: z.enum(['all', ...WITHDRAW_STATUSES]).default('all'),
  cursor: rowIdText(CURSOR_MESSAGE).nullish(),
  pageSize: z.number().int().min(1).max(50).default(20),
});
export const ZWithdrawRecordResponse = z.object({
  list: z.array(ZWithdrawOrder),
  nextCursor: z.string().nullable(),
});
export type TWithdrawRecordRequest = z.input<typeof ZWithdrawRecordRequest>;
export type TWithdrawRecordResponse = z.infer<typeof ZWithdrawRecordResponse>;
export const withdrawRecordEndpoint = defineEndpoint({
  method: 'POST',
  path: WALLET_PATHS.withdrawRecord,
  summary: "The player's withdrawals, newest first (Today, 7 Days, 30 Days)",
  tag: 'withdraw',
  auth: true,
  request: ZWithdrawRecordRequest,
  response: ZWithdrawRecordResponse,
});
export const withdrawOrderDetailEndpoint = defineEndpoint({
  method: 'POST',
  path: WALLET_PATHS.withdrawOrderDetail,
  summary: "One of the player's withdrawals",
  tag: 'withdraw',
  auth: true,
  request: withCommon({ orderNo }),
  response: ZWithdrawOrder,
});

export const WITHDRAW_ENDPOINTS = [
  bankListEndpoint,
  bankAddEndpoint,
  bankUpdateEndpoint,
  bankDeleteEndpoint,
  bankSetDefaultEndpoint,
  withdrawInfoEndpoint,
  withdrawPreviewEndpoint,
  withdrawApplyEndpoint,
  withdrawRecordEndpoint,
  withdrawOrderDetailEndpoint,
] as const;
