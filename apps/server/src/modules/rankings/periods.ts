import type { RankingPeriod, RankingScope } from '@khel/contract';
import { addDays, dayStart, localDay } from '@khel/contract/dates';

/**
 * Ranking periods in the platform's timezone (offset in minutes east of UTC): a day, a week from
 * Monday to Sunday, a calendar month. A period is named by its first local day (YYYY-MM-DD), as
 * `ranking_totals.period_start` stores it (migration 0024 computes the same days in SQL).
 */
export interface Period {
  kind: RankingPeriod;
  /** First local day of the period. */
  start: string;
  /** The day after its last. */
  end: string;
}

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

function nextMonth(day: string) {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(year, month, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-01`;
}

/** The period of `kind` a local day falls in. */
export function periodOfDay(kind: RankingPeriod, day: string): Period {
  if (kind === 'daily') return { kind, start: day, end: addDays(day, 1) };
  if (kind === 'weekly') {
    const start = addDays(day, -((weekday(day) + 6) % 7));
    return { kind, start, end: addDays(start, 7) };
  }
  const start = `${day.slice(0, 7)}-01`;
  return { kind, start, end: nextMonth(start) };
}

/** The period running at `now` ('current') or the one before it ('history'). */
export function periodAt(kind: RankingPeriod, scope: RankingScope, offset: number, now: Date) {
  const current = periodOfDay(kind, localDay(offset, now));
  return scope === 'current' ? current : periodOfDay(kind, addDays(current.start, -1));
}

/** The instants [from, to) a period covers. */
export const periodBounds = (period: Period, offset: number) => ({
  from: dayStart(period.start, offset),
  to: dayStart(period.end, offset),
});

export const periodKey = (period: Period) => `${period.kind}:${period.start}`;
