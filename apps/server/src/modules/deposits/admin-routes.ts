import {
  adminDepositDetail,
  adminDepositList,
  adminDepositMatch,
  adminDepositReconciliation,
  adminDepositReject,
} from '@khel/contract/admin-money';
import type { FastifyInstance } from 'fastify';
import { registerAdminEndpoint, type OperatorsDeps } from '../operators';
import {
  depositDetail,
  listDeposits,
  listReconciliation,
  matchDeposit,
  rejectDeposit,
} from './admin-service';
import type { DepositDeps } from './deps';

/**
 * The back office's deposits (docs/architecture.md §11): the table, an order with its events,
 * and the reconciliation queue, where an operator matches a UTR / hash (credited through the
 * deposit credit path, once) or rejects it.
 */
export function adminDepositRoutes(app: FastifyInstance, deps: DepositDeps, admin: OperatorsDeps) {
  registerAdminEndpoint(app, admin, adminDepositList, (input, context) =>
    listDeposits(context.db, input),
  );
  registerAdminEndpoint(app, admin, adminDepositReconciliation, (input, context) =>
    listReconciliation(context.db, input),
  );
  registerAdminEndpoint(app, admin, adminDepositDetail, (input, context) =>
    depositDetail(context.db, input.orderNo),
  );
  registerAdminEndpoint(app, admin, adminDepositMatch, (input, context) =>
    matchDeposit(deps, context, input),
  );
  registerAdminEndpoint(app, admin, adminDepositReject, (input, context) =>
    rejectDeposit(context, input),
  );
}
