import { MAX_AMOUNT_RUPEES, amountProblem } from '@khel/contract';

/**
 * Money on the wire is rupees as a decimal number with at most 2 places (ARCHITECTURE.md); inside
 * it is integer paise as bigint. These are the only conversions; what an amount may be is the
 * contract's amount rule (packages/contract input.ts), so every door refuses the same values.
 */

/** Largest single amount accepted anywhere: 1 crore rupees. */
export const MAX_AMOUNT_PAISE = BigInt(MAX_AMOUNT_RUPEES) * 100n;

export type ParsedAmount = { ok: true; paise: bigint } | { ok: false; reason: string };

/**
 * Reads an amount in rupees (a JSON number or a numeric string) as paise. Refuses NaN, infinities,
 * exponents, negatives (-0 too), more than two decimals and anything above MAX_AMOUNT_PAISE; zero
 * only where `allowZero` (a losing round's win of 0).
 */
export function parseRupees(value: unknown, options: { allowZero?: boolean } = {}): ParsedAmount {
  if (typeof value !== 'number' && typeof value !== 'string') {
    return { ok: false, reason: 'amount must be a number' };
  }
  const problem = amountProblem(value, options);
  if (problem) return { ok: false, reason: `amount ${problem}` };
  const [whole = '0', fraction = ''] = (
    typeof value === 'number' ? String(value) : value.trim()
  ).split('.');
  return { ok: true, paise: BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0')) };
}

/** Paise as rupees for the wire: a number with at most 2 decimals. */
export const toRupees = (paise: bigint): number => Number(paise) / 100;
