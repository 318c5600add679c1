import {
  chargeInfoEndpoint,
  createRechargeOrderEndpoint,
  createTransferOrderEndpoint,
  payChannelEndpoint,
  rechargeButtonStatusEndpoint,
  rechargeOrderDetailEndpoint,
  rechargeRecordEndpoint,
  submitTxHashEndpoint,
  submitUtrEndpoint,
} from '@khel/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JobRuntime } from '@khel/db';
import { registerEndpoint } from '../../plugins/api';
import { parseRupees } from '@khel/contract/money';
import { getChargeInfo, getRechargeButtonStatus, listPayChannels } from './charge-info';
import { createCryptoOrder } from './create-crypto-order';
import { createOnlineOrder } from './create-online-order';
import { createTransferOrder } from './create-transfer-order';
import type { DepositOrderDeps } from './deps';
import { registerDepositExpiry } from './expire-orders';
import { getDepositOrder, listDepositRecords } from './records';
import { submitTxHash } from './submit-tx-hash';
import { submitUtr } from './submit-utr';

/** The contract already checked the amount (positive, 2 decimals); this makes it paise. */
const paiseOf = (rupees: number) => {
  const parsed = parseRupees(rupees);
  if (!parsed.ok) throw new Error(`unparsable amount after validation: ${rupees}`);
  return parsed.paise;
};
const playerOf = (request: FastifyRequest) => request.player!.player.id;
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * Deposits (the recharge calls of docs/product.md §7) and the order expiry job; the gateway's
 * callbacks arrive through the payments module.
 */
export function depositRoutes(app: FastifyInstance, deps: DepositOrderDeps & { jobs: JobRuntime }) {
  const { db } = deps;
  registerEndpoint(app, rechargeButtonStatusEndpoint, () => getRechargeButtonStatus({ db }));
  registerEndpoint(app, chargeInfoEndpoint, (_input, req) =>
    getChargeInfo({
      db,
      playerId: playerOf(req),
      now: (deps.now ?? (() => new Date()))(),
      jurisdiction: deps.jurisdiction,
    }),
  );
  registerEndpoint(app, payChannelEndpoint, () =>
    listPayChannels({ db, gatewayCode: deps.gateway.code }),
  );
  registerEndpoint(app, createRechargeOrderEndpoint, (input, req) =>
    input.depositChannel === 4
      ? createCryptoOrder(deps, {
          playerId: playerOf(req),
          amountPaise: paiseOf(input.depositAmount),
          currency: input.currency,
        })
      : createOnlineOrder(deps, {
          playerId: playerOf(req),
          amountPaise: paiseOf(input.depositAmount),
          methodType: input.depositMethod,
          bonusEvent: input.bonusEvent,
          origin: originOf(req),
        }),
  );
  registerEndpoint(app, createTransferOrderEndpoint, (input, req) =>
    createTransferOrder(deps, {
      playerId: playerOf(req),
      amountPaise: paiseOf(input.depositAmount),
      paymentMethod: input.depositPaymentMethod,
    }),
  );
  registerEndpoint(app, submitUtrEndpoint, (input, req) =>
    submitUtr(deps, {
      playerId: playerOf(req),
      utr: input.utr,
      orderNo: input.orderNo,
      amountPaise: input.depositAmount == null ? null : paiseOf(input.depositAmount),
    }),
  );
  registerEndpoint(app, submitTxHashEndpoint, (input, req) =>
    submitTxHash(deps, { playerId: playerOf(req), orderNo: input.orderNo, txHash: input.txHash }),
  );
  registerEndpoint(app, rechargeRecordEndpoint, (input, req) =>
    listDepositRecords({ db, playerId: playerOf(req), ...input }),
  );
  registerEndpoint(app, rechargeOrderDetailEndpoint, (input, req) =>
    getDepositOrder({ db, playerId: playerOf(req), orderNo: input.orderNo }),
  );
  registerDepositExpiry(deps.jobs, deps);
}
