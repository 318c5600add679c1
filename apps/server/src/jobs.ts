import { createJobRuntime, type JobRuntime } from '@khel/db';
import type { Db } from './db/client';
import { pruneSmsOutbox } from './integrations/sms/outbox';
import { pruneAttempts } from './lib/attempts';
import { pruneRateLimits } from './lib/rate-limit-store';

/** How often each instance looks for due jobs (and schedule occurrences). */
const POLL_MS = 1000;

/**
 * The platform's job runtime (packages/db/src/jobs/README.md): modules define their queues and
 * schedules on it while the app is built; it starts polling once the app is ready and stops on
 * close.
 */
export function createServerJobs(
  db: Db,
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void },
  now: () => Date = () => new Date(),
) {
  const jobs = createJobRuntime({ db, log, now });
  return { jobs, start: () => jobs.start(POLL_MS), stop: () => jobs.stop() };
}

/**
 * Housekeeping every 10 minutes, once across instances: expired rate-limit windows and attempt
 * counters, and outside the sandbox the SMS outbox rows done with for a week.
 */
export function registerMaintenanceJobs(jobs: JobRuntime, options: { db: Db; sandbox: boolean }) {
  const { db } = options;
  const every10Minutes = { cron: '*/10 * * * *' };
  jobs.schedule(
    'maintenance.prune-limits',
    every10Minutes,
    async () => {
      await Promise.all([pruneRateLimits(db), pruneAttempts(db)]);
    },
    { maxAttempts: 1 },
  );
  if (!options.sandbox) {
    jobs.schedule('maintenance.prune-sms-outbox', every10Minutes, () => pruneSmsOutbox(db), {
      maxAttempts: 1,
    });
  }
}
