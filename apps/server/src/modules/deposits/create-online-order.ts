import type { TDepositOrder } from '@khel/contract';
import { AppError } from '../../errors';
import { readDepositConfig } from './config';
import type { DepositOrderDeps } from './deps';
import {
  NOT_AVAILABLE,
  assertAmountWithin,
  assertDepositsOpen,
  placeDepositOrder,
} from './place-order';
import { presentDepositOrder } from './present';
import { transitionDepositOrder } from './store';

/**
 * Online payment (tab 1): a platform order, then the gateway's payment order whose pay page the
 * player opens. No money moves here; it arrives only with the gateway's signed callback.
 */
export async function createOnlineOrder(
  deps: DepositOrderDeps,
  options: {
    playerId: number;
    amountPaise: bigint;
    methodType: number | null | undefined;
    bonusEvent: boolean;
    /** The origin the player reached the platform on (for the return URL and a relative payUrl). */
    origin: string;
  },
): Promise<TDepositOrder> {
  const config = await readDepositConfig(deps.db);
  assertDepositsOpen(config, config.giftSwitch === 1);
  if (options.methodType == null)
    throw new AppError('badRequest', 'Please choose a deposit method');
  const method = config.rechargeTypeList.find((m) => m.type === options.methodType);
  if (!method) throw new AppError('badRequest', NOT_AVAILABLE);

  // The bonus event applies only while it has amounts (docs/product.md §5: typeB if chosen, else typeA).
  const inEvent = options.bonusEvent && config.typeB.amountList.length > 0;
  const list = inEvent ? config.typeB.amountList : config.typeA.amountList;
  // An empty list bounds nothing; the method's own range still does.
  if (list.length > 0) assertAmountWithin(options.amountPaise, list[0]!, list[list.length - 1]!);
  assertAmountWithin(options.amountPaise, method.amountRange[0], method.amountRange[1]);

  const order = await placeDepositOrder(deps.db, {
    config,
    prefix: 'R',
    now: deps.now?.() ?? new Date(),
    jurisdiction: deps.jurisdiction,
    order: {
      playerId: options.playerId,
      channel: 1,
      method: method.method,
      methodType: method.type,
      channelName: method.name,
      amountPaise: options.amountPaise,
      // The event's bonus is the promotions' (first deposit or gift), paid when credited.
      bonusEvent: inEvent,
      gateway: deps.gateway.code,
    },
  });

  const origin = (deps.publicUrl ?? options.origin).replace(/\/+$/, '');
  let payment;
  try {
    payment = await deps.gateway.createPayment({
      merchantOrderId: order.orderNo,
      amountPaise: order.amountPaise,
      method: method.method,
      // The entry page: docs/product.md §1 sends any other launch there; the app forwards to the order.
      returnUrl: `${origin}/?depositOrder=${encodeURIComponent(order.orderNo)}`,
      customer: { id: String(options.playerId) },
    });
  } catch (error) {
    // Nothing can be paid on an order the gateway never made: it must not hold a pending slot.
    await transitionDepositOrder(deps.db, {
      id: order.id,
      from: ['pending'],
      set: { status: 'failed', note: 'gateway refused or unreachable at creation' },
    });
    throw error;
  }
  const payUrl = /^https?:\/\//i.test(payment.payUrl)
    ? payment.payUrl
    : `${origin}${payment.payUrl}`;
  const updated = await transitionDepositOrder(deps.db, {
    id: order.id,
    from: ['pending', 'success', 'failed', 'expired'],
    set: { gatewayOrderId: payment.gatewayOrderId, payUrl },
  });
  return presentDepositOrder(updated ?? order);
}
