import { queryRows, type AnyDb } from '@khel/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBet, publicBetId } from '../src/server/bets';
import { ORPHAN_AFTER_SECONDS, enqueueOrphanRollbacks } from '../src/server/orphans';
import { createPlatformClient, type PlatformClient } from '../src/server/platform';
import { takeNonce } from '../src/server/seeds';
import { createSession, type GameSession } from '../src/server/sessions';
import { runSettlementPass } from '../src/server/retries';
import { betTransactionId, type SettleDeps } from '../src/server/settle';
import type { TestApp } from '../../server/test/helpers/app';
import { fundedPlayer, launchToken, startPlatform, testDatabases, walletRupees } from './helpers';

/**
 * A process killed between the steps of a bet (kill -9) must leave nothing pending for ever:
 * the games server's recovery (the settlement retrier and its orphan sweep) resolves the bet and
 * the wallet ends exactly where it should.
 */
describe.each(testDatabases())('bets orphaned by a crash on $kind', (target) => {
  let t: TestApp;
  let db: AnyDb;
  let platform: PlatformClient;
  let deps: SettleDeps;
  beforeAll(async () => {
    t = await startPlatform(target);
    db = t.database.db as unknown as AnyDb;
    const port = (t.app.server.address() as { port: number }).port;
    const [provider] = await queryRows<{ secret: string }>(
      db,
      sql`select secret from game_providers where code = 'khel'`,
    );
    platform = createPlatformClient({
      baseUrl: () => `http://127.0.0.1:${port}/api`,
      providerCode: 'khel',
      secret: provider!.secret,
    });
    deps = { db, platform };
  });
  afterAll(async () => {
    await t?.close();
  });

  async function session(rupees: number): Promise<{ playerId: number; session: GameSession }> {
    const playerId = await fundedPlayer(t.database.db, rupees);
    const created = await createSession(db, platform, await launchToken(t, playerId));
    return { playerId, session: created.session };
  }

  /** The first step of a Dice bet (instant.ts): its nonce and row, in one transaction. */
  const recordDiceBet = (s: GameSession, amountPaise: bigint) =>
    db.transaction(async (tx) => {
      const seed = await takeNonce(tx, s.playerId);
      return insertBet(tx, {
        game: 'dice',
        playerId: s.playerId,
        platformSessionId: s.platformSessionId,
        amountPaise,
        params: { target: 50, direction: 'under', rtp: 0.97 },
        seed,
      });
    });

  /** Time passes for the database: bets grow old, queued settlements fall due. */
  const agePastBound = (betId: string | number) =>
    db.transaction(async (tx) => {
      await tx.execute(
        sql`update kg_bets set created_at = now() - make_interval(secs => ${ORPHAN_AFTER_SECONDS + 1})
            where id = ${betId}`,
      );
      await tx.execute(
        sql`update kg_pending_settlements set next_attempt_at = now()
            where next_attempt_at <> 'infinity'`,
      );
    });

  /** The recovery the games plugin runs at start and every few seconds. */
  async function recover() {
    await runSettlementPass(deps, () => enqueueOrphanRollbacks(db));
  }

  const betStatus = async (id: string | number) =>
    (await queryRows<{ status: string }>(db, sql`select status from kg_bets where id = ${id}`))[0]!
      .status;
  const queued = async () =>
    (
      await queryRows<{ n: number }>(db, sql`select count(*)::int as n from kg_pending_settlements`)
    )[0]!.n;

  it('rolls back a bet recorded just before the process died, before its stake was sent', async () => {
    const { playerId, session: s } = await session(100);
    const bet = await recordDiceBet(s, 1000n);
    // killed here: the stake was never sent
    await agePastBound(bet.id);
    await recover();
    expect(await betStatus(bet.id)).toBe('rolledback');
    expect(await queued()).toBe(0);
    expect(await walletRupees(t, playerId)).toBe(100);
    // The platform now refuses that stake should it still arrive.
    const late = await platform.call('bet', {
      sessionId: s.platformSessionId,
      transactionId: betTransactionId(publicBetId('dice', bet.id)),
      roundId: publicBetId('dice', bet.id),
      amount: 10,
      gameCode: 'dice',
    });
    expect(late.state).toBe('TRANSACTION_CANCELLED');
    expect(await walletRupees(t, playerId)).toBe(100);
  });

  it('returns a stake the platform took when the process died before recording it, queue lost', async () => {
    const { playerId, session: s } = await session(100);
    const bet = await recordDiceBet(s, 2500n);
    const roundId = publicBetId('dice', bet.id);
    const taken = await platform.call('bet', {
      sessionId: s.platformSessionId,
      transactionId: betTransactionId(roundId),
      roundId,
      amount: 25,
      gameCode: 'dice',
    });
    expect(taken.state).toBe('200');
    expect(await walletRupees(t, playerId)).toBe(75);
    // killed here, and the queue is gone too (as with an older release, which queued the
    // rollback in a statement of its own after the bet row)
    await db.execute(sql`delete from kg_pending_settlements where round_id = ${roundId}`);

    await recover(); // not yet: the bet is young, a request may still be deciding it
    expect(await betStatus(bet.id)).toBe('pending');
    expect(await walletRupees(t, playerId)).toBe(75);

    await agePastBound(bet.id);
    await recover(); // the sweep queues its rollback, due at once
    expect(await betStatus(bet.id)).toBe('rolledback');
    expect(await queued()).toBe(0);
    expect(await walletRupees(t, playerId)).toBe(100);
    const [round] = await queryRows<{ status: string }>(
      db,
      sql`select status from game_rounds where provider_code = 'khel' and round_id = ${roundId}`,
    );
    expect(round!.status).toBe('cancelled');
    await recover(); // idempotent: nothing moves twice
    expect(await walletRupees(t, playerId)).toBe(100);
  });
});
