import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { depositEvents } from '../../db/schema';

export type DepositEventSource = 'player' | 'gateway' | 'operator' | 'system';

/**
 * One line of an order's history (table deposit_events, append-only in the database): the
 * player's UTR or hash, each verified gateway callback (replays included: what arrived), and
 * operator decisions. Written in the caller's transaction where there is one.
 */
export async function recordDepositEvent(
  db: Db,
  event: {
    orderId: bigint;
    source: DepositEventSource;
    kind: 'reference' | 'payment' | 'transfer' | 'match' | 'reject' | 'hold';
    status?: string | null;
    amountPaise?: bigint | null;
    reference?: string | null;
    detail?: string | null;
  },
) {
  await db.insert(depositEvents).values({
    orderId: event.orderId,
    source: event.source,
    kind: event.kind,
    status: event.status ?? null,
    amountPaise: event.amountPaise ?? null,
    reference: event.reference ?? null,
    detail: event.detail ?? null,
  });
}

export async function listDepositEvents(db: Db, orderId: bigint) {
  return db
    .select()
    .from(depositEvents)
    .where(eq(depositEvents.orderId, orderId))
    .orderBy(asc(depositEvents.id));
}
