import type { TChargeInfo } from '@khel/contract';
import { parseTypedRupees, toRupees } from '@khel/contract/money';

/** The amount chips of the online tab: typeB's list when the bonus event is chosen, else typeA's. */
export function activeAmountList(info: TChargeInfo, bonusEvent: boolean): number[] {
  const config = bonusEvent && hasBonusEvent(info) ? info.typeB : info.typeA;
  return config.amountList;
}

/** Whether a bonus-event choice exists at all: typeB offers amounts. */
export const hasBonusEvent = (info: TChargeInfo) => info.typeB.amountList.length > 0;

/** The amount of the list closest to `target` (the first of two equally close); null if empty. */
export function closestAmount(list: number[], target: number): number | null {
  let best: number | null = null;
  for (const amount of list) {
    if (best === null || Math.abs(amount - target) < Math.abs(best - target)) best = amount;
  }
  return best;
}

export interface AmountBounds {
  min: number;
  max: number;
}

/** Online minimum and maximum: the first and last items of the list, 0 if empty (docs/product.md §5). */
export function amountBounds(list: number[]): AmountBounds {
  return { min: list[0] ?? 0, max: list[list.length - 1] ?? 0 };
}

/** An amount typed by the player as rupees for the API; null when it is not a positive amount. */
export function parseAmount(text: string): number | null {
  const typed = parseTypedRupees(text);
  return typed.ok && typed.paise > 0n ? toRupees(typed.paise) : null;
}
