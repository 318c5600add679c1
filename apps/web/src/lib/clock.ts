/**
 * The one clock of the app: every time a player sees is in the platform's time zone (app info
 * `timezone`, an offset such as +05:30, GMT+5:30 until app info says otherwise), never the
 * phone's, so a Pakistani player (GMT+5) sees the same time on an order, in a history and in
 * the records. Where a time could be misread the zone is shown beside it (`zoneLabel`).
 * Full times are `YYYY-MM-DD HH:mm:ss` in every language: day-month order differs between
 * languages (03/01 is March to one player and January to another), digits with dashes do not.
 */
import { calendarDay, timeOfDay } from '@khel/contract/dates';

/** Reads an API time: ISO text, or seconds or milliseconds since the epoch; null if unreadable. */
export function parseTime(value: string | number | null | undefined): number | null {
  if (value === undefined || value === null || value === '') return null;
  const time =
    typeof value === 'number' ? (value < 1e12 ? value * 1000 : value) : Date.parse(String(value));
  return Number.isNaN(time) ? null : time;
}

/** `2026-03-01 18:05:09` in the zone; `--` when there is no time. */
export function formatDateTime(value: string | number | null | undefined, offset: number) {
  const time = parseTime(value);
  if (time === null) return '--';
  return `${calendarDay(time, offset)} ${timeOfDay(time, offset)}`;
}

/** `18:05:09` in the zone. */
export function formatTimeOfDay(value: string | number | null | undefined, offset: number) {
  const time = parseTime(value);
  if (time === null) return '--';
  return timeOfDay(time, offset);
}

/**
 * A calendar day (YYYY-MM-DD) in the UI language with its weekday and the month's name, which
 * no one misreads: `Sat, 1 Mar`; the year is added when it is not `currentYear`.
 */
export function formatDay(day: string, language: string, currentYear: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const value = new Date(Date.UTC(year, month - 1, date));
  if (Number.isNaN(value.getTime())) return day;
  return new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(year === currentYear ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(value);
}
