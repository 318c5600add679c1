import type { TDepositOrder } from '@khel/contract';
import { AppError } from '../../errors';
import { UTR_TAKEN, attachReference, isUniqueViolation } from './attach-reference';
import { readDepositConfig } from './config';
import type { DepositOrderDeps } from './deps';
import { assertDepositsOpen, placeDepositOrder } from './place-order';
import { presentDepositOrder } from './present';
import { findPlayerDepositOrder, isReferenceTaken, transitionDepositOrder } from './store';

export const ORDER_NOT_FOUND = 'Order not found';

/** /recharge/submitUtr: the UTR of a transfer order, or a self-service UTR without one. */
export async function submitUtr(
  deps: DepositOrderDeps,
  options: { playerId: number; utr: string; orderNo?: string | null; amountPaise?: bigint | null },
): Promise<TDepositOrder> {
  if (!options.orderNo) {
    return submitSelfServiceUtr(deps, { ...options, amountPaise: options.amountPaise ?? null });
  }
  const order = await findPlayerDepositOrder(deps.db, options.playerId, options.orderNo);
  if (!order) throw new AppError('notFound', ORDER_NOT_FOUND);
  if (order.channel !== 2) throw new AppError('badRequest', 'This order does not take a UTR');
  const row = await attachReference(deps, {
    order,
    field: 'utr',
    value: options.utr,
    method: order.method === 'UPI' ? 'UPI' : 'IMPS',
  });
  return presentDepositOrder(row);
}

/**
 * Self-service UTR (fillOrderSwitch): the player paid without an order and tells us the UTR and
 * the amount. The order is made here with the UTR on it and the gateway is asked the same way;
 * the bonus for the wait is decided when the gateway confirms (see credit-deposit.ts).
 * A UTR does not say whether it was IMPS or UPI; IMPS is what the gateway is asked for.
 */
export async function submitSelfServiceUtr(
  deps: DepositOrderDeps,
  options: { playerId: number; utr: string; amountPaise: bigint | null },
): Promise<TDepositOrder> {
  const config = await readDepositConfig(deps.db);
  assertDepositsOpen(config, config.fillOrderSwitch === 1);
  if (options.amountPaise === null)
    throw new AppError('badRequest', 'Please input deposit amount!');
  if (await isReferenceTaken(deps.db, 'utr', options.utr))
    throw new AppError('conflict', UTR_TAKEN);
  let order;
  try {
    order = await placeDepositOrder(deps.db, {
      config,
      prefix: 'T',
      now: deps.now?.() ?? new Date(),
      jurisdiction: deps.jurisdiction,
      order: {
        playerId: options.playerId,
        channel: 2,
        method: 'IMPS',
        channelName: 'Self-service UTR',
        amountPaise: options.amountPaise,
        selfService: true,
        gateway: deps.gateway.code,
        utr: options.utr,
        referenceAt: new Date(),
      },
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', UTR_TAKEN);
    throw error;
  }
  try {
    await deps.gateway.expectTransfer({
      merchantOrderId: order.orderNo,
      reference: options.utr,
      amountPaise: options.amountPaise,
      method: 'IMPS',
    });
  } catch (error) {
    // The gateway never took it: free the UTR and the pending slot so the player can try again.
    await transitionDepositOrder(deps.db, {
      id: order.id,
      from: ['pending'],
      set: { status: 'failed', utr: null, note: `gateway did not take UTR ${options.utr}` },
    });
    throw error;
  }
  return presentDepositOrder(order);
}
