/**
 * The platform's clock, without zod: days, months and record ranges are counted in one fixed UTC
 * offset (app settings `timezone`, GMT+5:30 by default), never in the phone's or the server's
 * zone. Khel's markets keep no daylight saving, so a fixed offset is exact.
 */

/** The platform's zone until the settings say otherwise. */
export const PLATFORM_TIMEZONE = '+05:30';

const DAY_MS = 86_400_000;
const ZONE = /^([+-])(\d{2}):?(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** Minutes east of UTC of an offset such as `+05:30` or `-0300`; null when unreadable. */
export function parseOffset(timezone: string | null | undefined): number | null {
  const match = ZONE.exec(timezone ?? '');
  if (!match || Number(match[3]) >= 60 || Number(match[2]) > 14) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** Minutes east of UTC of an offset; the platform zone's (330) when it is missing or unreadable. */
export const offsetMinutes = (timezone: string | null | undefined): number =>
  parseOffset(timezone) ?? parseOffset(PLATFORM_TIMEZONE)!;

/** `GMT+5:30`, `GMT+5`, `GMT-3:30`, `GMT`. */
export function zoneLabel(offset: number): string {
  if (offset === 0) return 'GMT';
  const sign = offset < 0 ? '-' : '+';
  const hours = Math.floor(Math.abs(offset) / 60);
  const minutes = Math.abs(offset) % 60;
  return `GMT${sign}${hours}${minutes ? `:${pad(minutes)}` : ''}`;
}

/** The wall clock of the zone at an instant (ms since the epoch), as the UTC fields of a Date. */
export const wallClock = (time: number, offset: number) => new Date(time + offset * 60_000);

/** The calendar day (YYYY-MM-DD) of an instant in the zone. */
export function calendarDay(time: number, offset: number): string {
  const d = wallClock(time, offset);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** `18:05:09` of an instant in the zone. */
export function timeOfDay(time: number, offset: number): string {
  const d = wallClock(time, offset);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** The calendar day ('YYYY-MM-DD') it is at `now` in the zone. */
export const localDay = (offset: number, now: Date): string => calendarDay(now.getTime(), offset);

/** Today's calendar day in the zone, as a Date at 00:00 UTC of that day (for day arithmetic). */
export function todayIn(now: Date, offset: number): Date {
  const d = wallClock(now.getTime(), offset);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

/** The instant the zone's day `day` (YYYY-MM-DD) starts. */
export const dayStart = (day: string, offset: number): Date =>
  new Date(Date.parse(`${day}T00:00:00Z`) - offset * 60_000);

/**
 * The instants [from, to) a records filter covers in the zone: 'today', '3days', '7d' and '30d'
 * end with today (the last 3, 7 or 30 days, today included); 'yesterday' is the day before
 * today; 'YYYY-MM' is that calendar month. Anything else is today.
 */
export function rangeBounds(range: string, offset: number, now: Date): { from: Date; to: Date } {
  const offsetMs = offset * 60_000;
  if (/^\d{4}-\d{2}$/.test(range)) {
    const [year, month] = range.split('-').map(Number) as [number, number];
    return {
      from: new Date(Date.UTC(year, month - 1, 1) - offsetMs),
      to: new Date(Date.UTC(year, month, 1) - offsetMs),
    };
  }
  const midnight = todayIn(now, offset).getTime() - offsetMs;
  if (range === 'yesterday') {
    return { from: new Date(midnight - DAY_MS), to: new Date(midnight) };
  }
  const days = range === '7d' ? 7 : range === '30d' ? 30 : range === '3days' ? 3 : 1;
  return { from: new Date(midnight - (days - 1) * DAY_MS), to: new Date(midnight + DAY_MS) };
}

/** The YYYY-MM-DD day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const d = new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}
