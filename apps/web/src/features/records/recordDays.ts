import { calendarDay } from '@khel/contract/dates';
import { parseTime } from '../../lib/clock';
import { isoDate } from './dateRanges';

/** A run of records booked on one calendar day. */
export interface RecordDay<T> {
  /** YYYY-MM-DD in the platform zone; empty for a record whose time cannot be read. */
  day: string;
  records: T[];
}

/** The calendar day of an ISO instant in a zone given as minutes east of UTC. */
export function dayOf(iso: string, offsetMinutes: number): string {
  const time = parseTime(iso);
  return time === null ? '' : calendarDay(time, offsetMinutes);
}

/** Records, newest first as the server sends them, in runs of the same day in the zone. */
export function groupByDay<T extends { createdAt: string }>(
  records: readonly T[],
  offsetMinutes: number,
): RecordDay<T>[] {
  const days: RecordDay<T>[] = [];
  for (const record of records) {
    const day = dayOf(record.createdAt, offsetMinutes);
    const last = days.at(-1);
    if (last?.day === day) last.records.push(record);
    else days.push({ day, records: [record] });
  }
  return days;
}

/** 'today' or 'yesterday' when the day is one of those (today as `todayIn` gives it). */
export function relativeDay(day: string, today: Date): 'today' | 'yesterday' | null {
  if (day === isoDate(today)) return 'today';
  if (day === isoDate(new Date(today.getTime() - 86_400_000))) return 'yesterday';
  return null;
}
