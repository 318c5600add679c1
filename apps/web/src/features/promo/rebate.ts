import { paiseOf, parseTypedRupees, scalePaise } from '@khel/contract/money';
import { REBATE_MAX_DAILY_RUPEES, REBATE_MIN_DEPOSIT_RUPEES, REBATE_PERCENT } from './constants';

export type CashbackEstimate =
  { kind: 'empty' } | { kind: 'belowMin' } | { kind: 'ok'; cashbackPaise: number; capped: boolean };

/**
 * What one deposit earns under the 35% deposit cashback (docs/product.md §9): nothing below the
 * minimum deposit, 35% otherwise, never above the daily maximum. Integer paise throughout.
 */
export function estimateCashback(input: string): CashbackEstimate {
  if (input.trim() === '') return { kind: 'empty' };
  const deposit = parseTypedRupees(input);
  if (!deposit.ok || deposit.paise < paiseOf(REBATE_MIN_DEPOSIT_RUPEES))
    return { kind: 'belowMin' };
  const raw = scalePaise(deposit.paise, BigInt(REBATE_PERCENT), 100n);
  const capPaise = paiseOf(REBATE_MAX_DAILY_RUPEES);
  return {
    kind: 'ok',
    cashbackPaise: Number(raw < capPaise ? raw : capPaise),
    capped: raw > capPaise,
  };
}
