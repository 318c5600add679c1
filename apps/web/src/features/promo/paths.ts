import { plannedCall } from '../../lib/http';

/**
 * Promotion calls are "not shown" in docs/product.md §7. These are the calls the app will make; the
 * promotions issue serves them on the server (until then they answer an envelope error).
 */
export const PROMO_CALLS = {
  claimSignupBonus: plannedCall<object, unknown>('/activity/signupBonus/claim'),
};
