import { currentPlayerPrefix } from '../session';
import { tracker } from './tracking';

/** docs/product.md §4: 'purchase' is sent when a recharge order is created, with its rupee amount. */
export const trackPurchase = (amountRupees: number) =>
  void tracker.track('purchase', currentPlayerPrefix(), amountRupees);
