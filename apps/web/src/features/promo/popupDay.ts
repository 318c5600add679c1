/**
 * "Don't show again today" for the promo popup (docs/product.md §2): the popup stays hidden until the
 * player's local calendar day changes, so the day is stored rather than a timestamp.
 */
export const PROMO_POPUP_HIDDEN_KEY = 'promoPopupHiddenOn';

type DayStorage = Pick<Storage, 'getItem' | 'setItem'>;

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar day of `now` as YYYY-MM-DD. */
export function localDayKey(now: Date): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function defaultStorage(): DayStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Whether the player asked not to see the popup again on the day of `now`. */
export function isPopupHiddenToday(now: Date, storage = defaultStorage()): boolean {
  try {
    return storage?.getItem(PROMO_POPUP_HIDDEN_KEY) === localDayKey(now);
  } catch {
    return false; // storage unavailable: showing the popup again is the harmless side
  }
}

/** Hides the popup until the local day after `now`. */
export function hidePopupForToday(now: Date, storage = defaultStorage()) {
  try {
    storage?.setItem(PROMO_POPUP_HIDDEN_KEY, localDayKey(now));
  } catch {
    /* storage unavailable: the popup simply shows again next time */
  }
}
