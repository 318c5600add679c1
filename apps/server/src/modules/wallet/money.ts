/**
 * Money on the wire is rupees as a decimal number with at most 2 places (ARCHITECTURE.md); inside
 * it is integer paise as bigint. These are the only conversions.
 */

/** Largest single amount accepted anywhere: 10 crore rupees. */
export const MAX_AMOUNT_PAISE = 1_000_000_000n;

const RUPEES = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

export type ParsedAmount = { ok: true; paise: bigint } | { ok: false; reason: string };

/**
 * Reads an amount in rupees (a JSON number or a numeric string) as paise. Refuses NaN, infinities,
 * exponents, negatives, more than two decimals and anything above MAX_AMOUNT_PAISE; zero only
 * where `allowZero` (a losing round's win of 0).
 */
export function parseRupees(value: unknown, options: { allowZero?: boolean } = {}): ParsedAmount {
  if (typeof value !== 'number' && typeof value !== 'string') {
    return { ok: false, reason: 'amount must be a number' };
  }
  if (typeof value === 'number' && !Number.isFinite(value)) {
    return { ok: false, reason: 'amount must be a finite number' };
  }
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = RUPEES.exec(text);
  if (!match) {
    return {
      ok: false,
      reason: 'amount must be a positive number of rupees with at most 2 decimals',
    };
  }
  const paise = BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  if (paise === 0n && !options.allowZero) return { ok: false, reason: 'amount must be above zero' };
  if (paise > MAX_AMOUNT_PAISE) return { ok: false, reason: 'amount is too large' };
  return { ok: true, paise };
}

/** Paise as rupees for the wire: a number with at most 2 decimals. */
export const toRupees = (paise: bigint): number => Number(paise) / 100;
