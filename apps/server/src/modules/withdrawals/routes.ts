import {
  bankAddEndpoint,
  bankDeleteEndpoint,
  bankListEndpoint,
  bankSetDefaultEndpoint,
  bankUpdateEndpoint,
  withdrawApplyEndpoint,
  withdrawInfoEndpoint,
  withdrawOrderDetailEndpoint,
  withdrawPreviewEndpoint,
  withdrawRecordEndpoint,
} from '@khel/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { registerEndpoint } from '../../plugins/api';
import { parseRupees } from '@khel/contract/money';
import { applyWithdrawal } from './apply';
import * as banks from './bank-accounts';
import type { WithdrawalApplyDeps } from './deps';
import { getWithdrawInfo, previewWithdrawal } from './info';
import { getWithdrawOrder, listWithdrawRecords } from './records';

const playerOf = (req: FastifyRequest) => req.player!.player;

/** The contract has already checked 2 decimals and the range; this only changes the unit. */
function paiseOf(amount: number): bigint {
  const parsed = parseRupees(amount);
  if (!parsed.ok) throw new AppError('badRequest', `Invalid amount: ${parsed.reason}`);
  return parsed.paise;
}

/** Withdraw accounts and withdrawals (player endpoints of the contract's withdraw.ts). */
export function withdrawalRoutes(app: FastifyInstance, deps: WithdrawalApplyDeps) {
  const { db } = deps;
  registerEndpoint(app, bankListEndpoint, (_input, req) =>
    banks.listBankAccounts(db, { playerId: playerOf(req).id }),
  );
  registerEndpoint(app, bankAddEndpoint, (input, req) =>
    banks.addBankAccount(db, { player: playerOf(req), input }),
  );
  registerEndpoint(app, bankUpdateEndpoint, (input, req) =>
    banks.updateBankAccount(db, { player: playerOf(req), id: input.id, input }),
  );
  registerEndpoint(app, bankDeleteEndpoint, (input, req) =>
    banks.deleteBankAccount(db, { player: playerOf(req), ...input }),
  );
  registerEndpoint(app, bankSetDefaultEndpoint, (input, req) =>
    banks.setDefaultBankAccount(db, { player: playerOf(req), ...input }),
  );
  registerEndpoint(app, withdrawInfoEndpoint, (_input, req) =>
    getWithdrawInfo(db, { player: playerOf(req) }),
  );
  registerEndpoint(app, withdrawPreviewEndpoint, (input, req) =>
    previewWithdrawal(db, {
      player: playerOf(req),
      amountPaise: paiseOf(input.amount),
      bankAccountId: input.bankAccountId,
    }),
  );
  registerEndpoint(app, withdrawApplyEndpoint, (input, req) =>
    applyWithdrawal(deps, {
      player: playerOf(req),
      orderNo: input.orderNo,
      amountPaise: paiseOf(input.amount),
      bankAccountId: input.bankAccountId,
      withdrawPassword: input.withdrawPassword,
    }),
  );
  registerEndpoint(app, withdrawRecordEndpoint, (input, req) =>
    listWithdrawRecords(db, { playerId: playerOf(req).id, ...input }),
  );
  registerEndpoint(app, withdrawOrderDetailEndpoint, (input, req) =>
    getWithdrawOrder(db, { playerId: playerOf(req).id, orderNo: input.orderNo }),
  );
}
