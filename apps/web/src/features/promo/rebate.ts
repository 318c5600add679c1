import { REBATE_MAX_DAILY_RUPEES, REBATE_MIN_DEPOSIT_RUPEES, REBATE_PERCENT } from './constants';

export type CashbackEstimate =
  { kind: 'empty' } | { kind: 'belowMin' } | { kind: 'ok'; cashbackPaise: number; capped: boolean };

/** Rupees typed by the player as integer paise; null when it is not a positive amount. */
export function parseRupeesToPaise(input: string): number | null {
  const match = /^\s*(\d{1,9})(?:\.(\d{1,2}))?\s*$/.exec(input);
  if (!match) return null;
  const paise = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return paise > 0 ? paise : null;
}

/**
 * What one deposit earns under the 35% deposit cashback (SPEC.md §9): nothing below the
 * minimum deposit, 35% otherwise, never above the daily maximum. Integer paise throughout.
 */
export function estimateCashback(input: string): CashbackEstimate {
  if (input.trim() === '') return { kind: 'empty' };
  const depositPaise = parseRupeesToPaise(input);
  if (depositPaise === null || depositPaise < REBATE_MIN_DEPOSIT_RUPEES * 100) {
    return { kind: 'belowMin' };
  }
  const raw = Math.floor((depositPaise * REBATE_PERCENT) / 100);
  const capPaise = REBATE_MAX_DAILY_RUPEES * 100;
  return { kind: 'ok', cashbackPaise: Math.min(raw, capPaise), capped: raw > capPaise };
}
