/**
 * Rupee amounts of the game pages: the API and the page state carry rupees as numbers with at
 * most 2 decimals; every sum, product and comparison is done on integer paise by the
 * contract's money rules, never on the floats.
 */
import {
  amountBoundsProblem,
  applyMultiplier,
  formatPaise,
  paiseOf,
  parseTypedRupees,
  rupeesText,
  scalePaise,
  toRupees,
} from '@khel/contract/money';

export type AmountError = 'required' | 'invalid' | 'decimals' | 'min' | 'max' | 'funds';
export type AmountCheck = { ok: true; value: number } | { ok: false; error: AmountError };

export interface AmountBounds {
  min: number;
  max: number;
  /** The player's balance; omit to skip the funds check. */
  balance?: number;
}

const paiseBounds = (bounds: AmountBounds) => ({
  minPaise: paiseOf(bounds.min),
  maxPaise: paiseOf(bounds.max),
  ...(bounds.balance === undefined ? {} : { balancePaise: paiseOf(bounds.balance) }),
});

/** Parses what the player typed ("1,000.5" or "10") and checks it against the bet limits. */
export function parseAmount(text: string, bounds: AmountBounds): AmountCheck {
  const typed = parseTypedRupees(text);
  if (!typed.ok) return typed;
  const problem = amountBoundsProblem(typed.paise, paiseBounds(bounds));
  return problem ? { ok: false, error: problem } : { ok: true, value: toRupees(typed.paise) };
}

/** The largest stake allowed in paise: the bet limit or the balance, the lower (never below min). */
const maxStakePaise = (bounds: AmountBounds) => {
  const { minPaise, maxPaise, balancePaise } = paiseBounds(bounds);
  const cap = balancePaise !== undefined && balancePaise < maxPaise ? balancePaise : maxPaise;
  return cap > minPaise ? cap : minPaise;
};

/** The largest stake allowed: the bet limit or the balance, whichever is lower (never below min). */
export const maxStake = (bounds: AmountBounds): number => toRupees(maxStakePaise(bounds));

/** The amount the ½ and 2× buttons give (rounded down to the paisa), kept within the limits. */
export function scaleAmount(current: number, factor: 0.5 | 2, bounds: AmountBounds): number {
  const minPaise = paiseOf(bounds.min);
  const base = Number.isFinite(current) && current > 0 ? paiseOf(current) : minPaise;
  const scaled = factor === 2 ? scalePaise(base, 2n, 1n) : scalePaise(base, 1n, 2n);
  const max = maxStakePaise(bounds);
  return toRupees(scaled > max ? max : scaled < minPaise ? minPaise : scaled);
}

/** What a stake pays at a multiplier, rounded down to the paisa as the server pays it. */
export const payoutAt = (amount: number, multiplier: number): number =>
  toRupees(applyMultiplier(paiseOf(amount), multiplier));

/** The profit of a winning stake at a multiplier (payout minus the stake). */
export const profitAt = (amount: number, multiplier: number): number =>
  toRupees(applyMultiplier(paiseOf(amount), multiplier) - paiseOf(amount));

/** A running net result plus one bet's payout minus its stake. */
export const addNet = (net: number, payout: number, amount: number): number =>
  toRupees(paiseOf(net) + paiseOf(payout) - paiseOf(amount));

/** Text for an amount input: "10", "10.5", "10.25". */
export const amountText = (value: number): string => rupeesText(paiseOf(value));

/** "Rs 1,234.50": the currency sign from the launch URL, grouped, always 2 decimals. */
export function formatMoney(value: number, sign: string): string {
  const number = formatPaise(paiseOf(Math.abs(value)));
  const minus = value < 0 ? '-' : '';
  return /^[A-Za-z]/.test(sign) ? `${minus}${sign} ${number}` : `${minus}${sign}${number}`;
}
