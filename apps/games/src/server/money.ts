import { amountProblem } from '@khel/contract';
import { GameError } from './errors';

/**
 * Rupees as integer paise, by the contract's amount rule (finite, above zero, at most 2
 * decimals and 1 crore); INVALID_REQUEST otherwise.
 */
export function toPaise(rupees: unknown, what = 'amount'): bigint {
  if (typeof rupees !== 'number')
    throw new GameError('INVALID_REQUEST', `${what} must be a number`);
  const problem = amountProblem(rupees);
  if (problem) throw new GameError('INVALID_REQUEST', `${what} ${problem}`);
  return BigInt(Math.round(rupees * 100));
}

/** Integer paise as rupees (a number with ≤ 2 decimals). */
export const toRupees = (paise: bigint | number | string) => Number(paise) / 100;

/** floor(paise × multiplier) for a multiplier with ≤ 4 decimals, exactly. */
export function applyMultiplier(paise: bigint, multiplier: number) {
  return (paise * BigInt(Math.round(multiplier * 10000))) / 10000n;
}
