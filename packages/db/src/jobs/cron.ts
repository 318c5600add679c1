/**
 * A small cron for schedules: five fields (minute, hour, day of month, month, day of week; `*`,
 * numbers, `a-b` ranges, `/step` and comma lists; Sunday is 0 or 7) read in a fixed UTC offset
 * such as "+05:30". Khel's markets keep no daylight saving, so a fixed offset is exact. As in
 * Vixie cron, when both day fields are restricted a day matches if either does.
 */
import { parseOffset } from '@khel/contract/dates';

export interface CronSpec {
  minutes: Set<number>;
  hours: Set<number>;
  days: Set<number>;
  months: Set<number>;
  weekdays: Set<number>;
  daysRestricted: boolean;
  weekdaysRestricted: boolean;
  /** Minutes east of UTC. */
  offsetMinutes: number;
}

const FIELDS = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12 },
  { name: 'day of week', min: 0, max: 7 },
] as const;

function parseField(text: string, field: (typeof FIELDS)[number]): Set<number> {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) throw new Error(`cron: bad ${field.name} "${part}"`);
    const from = match[1] === '*' ? field.min : Number(match[2]);
    const to =
      match[1] === '*' ? field.max : match[3] ? Number(match[3]) : match[4] ? field.max : from;
    const step = match[4] ? Number(match[4]) : 1;
    if (from < field.min || to > field.max || from > to || step < 1) {
      throw new Error(`cron: ${field.name} "${part}" out of ${field.min}-${field.max}`);
    }
    for (let v = from; v <= to; v += step) values.add(v);
  }
  return values;
}

/** "+05:30", "-03:00", "Z" or "UTC" → minutes east of UTC. */
export function parseUtcOffset(text: string): number {
  if (text === 'Z' || text === 'UTC') return 0;
  const minutes = parseOffset(text);
  if (minutes === null) {
    throw new Error(`cron: timezone must be a fixed offset like "+05:30", got "${text}"`);
  }
  return minutes;
}

export function parseCron(expression: string, timezone = 'UTC'): CronSpec {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5) throw new Error(`cron: "${expression}" needs five fields`);
  const [minutes, hours, days, months, weekdays] = parts.map((p, i) => parseField(p, FIELDS[i]!));
  if (weekdays!.delete(7)) weekdays!.add(0);
  return {
    minutes: minutes!,
    hours: hours!,
    days: days!,
    months: months!,
    weekdays: weekdays!,
    daysRestricted: parts[2] !== '*',
    weekdaysRestricted: parts[4] !== '*',
    offsetMinutes: parseUtcOffset(timezone),
  };
}

const MINUTE = 60_000;

function dayMatches(spec: CronSpec, local: Date): boolean {
  const day = spec.days.has(local.getUTCDate());
  const weekday = spec.weekdays.has(local.getUTCDay());
  if (spec.daysRestricted && spec.weekdaysRestricted) return day || weekday;
  return (!spec.daysRestricted || day) && (!spec.weekdaysRestricted || weekday);
}

/** The first occurrence strictly after `after`. */
export function nextCronOccurrence(spec: CronSpec, after: Date): Date {
  const offset = spec.offsetMinutes * MINUTE;
  // Work on "local wall time" held in a UTC Date, then shift back.
  let t = Math.floor((after.getTime() + offset) / MINUTE) * MINUTE + MINUTE;
  const limit = t + 5 * 366 * 24 * 60 * MINUTE;
  while (t < limit) {
    const local = new Date(t);
    if (!spec.months.has(local.getUTCMonth() + 1)) {
      t = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1);
    } else if (!dayMatches(spec, local)) {
      t = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1);
    } else if (!spec.hours.has(local.getUTCHours())) {
      t = Date.UTC(
        local.getUTCFullYear(),
        local.getUTCMonth(),
        local.getUTCDate(),
        local.getUTCHours() + 1,
      );
    } else if (!spec.minutes.has(local.getUTCMinutes())) {
      t += MINUTE;
    } else {
      return new Date(t - offset);
    }
  }
  throw new Error('cron: no occurrence within five years');
}
