import { addDays, dayStart, localDay, offsetMinutes } from '@khel/contract/dates';
import type { JobRuntime } from '@khel/db';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { readTimezone } from '../app-config';
import { figuresOf } from './figures';

/**
 * How long after a day's end it is summed: a ledger row is stamped with its transaction's start,
 * so a transaction that began before midnight and commits after it must have committed before
 * its day is rolled up. Ledger transactions last milliseconds; 15 minutes is a wide margin.
 */
export const ROLLUP_GRACE_MS = 15 * 60_000;
/** Days rolled up per run (newest first, so the dashboard's 30 days come first). */
const DAYS_PER_RUN = 60;

/**
 * Sums every closed day not yet rolled up into report_daily (README.md "Rollup"), newest first,
 * each day in its own transaction: the day's row in report_days is inserted first (on conflict
 * nothing), so of two runs (two instances, a re-run) exactly one sums a day, once. Answers the
 * days rolled up now.
 */
export async function rollupClosedDays(db: Db, now: Date, maxDays = DAYS_PER_RUN) {
  // The created_at BRIN knows a range of pages only once it is summarized (PGlite has no
  // autovacuum to do it): every run sums up the ranges filled since the last, so a day read live
  // reads its own pages and the newest few, not the whole ledger.
  await db.execute(sql`select brin_summarize_new_values('ledger_entries_created')`);
  const offset = offsetMinutes(await readTimezone(db));
  const lastClosed = addDays(localDay(offset, new Date(now.getTime() - ROLLUP_GRACE_MS)), -1);
  // The first entry by id (the primary key; the created_at index is a BRIN, which cannot answer
  // min): an entry stamped earlier can only be of a transaction that began at most the grace
  // before it, so the first day starts from that.
  const [first] = await queryRows<{ at: string }>(
    db,
    sql`select created_at::text as at from ledger_entries order by id limit 1`,
  );
  if (!first) return [];
  const firstDay = localDay(offset, new Date(new Date(first.at).getTime() - ROLLUP_GRACE_MS));
  const done = new Set(
    (
      await queryRows<{ day: string }>(
        db,
        sql`select to_char(day, 'YYYY-MM-DD') as day from report_days
            where day between ${firstDay}::date and ${lastClosed}::date`,
      )
    ).map((r) => r.day),
  );
  const rolled: string[] = [];
  for (let day = lastClosed; day >= firstDay && rolled.length < maxDays; day = addDays(day, -1)) {
    if (done.has(day)) continue;
    const won = await db.transaction(async (tx) => {
      const [mine] = await queryRows<{ day: string }>(
        tx,
        sql`insert into report_days (day, utc_offset_minutes) values (${day}::date, ${offset})
            on conflict (day) do nothing returning day::text`,
      );
      if (!mine) return false;
      const rows = await figuresOf(tx, {
        from: dayStart(day, offset),
        to: dayStart(addDays(day, 1), offset),
        offsetMinutes: offset,
      });
      if (rows.length > 0)
        await tx.execute(
          sql`insert into report_daily (day, metric, campaign, kind, amount_paise, count)
              select r.day::date, r.metric, r.campaign, r.kind, r.amount::bigint, r.count::bigint
              from jsonb_to_recordset(${JSON.stringify(
                rows.map((r) => ({ ...r, amount: r.amount_paise })),
              )}::jsonb) as r(day text, metric text, campaign text, kind text, amount text, count text)`,
        );
      return true;
    });
    if (won) rolled.push(day);
  }
  return rolled;
}

/** Every 5 minutes, once across instances (the one job runtime): closed days are rolled up. */
export function registerReportJobs(jobs: JobRuntime, deps: { db: Db }) {
  jobs.schedule('reports.rollup', { everySeconds: 300 }, async (_payload, job) => {
    await rollupClosedDays(deps.db, job.now);
  });
}
