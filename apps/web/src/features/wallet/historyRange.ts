/** The date filters of the deposit and withdrawal histories (docs/product.md §2), in common `filter.*`. */
export const HISTORY_RANGES = ['today', 'days7', 'days30'] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];
