import type { JobInfo, JobRuntime } from '@khel/db';
import type { Db } from '../../db/client';
import { settleReferrals } from './settle';

const occurrenceOf = (payload: unknown, job: JobInfo) => {
  const value = (payload as { occurrence?: unknown } | null)?.occurrence;
  return typeof value === 'string' ? new Date(value) : job.now;
};

/**
 * `referral.daily` at 05:00 in the platform's timezone, once across instances (the job
 * runtime enqueues one job per occurrence) and safe to run again (settleReferrals).
 */
export function registerReferralJobs(jobs: JobRuntime, deps: { db: Db }, timezone: string) {
  jobs.schedule(
    'referral.daily',
    { cron: '0 5 * * *', timezone },
    async (payload, job) => {
      await settleReferrals(deps, occurrenceOf(payload, job), job.now);
    },
    { leaseMs: 10 * 60_000 },
  );
}
