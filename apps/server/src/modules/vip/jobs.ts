import type { JobInfo, JobRuntime } from '@khel/db';
import {
  grantBirthdayBonuses,
  grantWeeklyBonuses,
  payDailyRebates,
  relegateIdlePlayers,
  type VipDeps,
} from './privileges';

/** The occurrence a scheduled job is for (its payload), or the time it runs. */
const occurrenceOf = (payload: unknown, job: JobInfo) => {
  const value = (payload as { occurrence?: unknown } | null)?.occurrence;
  return typeof value === 'string' ? new Date(value) : job.now;
};

/** A run may take a while on a big day: it keeps its lease for 10 minutes. */
const LONG = { leaseMs: 10 * 60_000 };

/**
 * The VIP schedules, at 05:00 in the platform's timezone, each once across instances (the job
 * runtime enqueues one job per occurrence) and safe to run again (every grant is unique per
 * player and period): the daily rebate and birthday bonuses, Monday's weekly bonus, and the
 * relegation on the 1st.
 */
export function registerVipJobs(jobs: JobRuntime, deps: VipDeps, timezone: string) {
  const schedules: [string, string, (occurrence: Date, now: Date) => Promise<unknown>][] = [
    ['vip.daily-rebate', '0 5 * * *', (o, now) => payDailyRebates(deps, o, now)],
    ['vip.birthday-bonus', '0 5 * * *', (o, now) => grantBirthdayBonuses(deps, o, now)],
    ['vip.weekly-bonus', '0 5 * * 1', (o, now) => grantWeeklyBonuses(deps, o, now)],
    ['vip.relegation', '0 5 1 * *', (o) => relegateIdlePlayers(deps, o)],
  ];
  for (const [name, cron, run] of schedules) {
    jobs.schedule(
      name,
      { cron, timezone },
      async (payload, job) => {
        await run(occurrenceOf(payload, job), job.now);
      },
      LONG,
    );
  }
}
