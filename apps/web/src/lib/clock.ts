/**
 * The one clock of the app: every time a player sees is in the platform's time zone (app info
 * `timezone`, an offset such as +05:30, GMT+5:30 until app info says otherwise), never the
 * phone's, so a Pakistani player (GMT+5) sees the same time on an order, in a history and in
 * the records. Where a time could be misread the zone is shown beside it (`zoneLabel`).
 * Full times are `YYYY-MM-DD HH:mm:ss` in every language: day-month order differs between
 * languages (03/01 is March to one player and January to another), digits with dashes do not.
 */

/** The platform's zone until app info says otherwise. */
export const PLATFORM_TIMEZONE = '+05:30';

const ZONE = /^([+-])(\d{2}):?(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** Minutes east of UTC of an offset such as `+05:30`; the default zone's when it is malformed. */
export function offsetMinutes(timezone: string | null | undefined): number {
  const match = ZONE.exec(timezone ?? '') ?? ZONE.exec(PLATFORM_TIMEZONE)!;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** `GMT+5:30`, `GMT+5`, `GMT-3:30`, `GMT`. */
export function zoneLabel(offset: number): string {
  if (offset === 0) return 'GMT';
  const sign = offset < 0 ? '-' : '+';
  const hours = Math.floor(Math.abs(offset) / 60);
  const minutes = Math.abs(offset) % 60;
  return `GMT${sign}${hours}${minutes ? `:${pad(minutes)}` : ''}`;
}

/** Reads an API time: ISO text, or seconds or milliseconds since the epoch; null if unreadable. */
export function parseTime(value: string | number | null | undefined): number | null {
  if (value === undefined || value === null || value === '') return null;
  const time =
    typeof value === 'number' ? (value < 1e12 ? value * 1000 : value) : Date.parse(String(value));
  return Number.isNaN(time) ? null : time;
}

/** The wall clock of the zone at an instant, as the UTC fields of a Date. */
const wallClock = (time: number, offset: number) => new Date(time + offset * 60_000);

/** `2026-03-01 18:05:09` in the zone; `--` when there is no time. */
export function formatDateTime(value: string | number | null | undefined, offset: number) {
  const time = parseTime(value);
  if (time === null) return '--';
  const d = wallClock(time, offset);
  return `${calendarDay(time, offset)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** `18:05:09` in the zone. */
export function formatTimeOfDay(value: string | number | null | undefined, offset: number) {
  const time = parseTime(value);
  if (time === null) return '--';
  const d = wallClock(time, offset);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** The calendar day (YYYY-MM-DD) of an instant in the zone. */
export function calendarDay(time: number, offset: number): string {
  const d = wallClock(time, offset);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
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
