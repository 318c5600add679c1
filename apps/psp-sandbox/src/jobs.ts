import { enqueueJob, type AnyDb, type JobTables } from '@khel/db';

/** The gateway's job tables (migration 0002), apart from the platform's in one database. */
export const PSP_JOB_TABLES: JobTables = { jobs: 'psp_jobs', schedules: 'psp_job_schedules' };
export const DELIVER_QUEUE = 'psp.deliver-callbacks';

/**
 * A delivery job for a callback just written, in the same transaction (callbacks.ts), so the
 * worker that takes it sends the callback at once after the commit (the caller kicks).
 */
export const enqueueDeliveryJob = (tx: AnyDb, eventKey: string) =>
  enqueueJob(tx, { queue: DELIVER_QUEUE, key: eventKey }, PSP_JOB_TABLES);
