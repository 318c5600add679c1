import { plannedCall } from '../../lib/http';

/**
 * Promotion calls are "not shown" in docs/product.md §7. These are the calls the app will make; the
 * promotions issue serves them on the server (until then they answer an envelope error).
 */
export const PROMO_CALLS = {
  redeemPromoCode: plannedCall<{ code: string }, unknown>('/activity/promoCode/redeem'),
  redeemJiliCode: plannedCall<{ code: string }, unknown>('/activity/jili/redeem'),
  checkIn: plannedCall<object, unknown>('/activity/signin/checkIn'),
  spinWheel: plannedCall<object, unknown>('/activity/wheel/spin'),
};
