import {
  adminWithdrawalApprove,
  adminWithdrawalList,
  adminWithdrawalReject,
} from '@khel/contract/admin';
import type { JobRuntime } from '@khel/db';
import type { FastifyInstance } from 'fastify';
import { registerAdminEndpoint, type AdminContext, type OperatorsDeps } from '../operators';
import type { WithdrawalsDeps } from './deps';
import {
  approveWithdrawal,
  listOrdersForOperator,
  rejectWithdrawal,
  type ReviewHook,
} from './review';

/** The review's audit row, written in the review's own transaction. */
const auditReview =
  (context: AdminContext, action: string, orderNo: string, reason?: string): ReviewHook =>
  (tx, { before, after }) =>
    context.auditIn(tx, {
      action,
      targetType: 'withdrawal',
      targetId: orderNo,
      before: { status: before.status },
      after: reason ? { status: after.status, reason } : { status: after.status },
    });

/** The back office's withdrawal queue (README.md "Operator API"; docs/architecture.md §11). */
export function adminWithdrawalRoutes(
  app: FastifyInstance,
  deps: WithdrawalsDeps,
  admin: OperatorsDeps,
  jobs: JobRuntime,
) {
  registerAdminEndpoint(app, admin, adminWithdrawalList, (input, context) =>
    listOrdersForOperator(context, input),
  );
  registerAdminEndpoint(app, admin, adminWithdrawalApprove, async (input, context) => {
    const order = await approveWithdrawal(deps, {
      orderNo: input.orderNo,
      sendNow: false,
      hook: auditReview(context, 'withdrawal.approve', input.orderNo),
    });
    jobs.kick();
    return order;
  });
  registerAdminEndpoint(app, admin, adminWithdrawalReject, (input, context) =>
    rejectWithdrawal(deps, {
      ...input,
      hook: auditReview(context, 'withdrawal.reject', input.orderNo, input.reason),
    }),
  );
}
