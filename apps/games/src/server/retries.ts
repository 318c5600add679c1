import { queryRows, type JobRuntime, type JobTables } from '@khel/db';
import { sql } from 'drizzle-orm';
import {
  IN_FLIGHT_SECONDS,
  deliverSettlement,
  type SettleDeps,
  type SettlementBody,
  type SettlementKind,
} from './settle';

/**
 * The settlement retrier: what settle.ts wrote to kg_pending_settlements and the platform has not
 * acknowledged is sent again, with each row's backoff, by one pass at a time across instances.
 */

interface PendingRow {
  round_id: string;
  kind: SettlementKind;
  body: SettlementBody | string;
  attempts: number;
}

/**
 * Retries the due pending settlements (a batch). Rows are leased by pushing their next attempt
 * into the future first, so several instances never send one twice at once.
 */
export async function retryDueSettlements(deps: SettleDeps, batch = 20): Promise<number> {
  const rows = await queryRows<PendingRow>(
    deps.db,
    sql`update kg_pending_settlements
        set next_attempt_at = now() + make_interval(secs => ${IN_FLIGHT_SECONDS})
        where id in (
          select id from kg_pending_settlements where next_attempt_at <= now()
          order by next_attempt_at limit ${batch} for update skip locked)
        returning round_id, kind, body, attempts`,
  );
  let delivered = 0;
  for (const row of rows) {
    const body = (typeof row.body === 'string' ? JSON.parse(row.body) : row.body) as SettlementBody;
    const answer = await deliverSettlement(deps, row.kind, body, Number(row.attempts));
    if (answer) delivered++;
  }
  return delivered;
}

/** The games server's job tables (migration 0003), apart from the platform's in one database. */
export const GAMES_JOB_TABLES: JobTables = { jobs: 'kg_jobs', schedules: 'kg_job_schedules' };

/** One recovery pass: `sweep` first (orphans.ts: rollbacks for bets left without one), then the due retries. */
export async function runSettlementPass(
  deps: SettleDeps,
  sweep?: () => Promise<unknown>,
): Promise<number> {
  await sweep?.();
  return retryDueSettlements(deps);
}

/**
 * Retries pending settlements every `everySeconds` (default 5), one pass across all instances: a
 * schedule of the games server's job runtime (packages/db/src/jobs/README.md). The pending rows
 * keep their own backoff and leases, so a failed pass is not retried; the next one is.
 */
export function registerSettlementRetries(
  jobs: JobRuntime,
  deps: SettleDeps,
  options: { everySeconds?: number; sweep?: () => Promise<unknown> } = {},
) {
  jobs.schedule(
    'games.settlement-retry',
    { everySeconds: options.everySeconds ?? 5 },
    async () => void (await runSettlementPass(deps, options.sweep)),
    { maxAttempts: 1 },
  );
}
