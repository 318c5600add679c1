import type { PromoPopupItem } from './types';

/**
 * The promotion the popup announces. The promotions call is not shown in docs/product.md §7 and comes
 * with its own issue; until it exists there is no promotion to announce, so no popup.
 */
export function usePopupPromo(): PromoPopupItem | null {
  return null;
}
