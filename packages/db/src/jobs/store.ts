import { sql } from 'drizzle-orm';
import { queryRows, type AnyDb } from '../query';

/** The two tables of a runtime; each part of Khel names its own (see README.md). */
export interface JobTables {
  jobs: string;
  schedules: string;
}

export const DEFAULT_JOB_TABLES: JobTables = { jobs: 'jobs', schedules: 'job_schedules' };

export interface NewJob {
  queue: string;
  /** Idempotency key, unique per queue: enqueueing the same key again does nothing. */
  key: string;
  payload?: unknown;
  /** When it may run first (default: now). */
  runAt?: Date;
}

/**
 * Adds a job. Pass the caller's transaction to make the job part of it: a rolled-back
 * transaction leaves no job. Answers false when the queue already holds this key (in any state).
 */
export async function enqueueJob(
  db: AnyDb,
  job: NewJob,
  tables: JobTables = DEFAULT_JOB_TABLES,
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`insert into ${sql.identifier(tables.jobs)} (queue, key, payload, run_at)
        values (${job.queue}, ${job.key}, ${JSON.stringify(job.payload ?? null)}::jsonb,
                coalesce(${job.runAt?.toISOString() ?? null}::timestamptz, now()))
        on conflict (queue, key) do nothing
        returning id::text as id`,
  );
  return rows.length === 1;
}

export interface QueueState {
  queue: string;
  queued: number;
  active: number;
  failed: number;
  done: number;
}

export interface FailedJob {
  id: string;
  queue: string;
  key: string;
  payload: unknown;
  attempts: number;
  lastError: string | null;
  finishedAt: Date;
}

/** For operators: counts per queue and state, and the latest failed jobs (at most `limit`). */
export async function jobsOverview(
  db: AnyDb,
  options: { tables?: JobTables; limit?: number } = {},
): Promise<{ queues: QueueState[]; failed: FailedJob[] }> {
  const table = sql.identifier((options.tables ?? DEFAULT_JOB_TABLES).jobs);
  const counts = await queryRows<{ queue: string; state: string; n: number }>(
    db,
    sql`select queue, state, count(*)::int as n from ${table} group by queue, state order by queue`,
  );
  const queues = new Map<string, QueueState>();
  for (const { queue, state, n } of counts) {
    const entry = queues.get(queue) ?? { queue, queued: 0, active: 0, failed: 0, done: 0 };
    entry[state as 'queued' | 'active' | 'failed' | 'done'] = n;
    queues.set(queue, entry);
  }
  const failed = await queryRows<FailedJob>(
    db,
    sql`select id::text as id, queue, key, payload, attempts, last_error as "lastError",
               finished_at as "finishedAt"
        from ${table} where state = 'failed'
        order by finished_at desc, id desc limit ${options.limit ?? 100}`,
  );
  return {
    queues: [...queues.values()],
    failed: failed.map((f) => ({ ...f, finishedAt: new Date(f.finishedAt) })),
  };
}

/** For operators: puts a failed job back in its queue with fresh attempts. */
export async function retryFailedJob(
  db: AnyDb,
  id: string,
  tables: JobTables = DEFAULT_JOB_TABLES,
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update ${sql.identifier(tables.jobs)}
        set state = 'queued', attempts = 0, run_at = now(), finished_at = null
        where id = ${id} and state = 'failed' returning id::text as id`,
  );
  return rows.length === 1;
}
