import type { TWithdrawInfo } from '@khel/contract';
import { amountBoundsProblem, paiseOf, parseTypedRupees, toRupees } from '@khel/contract/money';

export type WithdrawAmountCheck =
  | { ok: true; amount: number }
  | { ok: false; code: 'amountRequired' | 'insufficient' }
  | { ok: false; code: 'outOfRange'; min: number; max: number };

type Bounds = Pick<TWithdrawInfo, 'balance' | 'minAmount' | 'maxAmount'>;

/**
 * What the page can tell before asking the server: 'The withdrawal amount cannot be empty'
 * (docs/product.md §5), the per-withdrawal bounds and the balance. Today's limit, the
 * times left and the wager requirement are the server's to say (/withdraw/preview), with the
 * real figures.
 */
export function checkWithdrawAmount(text: string, bounds: Bounds): WithdrawAmountCheck {
  const typed = parseTypedRupees(text);
  if (!typed.ok || typed.paise === 0n) return { ok: false, code: 'amountRequired' };
  const problem = amountBoundsProblem(typed.paise, {
    minPaise: paiseOf(bounds.minAmount),
    maxPaise: paiseOf(bounds.maxAmount),
    balancePaise: paiseOf(bounds.balance),
  });
  if (problem === 'funds') return { ok: false, code: 'insufficient' };
  if (problem) {
    return { ok: false, code: 'outOfRange', min: bounds.minAmount, max: bounds.maxAmount };
  }
  return { ok: true, amount: toRupees(typed.paise) };
}

/** The most one withdrawal may take now: the balance, the single maximum and today's limit. */
export const maxWithdrawable = (info: TWithdrawInfo) =>
  toRupees(paiseOf(Math.max(0, Math.min(info.balance, info.maxAmount, info.remainingLimit))));

/** The amount as typed: digits and one dot, at most 2 decimals. */
export function sanitizeAmountInput(text: string): string {
  const [whole = '', ...rest] = text.replace(/[^\d.]/g, '').split('.');
  return rest.length === 0 ? whole : `${whole}.${rest.join('').slice(0, 2)}`;
}

/** 'Please enter your withdrawal password' when it is empty. */
export const isWithdrawPasswordMissing = (password: string) => password.trim() === '';
