import type { JobTables } from '@khel/db';

/** The gateway's job tables (migration 0002), apart from the platform's in one database. */
export const PSP_JOB_TABLES: JobTables = { jobs: 'psp_jobs', schedules: 'psp_job_schedules' };
/**
 * The per-callback delivery jobs earlier versions enqueued; still drained, no longer written (the
 * writer wakes the worker's delivery loop itself, worker.ts).
 */
export const DELIVER_QUEUE = 'psp.deliver-callbacks';
