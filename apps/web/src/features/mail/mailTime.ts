import { calendarDay } from '@khel/contract/dates';
import { formatDateTime, parseTime } from '../../lib/clock';

/**
 * Today's messages show the time (HH:mm), older ones the date (YYYY-MM-DD), both on the
 * platform's clock (lib/clock.ts) with its `offset`, as every other time in the app.
 */
export function formatMailTime(sentAt: string, offset: number, now: Date = new Date()): string {
  const time = parseTime(sentAt);
  if (time === null) return '';
  const full = formatDateTime(time, offset);
  return calendarDay(time, offset) === calendarDay(now.getTime(), offset)
    ? full.slice(11, 16)
    : full.slice(0, 10);
}
