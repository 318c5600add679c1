import { localDay } from '@khel/contract/dates';

/**
 * "Don't show again today" for the promo popup (docs/product.md §2): the popup stays hidden until
 * the platform's calendar day (GMT+5:30 unless the operator set another zone) changes, so the day
 * is stored rather than a timestamp.
 */
export const PROMO_POPUP_HIDDEN_KEY = 'promoPopupHiddenOn';

type DayStorage = Pick<Storage, 'getItem' | 'setItem'>;

function defaultStorage(): DayStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Whether the player asked not to see the popup again on the platform day of `now`. */
export function isPopupHiddenToday(now: Date, offset: number, storage = defaultStorage()): boolean {
  try {
    return storage?.getItem(PROMO_POPUP_HIDDEN_KEY) === localDay(offset, now);
  } catch {
    return false; // storage unavailable: showing the popup again is the harmless side
  }
}

/** Hides the popup until the platform day after `now`. */
export function hidePopupForToday(now: Date, offset: number, storage = defaultStorage()) {
  try {
    storage?.setItem(PROMO_POPUP_HIDDEN_KEY, localDay(offset, now));
  } catch {
    /* storage unavailable: the popup simply shows again next time */
  }
}
