import type { JobRuntime } from '@khel/db';
import type { WithdrawalsDeps } from './deps';
import { PAYOUT_QUEUE, runPayoutJob } from './payout';

/**
 * The payout jobs (one per order sent to 'processing', see payout.ts) on the app's job runtime
 * (packages/db/src/jobs/README.md). Retries back off from 30 s to an hour; after
 * `withdraw.payoutMaxAttempts` attempts (8 by default, at most 100), or at once on a refusal for
 * good, the job holds the order as 'payout_failed' for an operator and ends.
 */
export function registerWithdrawalJobs(jobs: JobRuntime, deps: WithdrawalsDeps) {
  jobs.define(PAYOUT_QUEUE, (payload, job) => runPayoutJob(deps, payload, job), {
    // A safety net only: the handler holds the order at the configured number first.
    maxAttempts: 101,
    backoffMs: 30_000,
    maxBackoffMs: 60 * 60_000,
  });
}
