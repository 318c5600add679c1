import type { TDepositOrder } from '@khel/contract';
import type { PageLink } from '../../router/navigation';
import { PATHS } from '../../router/paths';

/** The detail page of any deposit order. */
export const orderDetailLink = (orderNo: string): PageLink => [
  PATHS.depositOrderDetail,
  { orderNo },
];

/**
 * Where a just-created transfer order is paid: the IMPS or UPI detail page (which read the
 * account from /recharge/orderDetail's payTo), or the order detail for anything else.
 */
export function transferPayLink(order: Pick<TDepositOrder, 'orderNo' | 'payTo'>): PageLink {
  const query = { orderNo: order.orderNo };
  if (order.payTo?.type === 'upi') return [PATHS.depositUpiDetail, query];
  if (order.payTo?.type === 'imps') return [PATHS.depositImpsDetail, query];
  return orderDetailLink(order.orderNo);
}

/** A transfer order still waiting for the player's payment reference (the UTR). */
export const awaitsUtr = (order: TDepositOrder) =>
  order.status === 'pending' && order.channel === 2 && !order.utr && order.payTo !== null;

/** A crypto order still waiting for the transaction hash. */
export const awaitsTxHash = (order: TDepositOrder) =>
  order.status === 'pending' && order.channel === 4 && !order.txHash && order.payTo !== null;

/** The online pay page while the order can still be paid. */
export const payNowUrl = (order: TDepositOrder) =>
  order.status === 'pending' && order.payUrl && /^https?:\/\//i.test(order.payUrl)
    ? order.payUrl
    : null;
