/** Rupee amounts as the API takes them: numbers with at most 2 decimals. */

export type AmountError = 'required' | 'invalid' | 'decimals' | 'min' | 'max' | 'funds';
export type AmountCheck = { ok: true; value: number } | { ok: false; error: AmountError };

export interface AmountBounds {
  min: number;
  max: number;
  /** The player's balance; omit to skip the funds check. */
  balance?: number;
}

/** Rounds down to whole paise (½ of 1.05 is 0.52, never more than asked). */
export function floorToPaise(value: number): number {
  return Math.floor(value * 100 + 1e-7) / 100;
}

/** Parses what the player typed ("1,000.5" or "10") and checks it against the bet limits. */
export function parseAmount(text: string, bounds: AmountBounds): AmountCheck {
  const cleaned = text.replace(/[\s,]/g, '');
  if (cleaned === '') return { ok: false, error: 'required' };
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(cleaned)) return { ok: false, error: 'invalid' };
  if (/\.\d{3,}$/.test(cleaned)) return { ok: false, error: 'decimals' };
  const value = Number(cleaned);
  if (!Number.isFinite(value)) return { ok: false, error: 'invalid' };
  if (value < bounds.min) return { ok: false, error: 'min' };
  if (value > bounds.max) return { ok: false, error: 'max' };
  if (bounds.balance !== undefined && value > bounds.balance) return { ok: false, error: 'funds' };
  return { ok: true, value };
}

/** The amount the ½ and 2× buttons give, kept within the limits. */
export function scaleAmount(current: number, factor: number, bounds: AmountBounds): number {
  const base = Number.isFinite(current) && current > 0 ? current : bounds.min;
  const scaled = floorToPaise(base * factor);
  return Math.min(maxStake(bounds), Math.max(bounds.min, scaled));
}

/** The largest stake allowed: the bet limit or the balance, whichever is lower (never below min). */
export function maxStake(bounds: AmountBounds): number {
  const cap = bounds.balance === undefined ? bounds.max : Math.min(bounds.max, bounds.balance);
  return Math.max(bounds.min, floorToPaise(cap));
}

/** Text for an amount input: "10", "10.5", "10.25". */
export function amountText(value: number): string {
  return String(floorToPaise(value));
}

/** "Rs 1,234.50": the currency sign from the launch URL, grouped, always 2 decimals. */
export function formatMoney(value: number, sign: string): string {
  const number = Math.abs(value).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const minus = value < 0 ? '-' : '';
  return /^[A-Za-z]/.test(sign) ? `${minus}${sign} ${number}` : `${minus}${sign}${number}`;
}
