/**
 * Date filters of the record pages, in the platform's time zone (app info `timezone`, e.g.
 * +05:30), so "today" matches the day the server books records on: game records as inclusive
 * ranges of calendar days (YYYY-MM-DD), balance records as the endpoint's own range names.
 */
import { calendarDay, offsetMinutes, todayIn as todayInOffset } from '@khel/contract/dates';

export interface DateRange {
  startDate: string;
  endDate: string;
}

export type GameDateKey = 'today' | 'yesterday' | 'last3Days';
export const GAME_DATE_KEYS: GameDateKey[] = ['today', 'yesterday', 'last3Days'];

/** Balance records: three presets, then months as `month:YYYY-MM`. */
export type BalanceDateKey = 'today' | 'days7' | 'days30' | `month:${string}`;
/** The current month and the two before it. */
export const BALANCE_MONTHS = 3;

/** A UTC-based Date's calendar day as YYYY-MM-DD. */
export const isoDate = (date: Date) => calendarDay(date.getTime(), 0);

/** Today's calendar day in the zone of app info's `timezone`, as a Date at 00:00 UTC of that day. */
export const todayIn = (now: Date, timezone?: string | null): Date =>
  todayInOffset(now, offsetMinutes(timezone));

/** Presets then the last few months, newest first. */
export function balanceDateKeys(today: Date, months = BALANCE_MONTHS): BalanceDateKey[] {
  const keys: BalanceDateKey[] = ['today', 'days7', 'days30'];
  for (let i = 0; i < months; i += 1) {
    const month = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - i, 1));
    keys.push(`month:${isoDate(month).slice(0, 7)}`);
  }
  return keys;
}

/** What the balance-records endpoint takes: 'today', '7d', '30d' or a month 'YYYY-MM'. */
export type BalanceApiRange = 'today' | '7d' | '30d' | `${number}-${string}`;

/**
 * A date filter as the endpoint's range. The server turns it into instants in the platform
 * zone; the month keys come from `balanceDateKeys` of today in that same zone.
 */
export function balanceApiRange(key: BalanceDateKey): BalanceApiRange {
  if (key === 'today') return 'today';
  if (key === 'days7') return '7d';
  if (key === 'days30') return '30d';
  return key.slice('month:'.length) as BalanceApiRange;
}

/** A month key's name in the UI language, e.g. `month:2025-06` → "June" / "六月". */
export function monthName(key: `month:${string}`, language: string): string {
  const [year, month] = key.slice('month:'.length).split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}
