/**
 * Promotion calls are "not shown" in SPEC.md §7. These are the paths the app will call; the
 * promotions issue serves them on the server (until then they answer an envelope error).
 */
export const PROMO_PATHS = {
  redeemPromoCode: '/activity/promoCode/redeem',
  redeemJiliCode: '/activity/jili/redeem',
  claimSignupBonus: '/activity/signupBonus/claim',
  checkIn: '/activity/signin/checkIn',
  spinWheel: '/activity/wheel/spin',
} as const;
