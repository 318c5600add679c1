import { queryRows } from '@khel/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinnedMinuteClock, type TestApp } from '../../server/test/helpers/app';
import {
  fundedPlayer,
  gamesPost,
  launchToken,
  playerSession,
  startPlatform,
  startSecondInstance,
  testDatabases,
  walletRupees,
  type SecondInstance,
} from './helpers';

const dice = { amount: 1, target: 50, direction: 'under' };

/** Bets per minute through the games API: per address and per player (RATE_BET_*). */
describe.each(testDatabases())('games API bet limits on $kind', (target) => {
  let t: TestApp;
  // The limits' minutes follow the API's clock: pinned, no test's bets meet a minute's end.
  const clock = pinnedMinuteClock();
  beforeAll(async () => {
    t = await startPlatform(target, { RATE_BET_IP: '3', RATE_BET_PLAYER: '2' }, { now: clock.now });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('accepts exactly the limit of concurrent bets from one address, across players', async () => {
    // Two bets each: within every player's limit, so only the address's binds.
    const players = await Promise.all(Array.from({ length: 4 }, () => playerSession(t, 100)));
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        gamesPost(t.app, 'dice/bet', dice, players[i % 4]!.token, '10.9.0.1'),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
    expect(answers.find((a) => a.status === 429)!.body).toEqual({
      error: 'TOO_MANY_REQUESTS',
      message: 'Too many bets in a minute; please slow down',
    });
  });

  it('accepts exactly the limit of concurrent bets from one player, across addresses', async () => {
    const { playerId, token } = await playerSession(t, 100);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => gamesPost(t.app, 'dice/bet', dice, token, `10.9.1.${i}`)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 429, 429, 429, 429]);
    // Two bets of Rs 1 were taken (and perhaps paid); the refused ones took nothing.
    const balance = await walletRupees(t, playerId);
    expect(balance).toBeGreaterThanOrEqual(98);
    expect(balance).toBeLessThanOrEqual(98 + 2 * 1.98);
  });

  it("counts a bet its player's limit refused against its address too", async () => {
    const first = await playerSession(t, 100);
    const second = await playerSession(t, 100);
    const bet = (token: string) => gamesPost(t.app, 'dice/bet', dice, token, '10.9.2.1');
    expect((await bet(first.token)).status).toBe(200);
    expect((await bet(first.token)).status).toBe(200);
    expect((await bet(first.token)).status).toBe(429); // the player's third: over 2
    // The address has been tried three times: its limit (3) is reached for everyone.
    expect((await bet(second.token)).status).toBe(429);
  });
});

/**
 * Where the counters are PostgreSQL's (the default store), a Dice bet is counted by the statement
 * that records it, on whichever instance records it (bet-rate.ts inStatement): two instances
 * still hold one limit.
 */
describe.each(testDatabases())('games API bet limits on two instances on $kind', (target) => {
  let t: TestApp;
  let second: SecondInstance;
  const clock = pinnedMinuteClock();
  beforeAll(async () => {
    t = await startPlatform(
      target,
      { RATE_BET_IP: '5', RATE_BET_PLAYER: '50' },
      { now: clock.now },
    );
    second = await startSecondInstance(t, { now: clock.now });
    await second.app.ready();
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it("accepts exactly the address's limit of bets sent at once to both, recording none over it", async () => {
    // Eight players, each with a session on one instance and a first bet there from an address of
    // its own: every instance now remembers the game's settings and its players' seeds, so the
    // bets below are recorded, and counted, by each instance's group commit.
    const players = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const app = i % 2 === 0 ? t.app : second.app;
        const playerId = await fundedPlayer(t.database.db, 100);
        const session = await gamesPost<{ sessionToken: string }>(app, 'session', {
          launchToken: await launchToken(t, playerId),
        });
        const token = session.body.sessionToken;
        expect((await gamesPost(app, 'dice/bet', dice, token, `10.9.8.${i}`)).status).toBe(200);
        return { app, playerId, token };
      }),
    );
    // Twelve at once from one address, split over both instances; some players have two at once
    // (one takes the nonce the instance expected, the other is recorded again with it read now).
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => {
        const { app, token } = players[i % 8]!;
        return gamesPost(app, 'dice/bet', dice, token, '10.9.9.9');
      }),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([
      ...Array<number>(5).fill(200),
      ...Array<number>(7).fill(429),
    ]);
    // Every attempt counted once; the refused ones left no bet.
    const [counter] = await queryRows<{ hits: number }>(
      t.database.db,
      sql`select hits from rate_limit_counters where key = 'games-bet:ip:10.9.9.9'`,
    );
    expect(Number(counter!.hits)).toBe(12);
    const ids = players.map((p) => String(p.playerId));
    const [bets] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from kg_bets where player_id in ${sql`(${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`}`,
    );
    expect(Number(bets!.n)).toBe(8 + 5);
  });
});
