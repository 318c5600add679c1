import { paiseOf, parseTypedRupees } from '@khel/contract/money';

export type CashbackEstimate =
  { kind: 'empty' } | { kind: 'belowMin' } | { kind: 'ok'; cashbackPaise: number; capped: boolean };

/** The cashback campaign's figures, as the server sent them (rupees, percent). */
export interface CashbackFigures {
  percent: number;
  minDeposit: number;
  dailyCap: number;
}

/**
 * What one deposit earns under the deposit cashback (docs/product.md §9): nothing below the
 * minimum deposit, the percentage otherwise (rounded down to the paisa, as the server pays),
 * never above the daily maximum. Integer paise throughout.
 */
export function estimateCashback(input: string, figures: CashbackFigures): CashbackEstimate {
  if (input.trim() === '') return { kind: 'empty' };
  const deposit = parseTypedRupees(input);
  if (!deposit.ok || deposit.paise < paiseOf(figures.minDeposit)) return { kind: 'belowMin' };
  const raw = (deposit.paise * BigInt(Math.round(figures.percent * 100))) / 10_000n;
  const capPaise = paiseOf(figures.dailyCap);
  return {
    kind: 'ok',
    cashbackPaise: Number(raw < capPaise ? raw : capPaise),
    capped: raw > capPaise,
  };
}
