import { CHECKIN_DAYS } from './constants';

export type CheckinDayState = 'done' | 'today' | 'upcoming';

export interface CheckinDay {
  day: number;
  state: CheckinDayState;
}

/**
 * The 7-day strip from the player's streak: the days already checked in are done; the next one
 * is today's unless today is already checked in. A completed week starts over at Day 1.
 */
export function checkinStrip(streakDays: number, checkedToday: boolean): CheckinDay[] {
  const inWeek = streakDays % CHECKIN_DAYS;
  // A finished week that ended today stays shown as finished until tomorrow.
  const done = checkedToday && streakDays > 0 && inWeek === 0 ? CHECKIN_DAYS : inWeek;
  return Array.from({ length: CHECKIN_DAYS }, (_, i) => {
    const day = i + 1;
    if (day <= done) return { day, state: 'done' };
    if (day === done + 1 && !checkedToday) return { day, state: 'today' };
    return { day, state: 'upcoming' };
  });
}
