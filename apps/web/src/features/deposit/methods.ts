import type { TRechargeTypeItem } from '@khel/contract';

/** A method as the list shows it: `disable` is the client flag of docs/product.md §3. */
export type MethodItem = TRechargeTypeItem & { disable: boolean };

/** Parses a method's amountRange, the JSON string "[min,max]"; null when it is malformed. */
export function parseAmountRange(range: string): [number, number] | null {
  try {
    const value: unknown = JSON.parse(range);
    if (!Array.isArray(value) || value.length !== 2) return null;
    const min = Number(value[0]);
    const max = Number(value[1]);
    return Number.isFinite(min) && Number.isFinite(max) ? [min, max] : null;
  } catch {
    return null;
  }
}

/**
 * The amounts a channel takes on this form: its own range within the amount list's bounds (an
 * empty list bounds nothing). The joined bonus event's list starts at 500 where UPI alone says
 * 100: the card says 500 too, never what the form would refuse. When the two do not meet, the
 * channel's own range is what is true of it.
 */
export function channelRange(
  range: [number, number],
  bounds: { min: number; max: number },
): [number, number] {
  const min = bounds.min > 0 ? Math.max(range[0], bounds.min) : range[0];
  const max = bounds.max > 0 ? Math.min(range[1], bounds.max) : range[1];
  return min <= max ? [min, max] : range;
}

/** Bounds are inclusive (docs/product.md §5). A method with a malformed range is never offered. */
export function isInRange(item: TRechargeTypeItem, amount: number): boolean {
  const range = parseAmountRange(item.amountRange);
  return range !== null && amount >= range[0] && amount <= range[1];
}

export interface MethodState {
  methods: MethodItem[];
  selected: MethodItem | null;
}

/**
 * The +91 rule (docs/product.md §4), run on every amount change: a method is disabled unless the amount
 * lies within its range; above rechargeTypeLimit the list is ordered by showWeight, otherwise by
 * showOffset; the first enabled method is selected, or none. The original app does not give the direction:
 * the heaviest weight comes first and the smallest offset first (an offset is a position).
 */
export function recomputeMethods(
  list: TRechargeTypeItem[],
  amount: number | null,
  rechargeTypeLimit: number,
): MethodState {
  const value = amount ?? 0;
  const byWeight = value > rechargeTypeLimit;
  const methods = list
    .map((item) => ({ ...item, disable: !isInRange(item, value) }))
    .sort((a, b) => (byWeight ? b.showWeight - a.showWeight : a.showOffset - b.showOffset));
  return { methods, selected: methods.find((m) => !m.disable) ?? null };
}

/** Other prefixes: every method is offered and the one flagged isDefault is selected. */
export function defaultMethods(list: TRechargeTypeItem[]): MethodState {
  const methods = list.map((item) => ({ ...item, disable: false }));
  // Falls back to the first method when none is flagged, so the form is never left without one.
  return {
    methods,
    selected: methods.find((m) => m.isDefault === 1) ?? methods[0] ?? null,
  };
}

export const INDIA_PREFIX = '+91';

/** The method list and selection for a player's phone prefix and the amount entered. */
export function methodsFor(
  prefix: string | null,
  list: TRechargeTypeItem[],
  amount: number | null,
  rechargeTypeLimit: number,
): MethodState {
  return prefix === INDIA_PREFIX
    ? recomputeMethods(list, amount, rechargeTypeLimit)
    : defaultMethods(list);
}
