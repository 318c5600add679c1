import type { RankingPeriod } from '@khel/contract';
import type { JobInfo, JobRuntime } from '@khel/db';
import { closeFinishedPeriod, type RankingCloseDeps } from './close';

/** The occurrence a scheduled job is for (its payload), or the time it runs. */
const occurrenceOf = (payload: unknown, job: JobInfo) => {
  const value = (payload as { occurrence?: unknown } | null)?.occurrence;
  return typeof value === 'string' ? new Date(value) : job.now;
};

/**
 * The closes, at 00:05 platform time (five minutes for the last rounds of the period to commit):
 * every day the day before, on Mondays the week before, on the 1st the month before. One job per
 * occurrence across instances; the period comes from the occurrence, so a late run or a re-run
 * closes the same period and pays nothing twice.
 */
export function registerRankingJobs(jobs: JobRuntime, deps: RankingCloseDeps, timezone: string) {
  const schedules: [string, string, RankingPeriod][] = [
    ['rankings.close-daily', '5 0 * * *', 'daily'],
    ['rankings.close-weekly', '5 0 * * 1', 'weekly'],
    ['rankings.close-monthly', '5 0 1 * *', 'monthly'],
  ];
  for (const [name, cron, kind] of schedules) {
    jobs.schedule(
      name,
      { cron, timezone },
      async (payload, job) => {
        await closeFinishedPeriod(deps, kind, occurrenceOf(payload, job), job.now);
      },
      { leaseMs: 10 * 60_000 },
    );
  }
}
