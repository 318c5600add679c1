import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type AnyDb } from '../query';
import { createPassLoop } from './loop';
import {
  enqueueDueOccurrences,
  makeSchedule,
  registerSchedules,
  type Schedule,
  type ScheduleWhen,
} from './schedules';
import { DEFAULT_JOB_TABLES, type JobTables } from './store';

export interface JobInfo {
  id: string;
  queue: string;
  key: string;
  /** This run's number, from 1. */
  attempt: number;
  /** The runtime's clock when the job was claimed. */
  now: Date;
}

export type JobHandler = (payload: unknown, job: JobInfo) => Promise<void>;

export interface QueueOptions {
  /** Runs before the job lands in 'failed' (default 5). */
  maxAttempts?: number;
  /** Wait before retry n is backoffMs × 3^(n-1), at most maxBackoffMs (10 s and 1 h). */
  backoffMs?: number;
  maxBackoffMs?: number;
  /**
   * How long a claimed job is this worker's (default 60 s). A worker that dies leaves the job
   * to be claimed again once the lease is over, so a handler must finish well within it.
   */
  leaseMs?: number;
}

export interface JobRuntimeOptions {
  db: AnyDb;
  tables?: JobTables;
  /** The clock (tests move it instead of sleeping). */
  now?: () => Date;
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** Done jobs are deleted this long after they finish (default one day); failed ones are kept. */
  keepDoneMs?: number;
}

interface Queue extends Required<QueueOptions> {
  handler: JobHandler;
}

const DAY = 24 * 60 * 60_000;

/**
 * One worker of the leased-job runtime (packages/db/src/jobs/README.md). Every instance of a part
 * runs one; they share the work through the jobs table.
 */
export function createJobRuntime(options: JobRuntimeOptions) {
  const { db } = options;
  const tables = options.tables ?? DEFAULT_JOB_TABLES;
  const jobs = sql.identifier(tables.jobs);
  const clock = options.now ?? (() => new Date());
  const workerId = randomUUID();
  const queues = new Map<string, Queue>();
  const schedules: Schedule[] = [];
  let registered = false;
  let prunedAt = 0;

  const define = (queue: string, handler: JobHandler, opts: QueueOptions = {}) => {
    if (queues.has(queue)) throw new Error(`job queue ${queue} defined twice`);
    queues.set(queue, {
      handler,
      maxAttempts: opts.maxAttempts ?? 5,
      backoffMs: opts.backoffMs ?? 10_000,
      maxBackoffMs: opts.maxBackoffMs ?? 60 * 60_000,
      leaseMs: opts.leaseMs ?? 60_000,
    });
  };

  /** Claims one due job of `name`: queued and due, or active with its lease over. */
  const claim = async (name: string, queue: Queue, now: Date) => {
    const rows = await queryRows<{ id: string; key: string; payload: unknown; attempts: number }>(
      db,
      sql`update ${jobs} j set state = 'active', attempts = j.attempts + 1, locked_by = ${workerId},
            locked_until = ${new Date(now.getTime() + queue.leaseMs).toISOString()}::timestamptz
          from (select id from ${jobs}
                where queue = ${name} and ((state = 'queued' and run_at <= ${now.toISOString()}::timestamptz)
                  or (state = 'active' and locked_until <= ${now.toISOString()}::timestamptz))
                order by run_at, id limit 1
                for update skip locked) due
          where j.id = due.id
          returning j.id::text as id, j.key, j.payload, j.attempts`,
    );
    return rows[0];
  };

  /** Records a run's end, unless the lease was lost meanwhile (another worker has the job). */
  const settle = async (id: string, attempt: number, set: ReturnType<typeof sql>) => {
    await db.execute(
      sql`update ${jobs} set ${set}, locked_until = null, locked_by = null
          where id = ${id} and state = 'active' and attempts = ${attempt}`,
    );
  };

  const runOne = async (name: string, queue: Queue): Promise<boolean> => {
    const now = clock();
    const job = await claim(name, queue, now);
    if (!job) return false;
    const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
    if (job.attempts > queue.maxAttempts) {
      // Its last run's worker died: no run is left.
      await settle(
        job.id,
        job.attempts,
        sql`state = 'failed', attempts = ${queue.maxAttempts},
        finished_at = ${at(now)}, last_error = 'lease expired on the last attempt'`,
      );
      return true;
    }
    try {
      await queue.handler(job.payload, {
        id: job.id,
        queue: name,
        key: job.key,
        attempt: job.attempts,
        now,
      });
      await settle(
        job.id,
        job.attempts,
        sql`state = 'done', finished_at = ${at(clock())}, last_error = null`,
      );
    } catch (err) {
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      const gaveUp = job.attempts >= queue.maxAttempts;
      options.log?.warn(
        { err, queue: name, key: job.key, attempt: job.attempts, gaveUp },
        'job failed',
      );
      const wait = Math.min(queue.backoffMs * 3 ** (job.attempts - 1), queue.maxBackoffMs);
      const failedAt = clock();
      await settle(
        job.id,
        job.attempts,
        gaveUp
          ? sql`state = 'failed', finished_at = ${at(failedAt)}, last_error = ${message}`
          : sql`state = 'queued', run_at = ${at(new Date(failedAt.getTime() + wait))},
                last_error = ${message}`,
      );
    }
    return true;
  };

  /**
   * One pass: enqueues due schedule occurrences, then runs due jobs of this runtime's queues
   * until none is left. Answers how many jobs it ran (tests call it after moving the clock).
   */
  const tick = async (): Promise<number> => {
    const now = clock();
    if (!registered) {
      await registerSchedules(db, tables, schedules, now);
      registered = true;
    }
    await enqueueDueOccurrences(db, tables, schedules, now);
    let ran = 0;
    for (const [name, queue] of queues) {
      while (await runOne(name, queue)) ran++;
    }
    if (now.getTime() - prunedAt > 60 * 60_000) {
      prunedAt = now.getTime();
      const before = new Date(now.getTime() - (options.keepDoneMs ?? DAY)).toISOString();
      await db.execute(
        sql`delete from ${jobs} where state = 'done' and finished_at < ${before}::timestamptz`,
      );
    }
    return ran;
  };

  const loop = createPassLoop(tick, (err) =>
    options.log?.error({ err }, 'job runtime pass failed'),
  );

  return {
    define,
    /** Defines queue `name` and makes `when` enqueue one job of it per occurrence. */
    schedule(
      name: string,
      when: ScheduleWhen,
      handler: JobHandler,
      opts: QueueOptions & { payload?: unknown } = {},
    ) {
      define(name, handler, opts);
      schedules.push(makeSchedule(name, when, opts.payload ?? null));
    },
    tick,
    /** Polls every `pollMs` until stop(). */
    start: (pollMs = 1000) => loop.start(pollMs),
    /** Asks for a pass soon (a job was enqueued and committed); never waits for it. */
    kick: loop.kick,
    stop: loop.stop,
  };
}

export type JobRuntime = ReturnType<typeof createJobRuntime>;
