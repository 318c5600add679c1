/**
 * Referral figures the Earn pages fall back to while the server's rules load (docs/product.md §9).
 * The promotions themselves (first deposit, sign-up bonus, deposit cashback) show only what the
 * promotions API sends.
 */
export { INVITEES_PER_REWARD } from '@khel/contract/constants';
/** Invitation rewards are paid the day after, at this time in this zone. */
export const REWARD_PAYOUT_TIME = '5:00';
export const REWARD_PAYOUT_ZONE = 'GMT+5:30';
