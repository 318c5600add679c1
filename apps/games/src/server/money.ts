import { GameError } from './errors';

/** Rupees (number, ≤ 2 decimals) as integer paise; INVALID_REQUEST otherwise. */
export function toPaise(rupees: unknown, what = 'amount'): bigint {
  if (typeof rupees !== 'number' || !Number.isFinite(rupees)) {
    throw new GameError('INVALID_REQUEST', `${what} must be a number`);
  }
  const cents = Math.round(rupees * 100);
  if (Math.abs(rupees * 100 - cents) > 1e-6) {
    throw new GameError('INVALID_REQUEST', `${what} has more than 2 decimals`);
  }
  return BigInt(cents);
}

/** Integer paise as rupees (a number with ≤ 2 decimals). */
export const toRupees = (paise: bigint | number | string) => Number(paise) / 100;

/** floor(paise × multiplier) for a multiplier with ≤ 4 decimals, exactly. */
export function applyMultiplier(paise: bigint, multiplier: number) {
  return (paise * BigInt(Math.round(multiplier * 10000))) / 10000n;
}
