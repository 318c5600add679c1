import type { TDepositOrder } from '@khel/contract';

const query = (orderNo: string) => `?orderNo=${encodeURIComponent(orderNo)}`;

/** The detail page of any deposit order. */
export const orderDetailUrl = (orderNo: string) =>
  `/pages/wallet/DepositOrderDetail${query(orderNo)}`;

/**
 * Where a just-created transfer order is paid: the IMPS or UPI detail page (which read the
 * account from /recharge/orderDetail's payTo), or the order detail for anything else.
 */
export function transferPayUrl(order: Pick<TDepositOrder, 'orderNo' | 'payTo'>): string {
  if (order.payTo?.type === 'upi') return `/pages/wallet/DepositUpiDetail${query(order.orderNo)}`;
  if (order.payTo?.type === 'imps') return `/pages/wallet/DepositImpsDetail${query(order.orderNo)}`;
  return orderDetailUrl(order.orderNo);
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
