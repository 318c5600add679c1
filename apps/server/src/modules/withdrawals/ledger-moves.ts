import type { Db } from '../../db/client';
import { HOUSE, type AccountDirectory } from '../wallet';
import { postTransaction } from '../wallet';
import type { WithdrawalOrderRow } from './order-store';

/**
 * The two ways money leaves "withdrawals in flight", each once per order by its key. Account ids
 * come from the directory before the caller's transaction opens (see createAccountDirectory).
 */
export interface MoveAccounts {
  inFlight: bigint;
  gateway: bigint;
  feeIncome: bigint;
  wallet: bigint;
}

export async function resolveMoveAccounts(
  accounts: AccountDirectory,
  order: Pick<WithdrawalOrderRow, 'playerId' | 'gatewayCode'>,
): Promise<MoveAccounts> {
  return {
    inFlight: await accounts.house(HOUSE.withdrawalsInFlight),
    gateway: await accounts.house(HOUSE.gateway(order.gatewayCode)),
    feeIncome: await accounts.house(HOUSE.feeIncome),
    wallet: await accounts.wallet(order.playerId),
  };
}

/** Paid out: the arrival amount went through the gateway, the fee is the platform's income. */
export function postSettlement(tx: Db, order: WithdrawalOrderRow, ids: MoveAccounts) {
  const legs = [
    { accountId: ids.inFlight, amountPaise: -order.amountPaise },
    { accountId: ids.gateway, amountPaise: order.arrivalPaise },
  ];
  if (order.feePaise > 0n) legs.push({ accountId: ids.feeIncome, amountPaise: order.feePaise });
  return postTransaction(tx, {
    idempotencyKey: `withdraw-settle:${order.orderNo}`,
    requestHash: `${order.playerId}:${order.amountPaise}:${order.feePaise}`,
    kind: 'withdrawal_settle',
    legs,
    metadata: { orderNo: order.orderNo },
  });
}

/** Failed or rejected: the whole amount goes back to the wallet (a 'refund' balance record). */
export function postRefund(tx: Db, order: WithdrawalOrderRow, ids: MoveAccounts) {
  return postTransaction(tx, {
    idempotencyKey: `withdraw-refund:${order.orderNo}`,
    requestHash: `${order.playerId}:${order.amountPaise}`,
    kind: 'withdrawal_refund',
    recordType: 'refund',
    playerId: order.playerId,
    legs: [
      { accountId: ids.inFlight, amountPaise: -order.amountPaise },
      { accountId: ids.wallet, amountPaise: order.amountPaise },
    ],
    metadata: { orderNo: order.orderNo },
  });
}
