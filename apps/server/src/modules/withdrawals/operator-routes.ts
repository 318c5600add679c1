import { text } from '@khel/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors';
import { assertOperator, operatorOk as ok } from '../../plugins/operator';
import { describeIssue } from '../../plugins/api';
import type { WithdrawalsDeps } from './deps';
import { approveWithdrawal, listOrdersForOperator, rejectWithdrawal } from './review';

const ZReject = z.object({ reason: text().trim().min(1, 'Give a reason').max(200) });

/**
 * The operator's withdrawal review API (README.md "Operator API"): not a player endpoint, so not
 * in the contract. Registered only when OPERATOR_TOKEN is set; otherwise these paths are 404.
 */
export function operatorWithdrawalRoutes(
  app: FastifyInstance,
  deps: WithdrawalsDeps,
  options: { token: string },
) {
  app.addHook('onRequest', async (request) => assertOperator(request, options.token));
  app.get<{ Querystring: { status?: string } }>('/operator/withdrawals', async (request) =>
    ok(await listOrdersForOperator(deps, { status: request.query.status ?? 'review' })),
  );
  app.post<{ Params: { orderNo: string } }>(
    '/operator/withdrawals/:orderNo/approve',
    async (request) => ok(await approveWithdrawal(deps, { orderNo: request.params.orderNo })),
  );
  app.post<{ Params: { orderNo: string } }>(
    '/operator/withdrawals/:orderNo/reject',
    async (request) => {
      const parsed = ZReject.safeParse(request.body ?? {});
      if (!parsed.success) throw new AppError('badRequest', describeIssue(parsed.error));
      return ok(
        await rejectWithdrawal(deps, {
          orderNo: request.params.orderNo,
          reason: parsed.data.reason,
        }),
      );
    },
  );
}
