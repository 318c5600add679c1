import type { FastifyBaseLogger } from 'fastify';
import type { GatewayEvent } from '../../integrations/payments/types';
import { handlePayoutEvent } from '../withdrawals';
import type { PaymentsDeps } from './deps';

/**
 * 'handled': acknowledge it (replays and amount mismatches included: the owning module logged
 * what it did). 'unknown_order': not ours, so not acknowledged and the gateway keeps it.
 */
export type DispatchOutcome = 'handled' | 'unknown_order';

/**
 * Hands a verified gateway event to the module that owns its order: payments in (online order,
 * transfer) to the deposits inbox (answered once the batch that credits it committed), payouts
 * to withdrawals. Each handler is idempotent.
 */
export async function dispatchGatewayEvent(
  deps: PaymentsDeps & { log: FastifyBaseLogger },
  event: GatewayEvent,
): Promise<DispatchOutcome> {
  switch (event.type) {
    case 'payout': {
      const outcome = await handlePayoutEvent(deps, event);
      return outcome === 'unknown' ? 'unknown_order' : 'handled';
    }
    case 'order':
    case 'transfer': {
      const outcome = await deps.depositCallbacks.receive(event);
      if (outcome === 'unknown_order') {
        deps.log.warn({ orderNo: event.merchantOrderId }, 'callback for an unknown order');
      }
      return outcome;
    }
  }
}
