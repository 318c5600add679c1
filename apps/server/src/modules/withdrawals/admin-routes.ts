import {
  adminMoneyAlerts,
  adminWithdrawalApprove,
  adminWithdrawalDetail,
  adminWithdrawalList,
  adminWithdrawalRefund,
  adminWithdrawalReject,
  adminWithdrawalRetryPayout,
} from '@khel/contract/admin-money';
import type { JobRuntime } from '@khel/db';
import type { FastifyInstance } from 'fastify';
import { countReconciliation } from '../deposits';
import { registerAdminEndpoint, type AdminContext, type OperatorsDeps } from '../operators';
import { listWithdrawals, withdrawalAlerts, withdrawalDetail } from './admin-queries';
import type { WithdrawalsDeps } from './deps';
import { refundHeldPayout, retryHeldPayout } from './held';
import { approveWithdrawal, rejectWithdrawal, type ReviewHook } from './review';

/** A decision's audit row, written in the decision's own transaction. */
const auditDecision =
  (context: AdminContext, action: string, orderNo: string, reason?: string): ReviewHook =>
  (tx, { before, after }) =>
    context.auditIn(tx, {
      action,
      targetType: 'withdrawal',
      targetId: orderNo,
      before: { status: before.status, failureReason: before.failureReason },
      after: reason ? { status: after.status, reason } : { status: after.status },
    });

/**
 * The back office's withdrawals (README.md "Back office"; docs/architecture.md §11): the paged
 * table, an order's payout and events, review decisions, held payouts and the money alerts.
 */
export function adminWithdrawalRoutes(
  app: FastifyInstance,
  deps: WithdrawalsDeps,
  admin: OperatorsDeps,
  jobs: JobRuntime,
) {
  registerAdminEndpoint(app, admin, adminWithdrawalList, (input, context) =>
    listWithdrawals(context.db, input),
  );
  registerAdminEndpoint(app, admin, adminWithdrawalDetail, (input, context) =>
    withdrawalDetail(context.db, input.orderNo),
  );
  registerAdminEndpoint(app, admin, adminWithdrawalApprove, async (input, context) => {
    const order = await approveWithdrawal(deps, {
      orderNo: input.orderNo,
      sendNow: false,
      hook: auditDecision(context, 'withdrawal.approve', input.orderNo),
    });
    jobs.kick();
    return order;
  });
  registerAdminEndpoint(app, admin, adminWithdrawalReject, (input, context) =>
    rejectWithdrawal(deps, {
      ...input,
      hook: auditDecision(context, 'withdrawal.reject', input.orderNo, input.reason),
    }),
  );
  registerAdminEndpoint(app, admin, adminWithdrawalRetryPayout, async (input, context) => {
    const order = await retryHeldPayout(deps, {
      orderNo: input.orderNo,
      hook: auditDecision(context, 'withdrawal.retryPayout', input.orderNo),
    });
    jobs.kick();
    return order;
  });
  registerAdminEndpoint(app, admin, adminWithdrawalRefund, (input, context) =>
    refundHeldPayout(deps, {
      ...input,
      hook: auditDecision(context, 'withdrawal.refund', input.orderNo, input.reason),
    }),
  );
  registerAdminEndpoint(app, admin, adminMoneyAlerts, async (_input, context) => {
    const { alerts, payoutFailed, withdrawalReview } = await withdrawalAlerts(context.db);
    const depositReconciliation = await countReconciliation(context.db);
    return { alerts, counts: { payoutFailed, withdrawalReview, depositReconciliation } };
  });
}
