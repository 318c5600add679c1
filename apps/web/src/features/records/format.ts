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

/** A record's time in the UI language: day, month, hours and minutes. */
export function formatRecordTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(date);
}
