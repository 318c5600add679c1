import type { JobRuntime } from '@khel/db';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import type { DepositDeps } from './deps';

const BATCH = 500;

/**
 * Expires pending orders past their deadline that are still waiting for the player: online orders
 * never paid, transfer and crypto orders without a UTR or hash. Orders with a reference wait for
 * the gateway, and orders under review wait for an operator. Each batch locks its rows with SKIP
 * LOCKED and moves them with a conditional update, so several instances running at once expire
 * each order exactly once. Answers how many it expired.
 */
export async function expireDepositOrders(options: { db: Db; now?: Date }): Promise<number> {
  const now = (options.now ?? new Date()).toISOString();
  let total = 0;
  for (;;) {
    const rows = await queryRows<{ order_no: string }>(
      options.db,
      sql`with due as (
            select id from deposit_orders
            where status = 'pending' and expire_at < ${now}
              and utr is null and tx_hash is null and review_reason is null
            order by expire_at
            limit ${BATCH}
            for update skip locked
          )
          update deposit_orders o set status = 'expired', updated_at = now()
          from due where o.id = due.id and o.status = 'pending'
          returning o.order_no`,
    );
    total += rows.length;
    if (rows.length < BATCH) return total;
  }
}

/**
 * Every 30 s, one run across all instances (a schedule of the app's job runtime,
 * packages/db/src/jobs/README.md); the conditional update would keep it exactly once anyway. A
 * failed run is not retried: the next occurrence is the retry.
 */
export function registerDepositExpiry(jobs: JobRuntime, deps: Pick<DepositDeps, 'db'>) {
  jobs.schedule(
    'deposits.expire-orders',
    { everySeconds: 30 },
    async () => void (await expireDepositOrders({ db: deps.db })),
    { maxAttempts: 1 },
  );
}
