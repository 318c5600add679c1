import { eq, inArray } from 'drizzle-orm';
import { depositOrders } from '../../db/schema';
import { HOUSE, readWageringRules } from '../wallet';
import {
  claimCallbacks,
  finishCallbacks,
  leaseDueCallbacks,
  postponeCallback,
  type ClaimedCallback,
} from './callback-inbox';
import type { Db } from '../../db/client';
import type { PreparedCredit } from './credit-deposit';
import type { DepositDeps } from './deps';
import { applyDepositEvent } from './handle-gateway-event';

/**
 * Credits one batch of stored callbacks (docs/architecture.md §5) and answers how many it
 * leased. One statement leases up to `limit` due rows (FOR UPDATE SKIP LOCKED: concurrent batches
 * of every instance take different rows); accounts and rules are read next, outside the
 * transaction (the account directory caches committed rows only; PGlite has one connection).
 * Then ONE transaction locks the leased rows still pending, reads their orders in one
 * statement, applies each callback — in (player, order) order, so two batches lock players' rows
 * in the same order — and marks the handled ones done in one statement. A callback that throws
 * aborts that transaction, which runs again with each callback in its own savepoint: the one
 * that throws rolls back alone and is tried again later.
 * Answers the ids this batch handled (done or put off), once committed.
 */
export async function creditCallbackBatch(
  deps: DepositDeps,
  limit: number,
): Promise<{ leased: number; handled: string[] }> {
  const due = await leaseDueCallbacks(deps.db, limit, LEASE_SECONDS);
  if (due.length === 0) return { leased: 0, handled: [] };
  const [rules, bonusExpense, clearing, wallets] = await Promise.all([
    readWageringRules(deps.db),
    deps.accounts.house(HOUSE.bonusExpense),
    resolve([...new Set(due.map((d) => d.gateway))], (g) => deps.accounts.house(HOUSE.gateway(g))),
    deps.accounts.wallets([...new Set(due.map((d) => d.playerId))]),
  ]);
  /**
   * The batch's transaction. `isolated`: each callback in its own savepoint, so one that throws
   * rolls back alone. Without it (the first try) a callback that throws aborts the whole
   * transaction, which is then run again isolated: two statements fewer per deposit when
   * nothing fails, the same outcome when something does.
   */
  const run = (isolated: boolean) =>
    deps.db.transaction(async (tx) => {
      const claimed = await claimCallbacks(
        tx,
        due.map((d) => d.id),
      );
      if (claimed.length === 0) return [];
      const orderIds = [...new Set(claimed.map((c) => c.orderId))];
      const orders = new Map(
        (await tx.select().from(depositOrders).where(inArray(depositOrders.id, orderIds))).map(
          (o) => [o.id, o],
        ),
      );
      const ordered = [...claimed].sort((a, b) => {
        const byPlayer = orders.get(a.orderId)!.playerId - orders.get(b.orderId)!.playerId;
        return byPlayer !== 0
          ? byPlayer
          : a.orderId < b.orderId
            ? -1
            : a.orderId > b.orderId
              ? 1
              : 0;
      });
      const seen = new Set<bigint>();
      const done: string[] = [];
      const failed: { callback: ClaimedCallback; error: string }[] = [];
      for (const callback of ordered) {
        const order = orders.get(callback.orderId)!;
        const prepared: PreparedCredit = {
          wallet: wallets.get(order.playerId)!,
          clearing: clearing.get(order.gateway)!,
          bonusExpense,
          rules,
        };
        const apply = async (db: Db) => {
          if (callback.event instanceof Error) throw callback.event;
          const event = callback.event;
          // A later callback of the same order (a replay) sees what the earlier one did.
          const current = seen.has(order.id)
            ? (await db.select().from(depositOrders).where(eq(depositOrders.id, order.id)))[0]!
            : order;
          seen.add(order.id);
          await applyDepositEvent({ tx: db, prepared, log: deps.log }, current, event);
        };
        if (!isolated) {
          try {
            await apply(tx);
          } catch (error) {
            throw new IsolateBatch(error);
          }
          done.push(callback.id);
          continue;
        }
        try {
          await tx.transaction((savepoint) => apply(savepoint));
          done.push(callback.id);
        } catch (error) {
          deps.log?.error({ err: error, orderNo: order.orderNo }, 'deposit callback failed');
          failed.push({ callback, error: error instanceof Error ? error.message : String(error) });
        }
      }
      await finishCallbacks(tx, done);
      for (const { callback, error } of failed) await postponeCallback(tx, callback, error);
      return claimed.map((c) => c.id);
    });
  const handled = await run(false).catch((error: unknown) => {
    if (!(error instanceof IsolateBatch)) throw error;
    return run(true);
  });
  return { leased: due.length, handled };
}

/** A callback of a batch run without savepoints threw: the batch is run again with them. */
class IsolateBatch extends Error {
  constructor(cause: unknown) {
    super('a deposit callback failed; the batch runs again with a savepoint per callback', {
      cause,
    });
  }
}

/** A lease longer than any batch takes: a batch whose instance died is retried after it. */
const LEASE_SECONDS = 60;

/** Each key's account id, asked concurrently (the directory caches them). */
async function resolve<K>(keys: K[], account: (key: K) => Promise<bigint>) {
  const ids = await Promise.all(keys.map(account));
  return new Map(keys.map((key, i) => [key, ids[i]!]));
}
