import { queryRows, type AnyDb } from '@khel/db';
import { sql } from 'drizzle-orm';
import { BET_PREFIX, publicBetId } from './bets';
import { enqueueRollback } from './settle';

/**
 * A bet still 'pending' this long after it was recorded has no request in flight any more (the
 * platform call times out after 10 s, a pending rollback waits 60 s before the retrier takes it).
 */
export const ORPHAN_AFTER_SECONDS = 300;
const BATCH = 100;

/** The bet's platform round id ('d-123') in SQL, from BET_PREFIX. */
const roundIdOf = sql`(case b.game ${sql.join(
  Object.entries(BET_PREFIX).map(([game, prefix]) => sql`when ${game} then ${prefix}`),
  sql` `,
)} end || '-' || b.id)`;

/**
 * The backstop of the settlement retrier: a bet left 'pending' with no settlement queued (a bet
 * row committed alone by an older release that was killed before its rollback was queued, or
 * anything that ever drops the queue) gets its rollback enqueued, due at once. The retrier then
 * voids or returns its stake; the platform is idempotent by transaction id and refuses a stake
 * arriving after its rollback, so this is safe whatever happened to the bet call. Returns how
 * many were found.
 */
export async function enqueueOrphanRollbacks(db: AnyDb): Promise<number> {
  const orphans = await queryRows<{ id: string; game: string; platform_session_id: string }>(
    db,
    sql`select b.id, b.game, b.platform_session_id from kg_bets b
        where b.status = 'pending'
          and b.created_at < now() - make_interval(secs => ${ORPHAN_AFTER_SECONDS})
          and not exists (select 1 from kg_pending_settlements s where s.round_id = ${roundIdOf})
        order by b.created_at limit ${BATCH}`,
  );
  for (const bet of orphans) {
    await enqueueRollback(db, publicBetId(bet.game, bet.id), bet.platform_session_id, 0);
  }
  return orphans.length;
}
