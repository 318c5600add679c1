import type { TDepositOrder } from '@khel/contract';
import { AppError } from '../../errors';
import { attachReference } from './attach-reference';
import type { DepositDeps } from './deps';
import { presentDepositOrder } from './present';
import { findPlayerDepositOrder } from './store';
import { ORDER_NOT_FOUND } from './submit-utr';

/**
 * /recharge/submitTxHash: the transaction hash of a crypto order, reconciled by the gateway like a
 * UTR. Hashes are kept lower-case (the gateway does the same), so one hash cannot be used twice
 * by changing its letters' case.
 */
export async function submitTxHash(
  deps: DepositDeps,
  options: { playerId: number; orderNo: string; txHash: string },
): Promise<TDepositOrder> {
  const order = await findPlayerDepositOrder(deps.db, options.playerId, options.orderNo);
  if (!order) throw new AppError('notFound', ORDER_NOT_FOUND);
  if (order.channel !== 4)
    throw new AppError('badRequest', 'This order does not take a transaction hash');
  const row = await attachReference(deps, {
    order,
    field: 'txHash',
    value: options.txHash.toLowerCase(),
    method: 'CRYPTO',
  });
  return presentDepositOrder(row);
}
