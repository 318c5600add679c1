import { formatMoney } from '../../ui/Money';

/** A win/loss or ledger amount with its sign: `+Rs 120.00`, `-Rs 50.00`, `Rs 0.00`. */
export function formatSignedMoney(rupees: number, sign: string): string {
  const body = formatMoney(Math.abs(rupees), sign);
  if (rupees > 0) return `+${body}`;
  if (rupees < 0) return `-${body}`;
  return body;
}

/** `positive` / `negative` / `zero`, for colouring an amount. */
export const amountTone = (rupees: number) =>
  rupees > 0 ? 'positive' : rupees < 0 ? 'negative' : 'zero';
