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

/** Intl formats in UTC the instant shifted by the offset: the wall clock of that zone. */
const inZone = (time: number, offsetMinutes: number) => new Date(time + offsetMinutes * 60_000);

/** An instant's time of day in the zone (minutes east of UTC), 24-hour: `18:05:09`. */
export function formatClock(iso: string, language: string, offsetMinutes: number): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Intl.DateTimeFormat(language, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(inZone(time, offsetMinutes));
}

/**
 * A calendar day (YYYY-MM-DD) in the UI language with its weekday: `Sat, 1 Mar`; the year is
 * added when it is not this year's.
 */
export function formatDay(day: string, language: string, today: Date): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const value = new Date(Date.UTC(year, month - 1, date));
  if (Number.isNaN(value.getTime())) return day;
  return new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(year === today.getUTCFullYear() ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(value);
}
