import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { queryRows } from '../src/db/query';
import { postgresRateLimitStore } from '../src/lib/rate-limit-store';
import { games } from '../src/db/schema';
import { readWallet } from '../src/modules/wallet/accounts';
import { commonBody, createTestApp, pinnedMinuteClock, postApi, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';
import { addKhelWithCatalogue, loginAs } from './helpers/games';
import { fundedPlayer, openSession, providerCall, type TestProvider } from './helpers/provider';

const LIMITS = {
  RATE_LAUNCH_PLAYER: '3',
  RATE_SEARCH_IP: '5',
  RATE_SEARCH_PLAYER: '4',
  RATE_ONLINE_PLAYER: '2',
  RATE_BET_PLAYER: '4',
  SEARCH_TERMS_KEPT: '3',
};

let ipSeq = 0;
const newIp = () => `10.77.${Math.floor((ipSeq += 1) / 250)}.${ipSeq % 250}`;

/** Sends `count` requests at once; the states they got, sorted. */
async function concurrently(count: number, send: (i: number) => Promise<string>) {
  return (await Promise.all(Array.from({ length: count }, (_, i) => send(i)))).sort();
}
const states = (accepted: number, refused: number, refusal = '429') => [
  ...Array<string>(accepted).fill('200'),
  ...Array<string>(refused).fill(refusal),
];

describe.each(testDatabases())('rate limits on $kind', (target) => {
  let t: TestApp;
  let khel: TestProvider;
  let diceId: number;
  // Windows follow the API's clock: pinned, no burst meets a minute's end.
  const clock = pinnedMinuteClock();
  beforeAll(async () => {
    t = await createTestApp(target, LIMITS, { now: clock.now });
    khel = await addKhelWithCatalogue(t.database.db);
    const [dice] = await t.database.db.select().from(games).where(eq(games.gameCode, 'dice'));
    diceId = dice!.id;
  });
  afterAll(() => t.close());

  const post = async (
    app: FastifyInstance,
    path: string,
    body: Record<string, unknown>,
    ip = newIp(),
  ) => (await postApi(app, path, commonBody(body), { ip })).body.state;

  it('counts hits sent at once together, each with its own count, one window size at a time', async () => {
    const store = postgresRateLimitStore(t.database.db, clock.now);
    const keys = ['batch:a', 'batch:b', 'batch:c'];
    const counts = await Promise.all(
      Array.from({ length: 60 }, (_, i) => store.hit(keys[i % 3]!, i === 59 ? 3600 : 60)),
    );
    for (const k of keys.keys()) {
      const mine = counts.filter((_, i) => i % 3 === k && i !== 59).sort((a, b) => a - b);
      expect(mine).toEqual(Array.from({ length: mine.length }, (_, i) => i + 1));
    }
    const rows = await queryRows<{ key: string; hits: number }>(
      t.database.db,
      sql`select key, sum(hits)::int as hits from rate_limit_counters
          where key like 'batch:%' group by key order by key`,
    );
    expect(rows).toEqual([
      { key: 'batch:a', hits: 20 },
      { key: 'batch:b', hits: 20 },
      { key: 'batch:c', hits: 20 },
    ]);
  });

  it('launches: exactly the limit of concurrent launches per player, then again next minute', async () => {
    const auth = await loginAs(t.database.db, await fundedPlayer(t.database.db, 10));
    const launch = () => post(t.app, '/game/launch', { ...auth, gameId: diceId });
    expect(await concurrently(10, launch)).toEqual(states(3, 7));
    clock.nextMinute();
    expect(await launch()).toBe('200');
  });

  it('searches: exactly the limit per address, and per logged-in player across addresses', async () => {
    const ip = newIp();
    expect(
      await concurrently(12, (i) => post(t.app, '/game/search', { keyword: `dice${i}` }, ip)),
    ).toEqual(states(5, 7));
    const auth = await loginAs(t.database.db, await fundedPlayer(t.database.db, 0));
    expect(
      await concurrently(10, () => post(t.app, '/game/search', { ...auth, keyword: 'crash' })),
    ).toEqual(states(4, 6));
  });

  it('online reports: exactly the limit per player', async () => {
    const auth = await loginAs(t.database.db, await fundedPlayer(t.database.db, 0));
    expect(
      await concurrently(6, () => post(t.app, '/user/reportOnline', { ...auth, placeId: 1 })),
    ).toEqual(states(2, 4));
  });

  it('provider bets: exactly the limit per player, and nothing taken for the refused ones', async () => {
    const playerId = await fundedPlayer(t.database.db, 100);
    const sessionId = await openSession(t.app, t.database.db, khel, playerId);
    const round = randomBytes(4).toString('hex');
    const answers = await concurrently(10, async (i) => {
      const answer = await providerCall(t.app, khel, 'bet', {
        sessionId,
        transactionId: `${round}-${i}`,
        roundId: `${round}-${i}`,
        amount: 5,
      });
      return answer.state;
    });
    expect(answers).toEqual(states(4, 6, 'TOO_MANY_BETS'));
    expect((await readWallet(t.database.db, playerId)).balancePaise).toBe(8_000n);
  });

  it('keeps each searcher to its most recent distinct terms, counting a term once a day', async () => {
    const { db } = t.database;
    const auth = await loginAs(db, await fundedPlayer(db, 0));
    const searcher = `player:${auth.uid}`;
    for (const keyword of ['alpha', 'bravo', 'alpha', 'charlie', 'delta', 'echo']) {
      expect(await post(t.app, '/game/search', { ...auth, keyword })).toBe('200');
      await db.execute(sql`delete from rate_limit_counters where key like 'search:%'`);
    }
    const kept = await queryRows<{ term: string }>(
      db,
      sql`select term from game_search_recent where searcher = ${searcher} order by term`,
    );
    expect(kept.map((r) => r.term)).toEqual(['charlie', 'delta', 'echo']);
    const [alpha] = await queryRows<{ count: number }>(
      db,
      sql`select count from game_search_terms where term = 'alpha'`,
    );
    expect(alpha!.count).toBe(1);
  });

  it('finds the popular searches among thousands of terms', async () => {
    const { db } = t.database;
    // Days of the platform's calendar (+05:30), which is a day ahead of UTC's late in its day.
    const today = sql.raw(`((now() at time zone 'UTC') + platform_utc_offset())::date`);
    await db.execute(sql`delete from game_search_terms`);
    await db.execute(
      sql`insert into game_search_terms (term, day, count)
          select 'junk' || n, ${today} - (n % 7), 1 + n % 3 from generate_series(1, 5000) n`,
    );
    await db.execute(
      sql`insert into game_search_terms (term, day, count) values
            ('crash', ${today}, 9), ('dice', ${today} - 1, 8), ('mines', ${today} - 6, 5)`,
    );
    const home = await postApi(t.app, '/game/searchHome', commonBody({}));
    expect(home.body).toMatchObject({ state: '200' });
    expect((home.body.resultData as { popular: string[] }).popular).toEqual([
      'crash',
      'dice',
      'mines',
    ]);
  });
});

/** The counters are shared: two API instances on one database hold one limit together. */
describe.each(testDatabases().filter((d) => d.kind === 'postgres'))(
  'rate limits across two instances on $kind',
  (target) => {
    let t: TestApp;
    let second: FastifyInstance;
    const clock = pinnedMinuteClock();
    beforeAll(async () => {
      t = await createTestApp(target, LIMITS, { now: clock.now });
      await addKhelWithCatalogue(t.database.db);
      second = await buildApp({
        config: t.config,
        database: t.database,
        logger: false,
        now: clock.now,
      });
      await second.ready();
    });
    afterAll(async () => {
      await second.close();
      await t.close();
    });

    it('accepts exactly the limit of launches sent at once to both', async () => {
      const [dice] = await t.database.db.select().from(games).where(eq(games.gameCode, 'dice'));
      const auth = await loginAs(t.database.db, await fundedPlayer(t.database.db, 10));
      const launch = async (i: number) =>
        (
          await postApi(
            i % 2 ? t.app : second,
            '/game/launch',
            commonBody({ ...auth, gameId: dice!.id }),
            { ip: newIp() },
          )
        ).body.state;
      expect(await concurrently(12, launch)).toEqual(states(3, 9));
    });
  },
);

/** With REDIS_URL the counters live in Redis (the local one in tests); skipped without it. */
describe.runIf(Boolean(process.env.REDIS_URL))('rate limits in Redis', () => {
  const [target] = testDatabases();
  let t: TestApp;
  let second: FastifyInstance;
  const clock = pinnedMinuteClock();
  beforeAll(async () => {
    t = await createTestApp(
      target!,
      { ...LIMITS, REDIS_URL: process.env.REDIS_URL! },
      { now: clock.now },
    );
    await addKhelWithCatalogue(t.database.db);
    second = await buildApp({
      config: t.config,
      database: t.database,
      logger: false,
      now: clock.now,
    });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('uses Redis, and two instances hold exactly one limit', async () => {
    expect(t.app.rateLimitStore.kind).toBe('redis');
    const [dice] = await t.database.db.select().from(games).where(eq(games.gameCode, 'dice'));
    const auth = await loginAs(t.database.db, await fundedPlayer(t.database.db, 10));
    const launch = async (i: number) =>
      (
        await postApi(
          i % 2 ? t.app : second,
          '/game/launch',
          commonBody({ ...auth, gameId: dice!.id }),
          { ip: newIp() },
        )
      ).body.state;
    expect(await concurrently(12, launch)).toEqual(states(3, 9));
    const [counted] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from rate_limit_counters where key like 'launch:%'`,
    );
    expect(counted!.n).toBe(0);
  });
});
