/** Promotion figures fixed by docs/product.md §9; anything else comes from operator configuration. */
export const REBATE_PERCENT = 35;
export const REBATE_MIN_DEPOSIT_RUPEES = 500;
export const REBATE_MAX_DAILY_RUPEES = 30_000;

export const SIGNUP_WINDOW_HOURS = 24;
export const SIGNUP_KEEP_DAYS = 7;

export { INVITEES_PER_REWARD } from '@khel/contract/constants';
/** Invitation rewards are paid the day after, at this time in this zone. */
export const REWARD_PAYOUT_TIME = '5:00';
export const REWARD_PAYOUT_ZONE = 'GMT+5:30';
