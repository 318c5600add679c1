/** Leaderboards of docs/product.md §2: daily, weekly and monthly, each with the last period as history. */
export { RANKING_PERIODS, type RankingPeriod, type RankingScope } from '@khel/contract/constants';

export type Medal = 'gold' | 'silver' | 'bronze';

const MEDALS: Medal[] = ['gold', 'silver', 'bronze'];

export function medalFor(rank: number): Medal | null {
  return MEDALS[rank - 1] ?? null;
}

/**
 * Other players' phone numbers are never shown whole: the first two and last two digits stay.
 * A number the server already masked (rankings mask on the server) is left as it is.
 */
export function maskPhone(phone: string): string {
  if (/[*•]/.test(phone)) return phone;
  const digits = phone.replace(/\D/g, '');
  if (digits.length <= 4) return '*'.repeat(digits.length);
  return `${digits.slice(0, 2)}${'*'.repeat(digits.length - 4)}${digits.slice(-2)}`;
}
