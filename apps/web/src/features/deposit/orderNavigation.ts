import { navigateTo } from '../../router/navigation';
import type { RechargeOrderResult } from './api';

/** After an order is created: its pay page when there is one, else its detail, else history. */
export function openCreatedOrder(order: RechargeOrderResult | null | undefined) {
  if (order?.payUrl && /^https?:\/\//i.test(order.payUrl)) {
    window.location.assign(order.payUrl);
  } else if (order?.orderNo) {
    navigateTo(`/pages/wallet/DepositOrderDetail?orderNo=${encodeURIComponent(order.orderNo)}`);
  } else {
    navigateTo('/pages/wallet/DepositHistory');
  }
}
