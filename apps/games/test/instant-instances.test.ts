import type { FastifyInstance } from 'fastify';
import { queryRows, type AnyDb } from '@khel/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger, isClean } from '../../server/src/modules/wallet/invariants';
import type { TestApp } from '../../server/test/helpers/app';
import { resetGameSettings, saveGameSettings } from '../src/server/settings';
import {
  gamesPost,
  playerSession,
  startPlatform,
  startSecondInstance,
  testDatabases,
  walletRupees,
  type SecondInstance,
} from './helpers';

interface Bet {
  id: string;
  nonce: number;
  payout: number;
  serverSeedHash: string;
}

const cents = (rupees: number) => Math.round(rupees * 100);

/**
 * Dice bets of one player on two instances at once: each instance records a bet in one statement
 * with the seed pair and settings it remembers (docs/architecture.md §6), so these are the cases
 * where what it remembers is out of date.
 */
describe.each(testDatabases())('Dice on two instances on $kind', (target) => {
  let t: TestApp;
  let second: SecondInstance;
  let db: AnyDb;
  beforeAll(async () => {
    t = await startPlatform(target);
    db = t.database.db as unknown as AnyDb;
    second = await startSecondInstance(t);
    await second.app.ready();
  });
  afterAll(async () => {
    await resetGameSettings(db);
    await second.close();
    await t.close();
  });

  const bet = (app: FastifyInstance, token: string) =>
    gamesPost<{ bet: Bet; error?: string }>(
      app,
      'dice/bet',
      { amount: 1, target: 50, direction: 'under' },
      token,
    );

  it('gives concurrent bets on both instances distinct nonces in order, each settled once', async () => {
    const { playerId, token } = await playerSession(t, 100);
    const answers = [];
    for (let round = 0; round < 4; round++) {
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 6 }, (_, i) => bet(i % 2 ? second.app : t.app, token)),
        )),
      );
    }
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const nonces = answers.map((a) => a.body.bet.nonce).sort((a, b) => a - b);
    expect(nonces).toEqual(Array.from({ length: 24 }, (_, i) => i));
    const paid = answers.reduce((sum, a) => sum + cents(a.body.bet.payout), 0);
    expect(cents(await walletRupees(t, playerId))).toBe(cents(100) - 2400 + paid);
    const rows = await queryRows<{ status: string; n: number }>(
      db,
      sql`select status, count(*)::int as n from kg_bets where player_id = ${String(playerId)}
          group by status`,
    );
    expect(rows.map((r) => [r.status, Number(r.n)])).toEqual([['done', 24]]);
    const [queued] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from kg_pending_settlements
          where round_id in ${answers.map((a) => a.body.bet.id)}`,
    );
    expect(Number(queued!.n)).toBe(0);
    expect(isClean(await checkLedger(t.database.db))).toBe(true);
  });

  it('plays a rotation made on the other instance with the new pair from nonce 0', async () => {
    const { token } = await playerSession(t, 100);
    const before = await bet(second.app, token);
    expect(before.body.bet.nonce).toBe(0);
    const rotated = await gamesPost<{ current: { serverSeedHash: string } }>(
      t.app,
      'fairness/rotate',
      {},
      token,
    );
    expect(rotated.status).toBe(200);
    const after = await bet(second.app, token);
    expect(after.body.bet.nonce).toBe(0);
    expect(after.body.bet.serverSeedHash).toBe(rotated.body.current.serverSeedHash);
    expect(after.body.bet.serverSeedHash).not.toBe(before.body.bet.serverSeedHash);
  });

  it('refuses at once on every instance a game the operator closed, and plays it reopened', async () => {
    const { playerId, token } = await playerSession(t, 100);
    const first = await bet(second.app, token);
    expect(first.status).toBe(200);
    await saveGameSettings(db, 'dice', { enabled: false });
    const closed = await bet(second.app, token);
    expect(closed.body.error).toBe('GAME_STATE');
    await saveGameSettings(db, 'dice', { minBetPaise: 500n });
    const under = await bet(second.app, token);
    expect(under.body.error).toBe('BET_LIMIT');
    await resetGameSettings(db);
    const reopened = await bet(second.app, token);
    expect(reopened.status).toBe(200);
    expect(reopened.body.bet.nonce).toBe(1);
    expect(cents(await walletRupees(t, playerId))).toBe(
      cents(100) - 200 + cents(first.body.bet.payout) + cents(reopened.body.bet.payout),
    );
  });
});
