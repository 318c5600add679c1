import { sql } from 'drizzle-orm';
import { depositOrders } from '../../db/schema';
import { AppError } from '../../errors';
import type { GatewayMethod } from '../../integrations/payments/types';
import type { DepositDeps } from './deps';
import { recordDepositEvent } from './events';
import { isReferenceTaken, transitionDepositOrder, type DepositOrderRow } from './store';

export const UTR_TAKEN = 'This UTR has already been submitted';
export const HASH_TAKEN = 'This transaction hash has already been submitted';

/** A unique index refused the row (PostgreSQL and PGlite both say 23505, maybe wrapped). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Puts the player's UTR or transaction hash on a transfer or crypto order and asks the gateway to
 * reconcile it. An order the platform expired takes it too and waits again: the player may have
 * paid just before the deadline, and nothing is credited until the gateway confirms it.
 * Submitting the same reference again asks the gateway again (it is idempotent), so a player can
 * retry after the gateway was unreachable.
 */
export async function attachReference(
  deps: DepositDeps,
  options: {
    order: DepositOrderRow;
    field: 'utr' | 'txHash';
    value: string;
    method: GatewayMethod;
  },
): Promise<DepositOrderRow> {
  const { order, field, value } = options;
  const taken = field === 'utr' ? UTR_TAKEN : HASH_TAKEN;
  const current = order[field];
  if (current !== null && current !== value) {
    throw new AppError(
      'conflict',
      field === 'utr'
        ? 'A UTR was already submitted for this order'
        : 'A transaction hash was already submitted for this order',
    );
  }
  let row = order;
  if (current === null) {
    if (await isReferenceTaken(deps.db, field, value)) throw new AppError('conflict', taken);
    const column = field === 'utr' ? depositOrders.utr : depositOrders.txHash;
    try {
      row =
        (await transitionDepositOrder(deps.db, {
          id: order.id,
          from: ['pending', 'expired'],
          set: { [field]: value, referenceAt: new Date(), status: 'pending' },
          also: sql`${column} is null`,
        })) ?? refuse(order);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('conflict', taken);
      throw error;
    }
  } else if (order.status !== 'pending') {
    return order; // already settled by the gateway: nothing to ask again
  }
  try {
    await deps.gateway.expectTransfer({
      merchantOrderId: row.orderNo,
      reference: value,
      amountPaise: row.amountPaise,
      method: options.method,
    });
  } catch (error) {
    // Let the player submit it again: the reference comes off while the gateway does not know it.
    if (current === null) {
      await transitionDepositOrder(deps.db, {
        id: row.id,
        from: ['pending'],
        set: { [field]: null, referenceAt: null },
      });
    }
    throw error;
  }
  if (current === null) {
    await recordDepositEvent(deps.db, {
      orderId: row.id,
      source: 'player',
      kind: 'reference',
      amountPaise: row.amountPaise,
      reference: value,
      detail: `${field === 'utr' ? 'UTR' : 'transaction hash'} submitted`,
    });
  }
  return row;
}

function refuse(order: DepositOrderRow): never {
  if (order.status === 'success')
    throw new AppError('badRequest', 'This order has already been paid');
  throw new AppError('badRequest', 'This order can no longer be paid');
}
