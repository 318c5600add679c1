/**
 * Money rules of every app, without zod: inside, an amount is integer paise as a bigint; at the
 * edges it is rupees, as a JSON number or decimal text with at most 2 places. Rupees are read
 * digit by digit and written digit by digit: no amount ever goes through float arithmetic.
 */
import { isCleanText, TEXT_RULE_MESSAGE } from './text';

/** Largest amount of money any request may name: 1 crore rupees. */
export const MAX_AMOUNT_RUPEES = 10_000_000;
export const MAX_AMOUNT_PAISE = BigInt(MAX_AMOUNT_RUPEES) * 100n;
/** Rupees as text: digits, at most 2 decimals; no sign, exponent, spaces or hex. */
export const RUPEES_PATTERN = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/** Rupees as a JSON number writes them: 10.5 is "10.5", 1e21 is "1e+21" (refused later). */
const numberText = (value: number) => (Object.is(value, -0) ? '-0' : String(value));

/**
 * Paise of rupees written as RUPEES_PATTERN text or a JSON number, or null when the value is not
 * that (an exponent, a sign, 3 decimals, NaN). No bounds: see `amountProblem`.
 */
export function rupeesToPaise(value: number | string): bigint | null {
  const match = RUPEES_PATTERN.exec(typeof value === 'number' ? numberText(value) : value);
  if (!match) return null;
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** A decimal with at most 2 places (a multiplier such as 2.5) as integer hundredths; else null. */
export const hundredthsOf = (value: number | string): bigint | null => rupeesToPaise(value);

export interface AmountMessages {
  /** Not a number (or, where text is taken, not rupees as text). */
  invalid?: string;
  /** Zero where zero is not allowed, or negative. */
  notPositive?: string;
  tooLarge?: string;
  decimals?: string;
}

/**
 * Why `value` is not an amount of rupees, or null. Numbers must be finite, not negative (nor
 * -0), at most MAX_AMOUNT_RUPEES and have at most 2 decimals as JSON writes them, so 1e308,
 * 1e-7 and 0.1 + 0.2 are refused; text (trimmed) must match RUPEES_PATTERN.
 */
export function amountProblem(
  value: number | string,
  options: { allowZero?: boolean; messages?: AmountMessages } = {},
): string | null {
  const m = options.messages ?? {};
  const notPositive =
    m.notPositive ?? (options.allowZero ? 'must not be negative' : 'must be above zero');
  const tooLarge = m.tooLarge ?? `must be at most ${MAX_AMOUNT_RUPEES}`;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return m.invalid ?? 'must be a finite number';
    if (value < 0 || Object.is(value, -0)) return notPositive;
    if (value > MAX_AMOUNT_RUPEES) return tooLarge;
  } else if (!isCleanText(value)) {
    return TEXT_RULE_MESSAGE;
  }
  const paise = rupeesToPaise(typeof value === 'number' ? value : value.trim());
  if (paise === null) {
    if (typeof value === 'number') return m.decimals ?? 'must have at most 2 decimals';
    if (/^\s*-/.test(value)) return notPositive;
    return m.invalid ?? 'must be rupees with at most 2 decimals, e.g. 10.50';
  }
  if (paise === 0n && !options.allowZero) return notPositive;
  if (paise > MAX_AMOUNT_PAISE) return tooLarge;
  return null;
}

export type ParsedAmount = { ok: true; paise: bigint } | { ok: false; reason: string };

/**
 * Reads an amount of rupees (a JSON number or a numeric string) as paise, by `amountProblem`;
 * zero only where `allowZero` (a losing round's win of 0). The reason names the field `what`.
 */
export function parseRupees(
  value: unknown,
  options: { allowZero?: boolean; what?: string } = {},
): ParsedAmount {
  const what = options.what ?? 'amount';
  if (typeof value !== 'number' && typeof value !== 'string') {
    return { ok: false, reason: `${what} must be a number` };
  }
  const problem = amountProblem(value, options);
  if (problem) return { ok: false, reason: `${what} ${problem}` };
  const text = typeof value === 'number' ? value : value.trim();
  return { ok: true, paise: rupeesToPaise(text)! };
}

export type TypedAmount =
  { ok: true; paise: bigint } | { ok: false; error: 'required' | 'invalid' | 'decimals' };

/**
 * What a player typed in an amount field: spaces and thousands commas are ignored, ".5" is 0.50
 * and "5." is 5; a sign, an exponent or letters are 'invalid', a third decimal 'decimals'.
 * Any size is read (bounds are `amountBoundsProblem`'s).
 */
export function parseTypedRupees(text: string): TypedAmount {
  const cleaned = text.replace(/[\s,]/g, '');
  if (cleaned === '') return { ok: false, error: 'required' };
  const match = /^(\d*)(?:\.(\d*))?$/.exec(cleaned);
  if (!match || (match[1] === '' && !match[2])) return { ok: false, error: 'invalid' };
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return { ok: false, error: 'decimals' };
  return { ok: true, paise: BigInt(match[1] || '0') * 100n + BigInt(fraction.padEnd(2, '0')) };
}

export interface PaiseBounds {
  minPaise: bigint;
  maxPaise: bigint;
  /** The player's balance; omit to skip the funds check. */
  balancePaise?: bigint;
}

/** Which bound an amount breaks first ('min', 'max', then 'funds'), or null. */
export function amountBoundsProblem(
  paise: bigint,
  bounds: PaiseBounds,
): 'min' | 'max' | 'funds' | null {
  if (paise < bounds.minPaise) return 'min';
  if (paise > bounds.maxPaise) return 'max';
  if (bounds.balancePaise !== undefined && paise > bounds.balancePaise) return 'funds';
  return null;
}

/** The decimal digits of a finite number ≥ 0 as [whole, fraction], without an exponent. */
function decimalDigits(value: number): [string, string] {
  const shown = String(value);
  if (!/e/i.test(shown)) return shown.split('.').concat('').slice(0, 2) as [string, string];
  if (value >= 1e21) return [BigInt(value).toString(), ''];
  return value.toFixed(20).split('.') as [string, string];
}

/** Paise of rupees the API sent as a number (limits, balances), floored to the paisa. */
export function paiseOf(rupees: number): bigint {
  if (!Number.isFinite(rupees)) return 0n;
  const [whole, fraction] = decimalDigits(Math.abs(rupees));
  const paise = BigInt(whole) * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0'));
  return rupees < 0 ? -paise : paise;
}

export interface FormatPaiseOptions {
  /** Thousands separators: 'intl' 1,234,567.00, 'indian' 12,34,567.00, 'none' 1234567.00. */
  grouping?: 'intl' | 'indian' | 'none';
  /** Always 2 decimals (the default), or only as many as needed: 10, 10.5, 10.25. */
  decimals?: 'fixed' | 'trim';
}

const group = (digits: string, grouping: 'intl' | 'indian' | 'none') => {
  if (grouping === 'none' || digits.length <= 3) return digits;
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const size = grouping === 'indian' ? 2 : 3;
  const parts: string[] = [];
  for (let end = rest.length; end > 0; end -= size)
    parts.unshift(rest.slice(Math.max(0, end - size), end));
  return `${parts.join(',')},${last}`;
};

/** Paise as rupee text: "-1,234.50" by default. */
export function formatPaise(paise: bigint | number | string, options: FormatPaiseOptions = {}) {
  const value = BigInt(paise);
  const abs = value < 0n ? -value : value;
  const whole = group((abs / 100n).toString(), options.grouping ?? 'intl');
  let fraction = (abs % 100n).toString().padStart(2, '0');
  if (options.decimals === 'trim') fraction = fraction.replace(/0+$/, '');
  return `${value < 0n ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Paise as the shortest rupee text, as a message shows them: 25050 → "250.5", 10000 → "100". */
export const rupeesText = (paise: bigint | number | string): string =>
  formatPaise(paise, { grouping: 'none', decimals: 'trim' });

/** Paise as rupees for the wire: a JSON number with at most 2 decimals (500, 500.5, 0.01). */
export const toRupees = (paise: bigint | number | string): number => Number(rupeesText(paise));

/** floor(paise × numerator / denominator): ½ of 1.05 is 0.52, never more than asked. */
export const scalePaise = (paise: bigint, numerator: bigint, denominator: bigint) =>
  (paise * numerator) / denominator;

/**
 * A multiplier (odds, a target: 2.5, 1.0101) in units of 1/10^places, read from its decimal
 * digits and floored past `places`: 4 places are basis points (1.0101 → 10101).
 */
export function multiplierUnits(multiplier: number, places = 4): bigint {
  if (!Number.isFinite(multiplier) || multiplier < 0) {
    throw new RangeError(`not a multiplier: ${multiplier}`);
  }
  const [whole, fraction] = decimalDigits(multiplier);
  return (
    BigInt(whole) * 10n ** BigInt(places) + BigInt(fraction.slice(0, places).padEnd(places, '0'))
  );
}

/**
 * The amount of a crypto currency to send for `paise` at `rate` rupees per unit, rounded UP to
 * 2 decimals (the player never sends less than the rupees asked), the rate read to 4 decimals;
 * null when the rate is below 0.0001 or not a number.
 */
export function cryptoAmountFor(paise: bigint, rate: number): string | null {
  if (!Number.isFinite(rate) || rate <= 0) return null;
  const rateUnits = multiplierUnits(rate);
  if (rateUnits === 0n) return null;
  // hundredths of a unit = paise / rate; the rate × 10⁴ in the divisor keeps it exact.
  const hundredths = (paise * 10_000n + rateUnits - 1n) / rateUnits;
  return formatPaise(hundredths, { grouping: 'none' });
}

/** floor(stake × multiplier) in paise, the multiplier read to 4 decimals (basis points). */
export const applyMultiplier = (paise: bigint, multiplier: number) =>
  (paise * multiplierUnits(multiplier)) / 10_000n;
