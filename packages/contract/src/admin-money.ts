import { z } from 'zod';
import { defineAdmin, idText, pageOf, pageQuery, type AdminEndpoint } from './admin';
import { amount, text } from './input';
import { WITHDRAW_STATUSES } from './wallet-rules';

/**
 * The back office's money screens (docs/architecture.md §11): deposits with their gateway events
 * and the UTR / crypto-hash reconciliation queue; withdrawals with the review queue, payout
 * status, and payouts the gateway refused for good (held as `payout_failed` until an operator
 * retries or refunds them). Reads need `money.read`, decisions `money.review`.
 */

/**
 * A withdrawal's status as operators see it: the player's statuses plus `payout_failed`, an order
 * whose payout the gateway refused for good (or could not take after the configured attempts).
 * The amount is still held; an operator retries the payout or refunds it. Players see such an
 * order as `processing` (withdrawals' `toWithdrawOrder`).
 */
export const ADMIN_WITHDRAW_STATUSES = [...WITHDRAW_STATUSES, 'payout_failed'] as const;
export type AdminWithdrawStatus = (typeof ADMIN_WITHDRAW_STATUSES)[number];

export const DEPOSIT_STATUSES = ['pending', 'success', 'failed', 'expired', 'rejected'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
/** online: pay page (tab 1); transfer: bank transfer / self-service UTR (tab 2); crypto (tab 4). */
export const DEPOSIT_KINDS = ['online', 'transfer', 'crypto'] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];

const orderNo = z.string().trim().min(1, 'required').max(64);
const reason = text().trim().min(1, 'give a reason').max(200);
/** A day boundary or instant, ISO 8601 with its offset (the app sends local midnight). */
const instant = z.iso.datetime({ offset: true, message: 'expected a date and time' });
const playerId = idText;

/** Filters every money table shares: who, which order, when (from inclusive, to exclusive). */
const moneyFilters = {
  playerId: playerId.optional(),
  orderNo: z.string().trim().max(64).optional(),
  from: instant.optional(),
  to: instant.optional(),
};

export const ZAdminWithdrawal = z.object({
  id: z.string(),
  orderNo: z.string(),
  playerId: z.string(),
  status: z.enum(ADMIN_WITHDRAW_STATUSES),
  amount: z.number().describe('Rupees'),
  serviceCharge: z.number(),
  arrivalAmount: z.number(),
  bankAccount: z.string().describe("Bank and the account's last 4 digits"),
  ifsc: z.string(),
  holderName: z.string(),
  utr: z.string().nullable(),
  failureReason: z.string().nullable(),
  createTime: z.string(),
  finishTime: z.string().nullable(),
});
export type TAdminWithdrawal = z.infer<typeof ZAdminWithdrawal>;

export const WITHDRAWAL_SORTS = ['createTime', 'amount', 'finishTime'] as const;

export const adminWithdrawalList = defineAdmin({
  path: '/admin/withdrawals/list',
  summary: 'Withdrawal orders, paged, filtered and sorted (the review queue: status review)',
  permission: 'money.read',
  writes: false,
  request: pageQuery(WITHDRAWAL_SORTS).extend({
    status: z.enum(ADMIN_WITHDRAW_STATUSES).optional(),
    ...moneyFilters,
  }),
  response: pageOf(ZAdminWithdrawal),
});

export const ZWithdrawalEvent = z.object({
  at: z.string(),
  from: z.enum(ADMIN_WITHDRAW_STATUSES).nullable(),
  to: z.enum(ADMIN_WITHDRAW_STATUSES),
  actor: z.enum(['player', 'operator', 'gateway', 'system']),
  detail: z.string().nullable(),
});

export const ZPayout = z.object({
  gatewayPayoutId: z.string().nullable(),
  requestedAt: z.string().nullable().describe('When the gateway took the payout; null: not yet'),
  attempts: z.number().int().describe('Sends of the current payout job'),
  round: z.number().int().describe('Payout jobs so far: 1, plus one per operator retry'),
});

export const adminWithdrawalDetail = defineAdmin({
  path: '/admin/withdrawals/detail',
  summary: 'One withdrawal order with its payout status and every status change',
  permission: 'money.read',
  writes: false,
  request: z.object({ orderNo }),
  response: z.object({
    order: ZAdminWithdrawal,
    payout: ZPayout,
    events: z.array(ZWithdrawalEvent),
  }),
});

export const adminWithdrawalApprove = defineAdmin({
  path: '/admin/withdrawals/approve',
  summary: 'Approves an order waiting for review; its payout goes to the gateway',
  permission: 'money.review',
  writes: true,
  request: z.object({ orderNo }),
  response: ZAdminWithdrawal,
});

export const adminWithdrawalReject = defineAdmin({
  path: '/admin/withdrawals/reject',
  summary: 'Rejects an order waiting for review; the amount goes back to the wallet',
  permission: 'money.review',
  writes: true,
  request: z.object({ orderNo, reason }),
  response: ZAdminWithdrawal,
});

export const adminWithdrawalRetryPayout = defineAdmin({
  path: '/admin/withdrawals/retryPayout',
  summary: 'Sends a held payout (payout_failed) to the gateway again',
  permission: 'money.review',
  writes: true,
  request: z.object({ orderNo }),
  response: ZAdminWithdrawal,
});

export const adminWithdrawalRefund = defineAdmin({
  path: '/admin/withdrawals/refund',
  summary: 'Gives up a held payout (payout_failed): the amount goes back to the wallet, once',
  description:
    'Refused while the gateway knows a payout for the order that is not failed (it may still ' +
    'pay), or cannot be asked.',
  permission: 'money.review',
  writes: true,
  request: z.object({ orderNo, reason }),
  response: ZAdminWithdrawal,
});

export const ZMoneyAlert = z.object({
  kind: z.literal('payout_failed'),
  orderNo: z.string(),
  playerId: z.string(),
  amount: z.number(),
  reason: z.string(),
  since: z.string(),
});

export const adminMoneyAlerts = defineAdmin({
  path: '/admin/money/alerts',
  summary: 'Open alerts (payouts held after a refusal) and what waits for an operator',
  permission: 'money.read',
  writes: false,
  request: z.object({}),
  response: z.object({
    alerts: z.array(ZMoneyAlert).describe('Oldest first, at most 100'),
    counts: z.object({
      payoutFailed: z.number().int(),
      withdrawalReview: z.number().int(),
      depositReconciliation: z.number().int(),
    }),
  }),
});

export const ZAdminDeposit = z.object({
  id: z.string(),
  orderNo: z.string(),
  playerId: z.string(),
  kind: z.enum(DEPOSIT_KINDS),
  selfService: z.boolean(),
  method: z.string().describe('UPI, IMPS or CRYPTO'),
  channelName: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  amount: z.number().describe('Rupees ordered (claimed, for transfers)'),
  credited: z.number().nullable().describe('Rupees credited, once successful'),
  bonus: z.number(),
  utr: z.string().nullable(),
  txHash: z.string().nullable(),
  referenceAt: z.string().nullable().describe('When the player submitted the UTR / hash'),
  bankRef: z.string().nullable(),
  gatewayOrderId: z.string().nullable(),
  reviewReason: z.string().nullable(),
  note: z.string().nullable(),
  createTime: z.string(),
  successTime: z.string().nullable(),
  expireTime: z.string(),
});
export type TAdminDeposit = z.infer<typeof ZAdminDeposit>;

export const DEPOSIT_SORTS = ['createTime', 'amount', 'successTime'] as const;

export const adminDepositList = defineAdmin({
  path: '/admin/deposits/list',
  summary: 'Deposit orders, paged, filtered and sorted',
  permission: 'money.read',
  writes: false,
  request: pageQuery(DEPOSIT_SORTS).extend({
    status: z.enum(DEPOSIT_STATUSES).optional(),
    kind: z.enum(DEPOSIT_KINDS).optional(),
    ...moneyFilters,
  }),
  response: pageOf(ZAdminDeposit),
});

export const adminDepositReconciliation = defineAdmin({
  path: '/admin/deposits/reconciliation',
  summary: 'The reconciliation queue: UTRs and hashes the gateway has not confirmed',
  description:
    'Pending orders with a UTR or transaction hash from the player, or flagged by a callback ' +
    '(another amount or reference), that no gateway confirmation has settled.',
  permission: 'money.read',
  writes: false,
  request: pageQuery(['referenceAt', 'createTime', 'amount'] as const).extend({
    kind: z.enum(['transfer', 'crypto', 'flagged'] as const).optional(),
    ...moneyFilters,
  }),
  response: pageOf(ZAdminDeposit),
});

export const ZDepositEvent = z.object({
  at: z.string(),
  source: z.enum(['player', 'gateway', 'operator', 'system']),
  kind: z.string().describe('reference, payment, transfer, match, reject'),
  status: z.string().nullable(),
  amount: z.number().nullable(),
  reference: z.string().nullable(),
  detail: z.string().nullable(),
});

export const adminDepositDetail = defineAdmin({
  path: '/admin/deposits/detail',
  summary: 'One deposit order with its gateway events and operator decisions',
  permission: 'money.read',
  writes: false,
  request: z.object({ orderNo }),
  response: z.object({ order: ZAdminDeposit, events: z.array(ZDepositEvent) }),
});

export const adminDepositMatch = defineAdmin({
  path: '/admin/deposits/match',
  summary: 'Confirms a UTR / hash from the bank or chain: credits the amount that arrived, once',
  permission: 'money.review',
  writes: true,
  request: z.object({
    orderNo,
    amount: amount().describe('Rupees that arrived (may differ from the claim)'),
    note: text().trim().max(200).optional(),
  }),
  response: ZAdminDeposit,
});

export const adminDepositReject = defineAdmin({
  path: '/admin/deposits/reject',
  summary: 'Refuses a UTR / hash nobody received: the order is rejected, nothing credited',
  permission: 'money.review',
  writes: true,
  request: z.object({ orderNo, reason }),
  response: ZAdminDeposit,
});

export const MONEY_ADMIN_ENDPOINTS = [
  adminWithdrawalList,
  adminWithdrawalDetail,
  adminWithdrawalApprove,
  adminWithdrawalReject,
  adminWithdrawalRetryPayout,
  adminWithdrawalRefund,
  adminMoneyAlerts,
  adminDepositList,
  adminDepositReconciliation,
  adminDepositDetail,
  adminDepositMatch,
  adminDepositReject,
] as const satisfies readonly AdminEndpoint[];
