import { eq, inArray } from 'drizzle-orm';
import { depositOrders } from '../../db/schema';
import { HOUSE, readWageringRules } from '../wallet';
import {
  claimCallbacks,
  finishCallbacks,
  peekDueCallbacks,
  postponeCallback,
  type ClaimedCallback,
} from './callback-inbox';
import type { PreparedCredit } from './credit-deposit';
import type { DepositDeps } from './deps';
import { applyDepositEvent } from './handle-gateway-event';

/**
 * Credits one batch of stored callbacks (docs/architecture.md §5) and answers how many it
 * claimed. Accounts and rules are read first, outside the transaction (the account directory
 * caches committed rows only; PGlite has one connection). Then ONE transaction claims the rows
 * FOR UPDATE SKIP LOCKED (another instance's batch skips them), reads their orders in one
 * statement, applies each callback in its own savepoint — in (player, order) order, so two
 * batches lock players' rows in the same order — and marks the handled ones done in one
 * statement. A callback that throws rolls back its savepoint alone and is tried again later.
 */
export async function creditCallbackBatch(deps: DepositDeps, limit: number): Promise<number> {
  const due = await peekDueCallbacks(deps.db, limit);
  if (due.length === 0) return 0;
  const rules = await readWageringRules(deps.db);
  const bonusExpense = await deps.accounts.house(HOUSE.bonusExpense);
  const clearing = new Map<string, bigint>();
  for (const gateway of new Set(due.map((d) => d.gateway))) {
    clearing.set(gateway, await deps.accounts.house(HOUSE.gateway(gateway)));
  }
  const wallets = new Map<number, bigint>();
  for (const playerId of new Set(due.map((d) => d.playerId))) {
    wallets.set(playerId, await deps.accounts.wallet(playerId));
  }
  return deps.db.transaction(async (tx) => {
    const claimed = await claimCallbacks(
      tx,
      due.map((d) => d.id),
    );
    if (claimed.length === 0) return 0;
    const orderIds = [...new Set(claimed.map((c) => c.orderId))];
    const orders = new Map(
      (await tx.select().from(depositOrders).where(inArray(depositOrders.id, orderIds))).map(
        (o) => [o.id, o],
      ),
    );
    const ordered = [...claimed].sort((a, b) => {
      const byPlayer = orders.get(a.orderId)!.playerId - orders.get(b.orderId)!.playerId;
      return byPlayer !== 0 ? byPlayer : a.orderId < b.orderId ? -1 : a.orderId > b.orderId ? 1 : 0;
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
      try {
        // A later callback of the same order (a replay) sees what the earlier one did.
        const current = seen.has(order.id)
          ? (await tx.select().from(depositOrders).where(eq(depositOrders.id, order.id)))[0]!
          : order;
        seen.add(order.id);
        await tx.transaction((savepoint) =>
          applyDepositEvent({ tx: savepoint, prepared, log: deps.log }, current, callback.event),
        );
        done.push(callback.id);
      } catch (error) {
        deps.log?.error({ err: error, orderNo: order.orderNo }, 'deposit callback failed');
        failed.push({ callback, error: error instanceof Error ? error.message : String(error) });
      }
    }
    await finishCallbacks(tx, done);
    for (const { callback, error } of failed) await postponeCallback(tx, callback, error);
    return claimed.length;
  });
}
