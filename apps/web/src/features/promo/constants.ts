/**
 * Figures of promotions not built on the server yet (docs/product.md §9). The built ones (first
 * deposit, sign-up bonus, deposit cashback) show only what the promotions API sends.
 */
export const INVITEES_PER_REWARD = 2;
/** Invitation rewards are paid the day after, at this time in this zone. */
export const REWARD_PAYOUT_TIME = '5:00';
export const REWARD_PAYOUT_ZONE = 'GMT+5:30';

export const CHECKIN_DAYS = 7;
