import { sql } from 'drizzle-orm';
import { queryRows, type AnyDb } from '../query';
import { nextCronOccurrence, parseCron } from './cron';
import { enqueueJob, type JobTables } from './store';

/** A cron expression read in a fixed UTC offset, or a fixed interval aligned on the epoch. */
export type ScheduleWhen = { cron: string; timezone?: string } | { everySeconds: number };

export interface Schedule {
  name: string;
  /** Stored with the schedule; a changed spec restarts it from the next occurrence. */
  spec: string;
  next(after: Date): Date;
  payload: unknown;
}

export function makeSchedule(name: string, when: ScheduleWhen, payload: unknown): Schedule {
  if ('everySeconds' in when) {
    const every = Math.round(when.everySeconds * 1000);
    if (!Number.isInteger(every) || every <= 0) throw new Error(`schedule ${name}: bad interval`);
    return {
      name,
      spec: `every ${when.everySeconds}s`,
      next: (after) => new Date(Math.floor(after.getTime() / every) * every + every),
      payload,
    };
  }
  const timezone = when.timezone ?? 'UTC';
  const cron = parseCron(when.cron, timezone);
  return {
    name,
    spec: `${when.cron} ${timezone}`,
    next: (after) => nextCronOccurrence(cron, after),
    payload,
  };
}

/**
 * Writes the schedules to their table, starting each new or changed one at its next occurrence
 * after `now` (no catch-up of occurrences from before it existed).
 */
export async function registerSchedules(
  db: AnyDb,
  tables: JobTables,
  schedules: Schedule[],
  now: Date,
) {
  const table = sql.identifier(tables.schedules);
  for (const s of schedules) {
    await db.execute(
      sql`insert into ${table} (name, spec, next_at)
          values (${s.name}, ${s.spec}, ${s.next(now).toISOString()}::timestamptz)
          on conflict (name) do update set spec = excluded.spec, next_at = excluded.next_at,
            updated_at = now()
          where ${table}.spec <> excluded.spec`,
    );
  }
}

/**
 * Turns each schedule's due occurrence into one job of its queue, keyed by the occurrence time.
 * Moving next_at and adding the job happen in one transaction on a row taken with SKIP LOCKED,
 * so however many instances tick at once, an occurrence is enqueued once; the job's unique key
 * is a second guard. Occurrences missed while no instance ran are caught up by one run (the
 * oldest), then the schedule moves past `now`. Answers how many jobs it added.
 */
export async function enqueueDueOccurrences(
  db: AnyDb,
  tables: JobTables,
  schedules: Schedule[],
  now: Date,
): Promise<number> {
  const table = sql.identifier(tables.schedules);
  if (schedules.length === 0) return 0;
  // One cheap read first: most passes find nothing due and open no transaction.
  const due = await queryRows<{ name: string }>(
    db,
    sql`select name from ${table} where next_at <= ${now.toISOString()}::timestamptz`,
  );
  const dueNames = new Set(due.map((d) => d.name));
  let added = 0;
  for (const s of schedules) {
    if (!dueNames.has(s.name)) continue;
    added += await db.transaction(async (tx) => {
      const due = await queryRows<{ occurrence: string }>(
        tx,
        sql`with due as (
              select name, next_at from ${table}
              where name = ${s.name} and spec = ${s.spec} and next_at <= ${now.toISOString()}::timestamptz
              for update skip locked)
            update ${table} t set next_at = ${s.next(now).toISOString()}::timestamptz,
              updated_at = now()
            from due where t.name = due.name
            returning to_char(due.next_at at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as occurrence`,
      );
      if (due.length === 0) return 0;
      const occurrence = due[0]!.occurrence;
      const payload = { ...(s.payload as object), occurrence };
      const inserted = await enqueueJob(
        tx,
        { queue: s.name, key: occurrence, payload, runAt: new Date(occurrence) },
        tables,
      );
      return inserted ? 1 : 0;
    });
  }
  return added;
}
