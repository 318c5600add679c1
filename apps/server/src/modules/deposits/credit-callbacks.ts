import { eq } from 'drizzle-orm';
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
import { creditDepositsIn, type PreparedCredit } from './credit-deposit';
import type { DepositDeps } from './deps';
import {
  applyDepositEvent,
  decideDepositEvent,
  reportLate,
  type EventDecision,
} from './handle-gateway-event';
import { lockDepositOrders, lockPlayers, type DepositOrderRow } from './store';

/**
 * Credits one batch of stored callbacks (docs/architecture.md §5) and answers how many it
 * leased. One statement leases up to `limit` due rows (FOR UPDATE SKIP LOCKED: concurrent batches
 * of every instance take different rows); accounts and rules are read next, outside the
 * transaction (the account directory caches committed rows only; PGlite has one connection).
 * Then ONE transaction locks the leased rows still pending, then their players' rows (in id
 * order, so two batches never wait on each other in a cycle), then their orders, and decides
 * each callback. The credits — the first of each order and of each player — are written
 * together, set-based (creditDepositsIn: a few statements for the whole batch); every other
 * callback (a replay, a player's second deposit, a failed payment, one to review) is applied
 * after them alone, in (player, order) order; the handled ones are marked done in one
 * statement. Anything that throws aborts that transaction, which runs again with each callback
 * applied alone in its own savepoint: the one that throws rolls back alone and is tried again
 * later. Answers the ids this batch handled (done or put off), once committed.
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
  const players = new Map(due.map((d) => [d.id, d.playerId]));
  /**
   * The batch's transaction. `isolated`: each callback applied alone in its own savepoint, so
   * one that throws rolls back alone. Without it (the first try) the credits are written
   * together and a callback that throws aborts the whole transaction, which is then run again
   * isolated: the same outcome, in a few statements per batch when nothing fails.
   */
  const run = (isolated: boolean) =>
    deps.db.transaction(async (tx) => {
      const claimed = await claimCallbacks(
        tx,
        due.map((d) => d.id),
      );
      if (claimed.length === 0) return [];
      await lockPlayers(
        tx,
        claimed.map((c) => players.get(c.id)!).sort((a, b) => a - b),
      );
      const orders = new Map(
        (await lockDepositOrders(tx, [...new Set(claimed.map((c) => c.orderId))])).map((o) => [
          o.id,
          o,
        ]),
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
      const preparedFor = (order: DepositOrderRow): PreparedCredit => ({
        wallet: wallets.get(order.playerId)!,
        clearing: clearing.get(order.gateway)!,
        bonusExpense,
        rules,
      });
      const seen = new Set<bigint>();
      /** Applies one callback alone; a later one of the same order sees what the earlier did. */
      const applyAlone = async (db: Db, callback: ClaimedCallback) => {
        if (callback.event instanceof Error) throw callback.event;
        const order = orders.get(callback.orderId)!;
        const current = seen.has(order.id)
          ? (await db.select().from(depositOrders).where(eq(depositOrders.id, order.id)))[0]!
          : order;
        seen.add(order.id);
        await applyDepositEvent(
          { tx: db, prepared: preparedFor(order), log: deps.log },
          current,
          callback.event,
        );
      };
      const done: string[] = [];
      const failed: { callback: ClaimedCallback; error: string }[] = [];
      if (!isolated) {
        try {
          const alone = await creditTogether(tx, ordered, orders, preparedFor, seen, deps.log);
          for (const callback of alone) await applyAlone(tx, callback);
        } catch (error) {
          throw new IsolateBatch(error);
        }
        done.push(...ordered.map((c) => c.id));
      } else {
        for (const callback of ordered) {
          try {
            await tx.transaction((savepoint) => applyAlone(savepoint, callback));
            done.push(callback.id);
          } catch (error) {
            const orderNo = orders.get(callback.orderId)!.orderNo;
            deps.log?.error({ err: error, orderNo }, 'deposit callback failed');
            failed.push({
              callback,
              error: error instanceof Error ? error.message : String(error),
            });
          }
        }
      }
      await finishCallbacks(tx, done);
      for (const { callback, error } of failed) await postponeCallback(tx, callback, error);
      return claimed.map((c) => c.id);
    });
  const handled = await run(false).catch((error: unknown) => {
    if (!(error instanceof IsolateBatch)) throw error;
    deps.log?.warn({ err: error.cause }, 'deposit callbacks batch runs again one by one');
    return run(true);
  });
  return { leased: due.length, handled };
}

/**
 * Writes the batch's credits together: each player's first callback (in (player, order) order)
 * when it credits — so nothing of that player was applied before it, as one by one. Marks their
 * orders seen and answers the callbacks left to apply alone after them, in their order.
 */
async function creditTogether(
  tx: Db,
  ordered: ClaimedCallback[],
  orders: Map<bigint, DepositOrderRow>,
  preparedFor: (order: DepositOrderRow) => PreparedCredit,
  seen: Set<bigint>,
  log: DepositDeps['log'],
) {
  const together: Extract<EventDecision, { kind: 'credit' }>[] = [];
  const alone: ClaimedCallback[] = [];
  const players = new Set<number>();
  for (const callback of ordered) {
    const order = orders.get(callback.orderId)!;
    const first = !players.has(order.playerId);
    players.add(order.playerId);
    if (callback.event instanceof Error) throw callback.event;
    const decision = decideDepositEvent(order, callback.event);
    if (first && decision.kind === 'credit') {
      together.push(decision);
    } else {
      alone.push(callback);
    }
  }
  await creditDepositsIn(
    tx,
    together.map((d) => ({ prepared: preparedFor(d.options.order), options: d.options })),
  );
  for (const decision of together) {
    seen.add(decision.options.order.id);
    reportLate(log, decision);
  }
  return alone;
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
