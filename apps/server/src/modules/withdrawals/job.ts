import type { JobRuntime } from '@khel/db';
import type { WithdrawalsDeps } from './deps';
import { PAYOUT_QUEUE, runPayoutJob } from './payout';

/**
 * The payout jobs (one per order sent to 'processing', see payout.ts) on the app's job runtime
 * (packages/db/src/jobs/README.md). Retries back off from 30 s to an hour; after 24 attempts
 * (about a day) the job is kept as failed for an operator, the order still 'processing'.
 */
export function registerWithdrawalJobs(jobs: JobRuntime, deps: WithdrawalsDeps) {
  jobs.define(PAYOUT_QUEUE, (payload) => runPayoutJob(deps, payload), {
    maxAttempts: 24,
    backoffMs: 30_000,
    maxBackoffMs: 60 * 60_000,
  });
}
