/** The tabs of the Promo page, in order (docs/product.md §2). */
export const PROMO_TABS = [
  'promo',
  'community',
  'promoCode',
  'firstDeposit',
  'ranking',
  'rules',
  'myReward',
  'checkin',
] as const;
export type PromoTab = (typeof PROMO_TABS)[number];

/** The tab a `?tab=` query opens; anything unknown opens the first. */
export function promoTabFrom(value: string | undefined): PromoTab {
  return PROMO_TABS.find((tab) => tab === value) ?? 'promo';
}
