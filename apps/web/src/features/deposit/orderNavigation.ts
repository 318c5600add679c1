import type { TDepositOrder } from '@khel/contract';
import { navigateTo } from '../../router/navigation';
import { trackPurchase } from '../tracking';
import { orderDetailLink, payNowUrl, transferPayLink } from './orderLinks';

/**
 * After an order is created: tell the advertiser (docs/product.md §4 'purchase', with the amount), then
 * open where it is paid — the gateway's page for an online order (the server answers an absolute
 * URL; the gateway returns the player to `/?depositOrder=…`), the IMPS/UPI page for a transfer,
 * the order detail (address, QR, tx hash) for crypto.
 */
export function openCreatedOrder(order: TDepositOrder) {
  trackPurchase(order.amount);
  const payUrl = payNowUrl(order);
  if (payUrl) window.location.assign(payUrl);
  else if (order.channel === 2) navigateTo(...transferPayLink(order));
  else navigateTo(...orderDetailLink(order.orderNo));
}
