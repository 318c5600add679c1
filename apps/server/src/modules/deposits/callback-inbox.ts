import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import type { GatewayEvent } from '../../integrations/payments/types';

/**
 * SQL of the deposit callbacks inbox (table deposit_callbacks, migration 0053): verified gateway
 * callbacks stored before they are acknowledged, claimed in batches FOR UPDATE SKIP LOCKED by
 * whichever instance credits them. No business rule lives here.
 */

export type DepositEvent = Extract<GatewayEvent, { type: 'order' | 'transfer' }>;

/** A row that failed this many times stays 'failed' for an operator (the order stays pending). */
export const MAX_CALLBACK_ATTEMPTS = 5;

/** The event as stored (jsonb has no bigint nor Date). */
type StoredEvent = Omit<DepositEvent, 'amountPaise' | 'at'> & {
  amountPaise: string | null;
  at: string;
};

const toStored = (event: DepositEvent): StoredEvent => ({
  ...event,
  amountPaise: event.amountPaise === null ? null : String(event.amountPaise),
  at: event.at.toISOString(),
});

const fromStored = (stored: StoredEvent): DepositEvent =>
  ({
    ...stored,
    amountPaise: stored.amountPaise === null ? null : BigInt(stored.amountPaise),
    at: new Date(stored.at),
  }) as DepositEvent;

/**
 * Stores a verified callback for its order — the order of that number through that gateway — and
 * its line of the order's history (deposit_events: every callback as it arrived, replays
 * included), in one statement. Answers the inbox row's id, or null when there is no such order
 * (nothing stored).
 */
export async function storeDepositCallback(
  db: Db,
  order: { orderNo: string; gateway: string },
  event: DepositEvent,
): Promise<string | null> {
  const reference = event.type === 'order' ? event.utr : event.reference;
  const amount = event.amountPaise === null ? null : String(event.amountPaise);
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`with orders as (
          select id from deposit_orders
          where order_no = ${order.orderNo} and gateway = ${order.gateway}),
        stored as (
          insert into deposit_callbacks (order_id, event)
          select id, ${JSON.stringify(toStored(event))}::jsonb from orders
          returning id, order_id),
        history as (
          insert into deposit_events (order_id, source, kind, status, amount_paise, reference)
          select order_id, 'gateway', ${event.type === 'order' ? 'payment' : 'transfer'},
                 ${event.status}, ${amount}::bigint, ${reference} from stored)
        select id::text as id from stored`,
  );
  return row?.id ?? null;
}

export interface DueCallback {
  id: string;
  orderId: bigint;
  playerId: number;
  gateway: string;
}

/**
 * Leases up to `limit` due callbacks, oldest first, in one statement (FOR UPDATE SKIP LOCKED):
 * their run_at moves `leaseSeconds` ahead, so concurrent batches of this and other instances take
 * other rows, and a batch that dies leaves its rows due again once the lease is over.
 */
export async function leaseDueCallbacks(
  db: Db,
  limit: number,
  leaseSeconds: number,
): Promise<DueCallback[]> {
  const rows = await queryRows<{
    id: string;
    order_id: string;
    player_id: number;
    gateway: string;
  }>(
    db,
    sql`with due as (
          select id from deposit_callbacks
          where state = 'pending' and run_at <= now()
          order by run_at, id limit ${limit}
          for update skip locked),
        leased as (
          update deposit_callbacks c set run_at = now() + make_interval(secs => ${leaseSeconds})
          from due where c.id = due.id
          returning c.id, c.order_id)
        select l.id::text as id, l.order_id::text as order_id, o.player_id, o.gateway
        from leased l join deposit_orders o on o.id = l.order_id`,
  );
  return rows.map((r) => ({
    id: r.id,
    orderId: BigInt(r.order_id),
    playerId: Number(r.player_id),
    gateway: r.gateway,
  }));
}

export interface ClaimedCallback {
  id: string;
  orderId: bigint;
  attempts: number;
  /** The stored event, or why it could not be read (the row is put off like a failed one). */
  event: DepositEvent | Error;
}

const readStored = (stored: StoredEvent | string): DepositEvent | Error => {
  try {
    return fromStored(typeof stored === 'string' ? (JSON.parse(stored) as StoredEvent) : stored);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
};

/**
 * Locks those of `ids` still pending, in id order, for the rest of the caller's transaction: even
 * when a lease ran out and another batch took the same rows, each callback is applied by one
 * transaction only (this one waits for the other and finds them done). It waits rather than
 * skipping locked rows: another instance's lease statement briefly locks a row it then finds
 * leased already, and a row skipped for that would stay leased, uncredited, until its lease ran
 * out a minute later (CI's two-instance race in deposits-batch.test.ts met exactly that).
 */
export async function claimCallbacks(tx: Db, ids: string[]): Promise<ClaimedCallback[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<{
    id: string;
    order_id: string;
    attempts: number;
    event: StoredEvent | string;
  }>(
    tx,
    sql`select id::text as id, order_id::text as order_id, attempts, event
        from deposit_callbacks
        where id = any(${`{${ids.join(',')}}`}::bigint[]) and state = 'pending'
        order by id
        for update`,
  );
  return rows.map((r) => ({
    id: r.id,
    orderId: BigInt(r.order_id),
    attempts: Number(r.attempts),
    event: readStored(r.event),
  }));
}

/** Marks handled callbacks done, at the clock time just before the batch commits. */
export async function finishCallbacks(tx: Db, ids: string[]) {
  if (ids.length === 0) return;
  await tx.execute(
    sql`update deposit_callbacks set state = 'done', done_at = clock_timestamp(), last_error = null
        where id = any(${`{${ids.join(',')}}`}::bigint[])`,
  );
}

/**
 * A callback whose handling threw: tried again after 10 s × 3^(attempt−1), or left 'failed'
 * (with its error) after MAX_CALLBACK_ATTEMPTS.
 */
export async function postponeCallback(tx: Db, callback: ClaimedCallback, error: string) {
  const attempts = callback.attempts + 1;
  const waitSeconds = 10 * 3 ** (attempts - 1);
  await tx.execute(
    sql`update deposit_callbacks
        set attempts = ${attempts}, last_error = ${error.slice(0, 1000)},
            state = ${attempts >= MAX_CALLBACK_ATTEMPTS ? 'failed' : 'pending'},
            run_at = now() + make_interval(secs => ${waitSeconds})
        where id = ${callback.id}`,
  );
}

/** Done rows older than a day go (their order and deposit_events keep the history). */
export async function pruneDoneCallbacks(db: Db) {
  await db.execute(
    sql`delete from deposit_callbacks where state = 'done' and done_at < now() - interval '1 day'`,
  );
}
