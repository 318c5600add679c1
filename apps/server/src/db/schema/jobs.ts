/** The leased-job runtime's tables (packages/db/src/jobs, migration 0011). */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    queue: text('queue').notNull(),
    /** Idempotency key, unique per queue; a schedule's occurrence time for scheduled jobs. */
    key: text('key').notNull(),
    payload: jsonb('payload'),
    /** queued, active (leased until locked_until), done or failed (kept for operators). */
    state: text('state').notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    unique('jobs_queue_key').on(t.queue, t.key),
    check('jobs_state', sql`${t.state} IN ('queued', 'active', 'done', 'failed')`),
    index('jobs_due')
      .on(t.queue, t.runAt)
      .where(sql`state = 'queued'`),
    index('jobs_leased')
      .on(t.queue, t.lockedUntil)
      .where(sql`state = 'active'`),
    index('jobs_finished')
      .on(t.finishedAt)
      .where(sql`state = 'done'`),
  ],
);

/** One row per schedule: the next occurrence no instance has enqueued yet. */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  /** The cron expression and offset, or "every Ns"; a changed spec restarts the schedule. */
  spec: text('spec').notNull(),
  nextAt: timestamp('next_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
