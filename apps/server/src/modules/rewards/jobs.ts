import type { JobRuntime } from '@khel/db';
import type { Db } from '../../db/client';
import { sweepRewards } from './service';

/** Every minute, once across instances: due pending rewards open, lapsed ones expire. */
export function registerRewardJobs(jobs: JobRuntime, deps: { db: Db }) {
  jobs.schedule(
    'rewards.sweep',
    { everySeconds: 60 },
    async (_payload, job) => {
      await sweepRewards(deps.db, job.now);
    },
    { maxAttempts: 1 },
  );
}
