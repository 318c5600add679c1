import { randomBytes } from 'node:crypto';
import type { TRankingListResponse } from '@khel/contract';
import { createJobRuntime } from '@khel/db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database, type Db } from '../src/db/client';
import { queryRows } from '../src/db/query';
import { openSession as openLogin } from '../src/modules/accounts/sessions';
import { insertPlayer } from '../src/modules/accounts/store';
import {
  closeRankingPeriod,
  createStandingsCache,
  getRankingList,
  periodOfDay,
  registerRankingJobs,
  setRankingAwards,
} from '../src/modules/rankings';
import { createAccountDirectory, readWallet } from '../src/modules/wallet/accounts';
import { commonBody, postApi, type Envelope } from './helpers/app';
import { expectError, expectOk } from './helpers/accounts';
import { KeyOperator, promotionsKey } from './helpers/promotions-admin';
import { createSeededDatabase, testDatabases } from './helpers/databases';
import { expectLedgerClean } from './helpers/deposits';
import { addProvider, fundedPlayer, openSession, providerCall } from './helpers/provider';

/** An instant given as platform time (GMT+5:30). */
const ist = (local: string) => new Date(`${local}+05:30`);

async function newPlayer(db: Db, phone: string | null = null) {
  const player = await insertPlayer(db, { isGuest: true }, (id) => `Guest${id}`);
  if (phone) await db.execute(sql`update players set phone = ${phone} where id = ${player.id}`);
  return player.id;
}

/** A round of `paise` valid bet settled at `at`: opened, then settled by an update, as provider_win does. */
async function settle(db: Db, playerId: number, paise: bigint, at: Date) {
  const roundId = randomBytes(8).toString('hex');
  await db.execute(
    sql`insert into game_rounds (provider_code, round_id, player_id, status, stake_paise)
        values ('test', ${roundId}, ${playerId}, 'open', ${paise})`,
  );
  await db.execute(
    sql`update game_rounds set status = 'settled', valid_bet_paise = ${paise},
          settled_at = ${at.toISOString()}::timestamptz
        where provider_code = 'test' and round_id = ${roundId}`,
  );
}

async function login(db: Db, playerId: number) {
  const session = await openLogin(db, {
    playerId,
    method: 'guest',
    requester: { ip: '127.0.0.1', deviceNumber: 'test-device' },
    settings: { idleMs: 72 * 3_600_000, maxMs: 30 * 86_400_000 },
  });
  return { sign: session.token, uid: String(playerId) };
}

describe.each(testDatabases())('rankings API on $kind', (target) => {
  let database: Database;
  let db: Db;
  let app: FastifyInstance;
  const clock = ist('2026-03-10T12:00:00');
  /** The back office through an API key (the tests move the clock). */
  let backOffice: KeyOperator;

  beforeAll(async () => {
    database = await createSeededDatabase(target);
    db = database.db;
    const config = loadConfig({
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'silent',
      GAMES_EMBEDDED: 'false',
    });
    await db.execute(sql`delete from ranking_awards`); // the demo awards: each test sets its own
    app = await buildApp({
      config,
      database,
      logger: false,
      now: () => clock,
      rankingsMaxAgeMs: 0,
    });
    await app.ready();
    backOffice = (await promotionsKey(app, db, clock)).key;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function list(
    period: string,
    scope: string,
    session?: { sign: string; uid: string },
  ): Promise<Envelope> {
    return (await postApi(app, '/activity/ranking/list', commonBody({ period, scope, ...session })))
      .body;
  }
  const ok = async (period: string, scope: string, session?: { sign: string; uid: string }) =>
    expectOk<TRankingListResponse>(await list(period, scope, session));

  const setAwards = async (period: string, awards: unknown) => {
    const { cookie: _cookie, ...answer } = await backOffice.call('/admin/promotions/rankings/set', {
      period,
      awards,
    });
    return answer as Envelope;
  };

  it('counts a round settled through the provider API, and not a tie that returned the stake', async () => {
    clock.setTime(Date.now());
    const provider = await addProvider(db);
    const playerId = await fundedPlayer(db, 100);
    const sessionId = await openSession(app, db, provider, playerId);
    const play = async (stake: number, win: number) => {
      const roundId = randomBytes(6).toString('hex');
      const bet = await providerCall(app, provider, 'bet', {
        sessionId,
        transactionId: `b${roundId}`,
        roundId,
        amount: stake,
      });
      expect(bet.state).toBe('200');
      const paid = await providerCall(app, provider, 'win', {
        transactionId: `w${roundId}`,
        roundId,
        amount: win,
      });
      expect(paid.state).toBe('200');
    };
    await play(12.5, 0);
    await play(10, 10); // a tie: not a valid bet
    await play(7.5, 20);
    const board = await ok('daily', 'current', await login(db, playerId));
    expect(board.mine).toEqual({ rank: expect.any(Number), totalBet: 20, award: 0 });
    expect(board.list).toContainEqual(
      expect.objectContaining({ rank: board.mine!.rank, totalBet: 20 }),
    );
    for (const period of ['weekly', 'monthly']) {
      expect((await ok(period, 'current', await login(db, playerId))).mine!.totalBet).toBe(20);
    }
  });

  it('ranks by total, a tie by who reached it first, and places the player below the list', async () => {
    clock.setTime(ist('2026-03-10T20:00:00').getTime());
    const day = (time: string) => ist(`2026-03-10T${time}`);
    // 52 players of Rs 100 to Rs 151, reached at 01:00: the list holds the best 50.
    const crowd: number[] = [];
    for (let i = 0; i < 52; i += 1) {
      const id = await newPlayer(db);
      await settle(db, id, BigInt(10_000 + i * 100), day('01:00:00'));
      crowd.push(id);
    }
    // Two players at Rs 1,000: the one who got there first ranks first.
    const late = await newPlayer(db, '+919876500001');
    await settle(db, late, 60_000n, day('08:00:00'));
    await settle(db, late, 40_000n, day('10:00:00'));
    const early = await newPlayer(db, '+919876500002');
    await settle(db, early, 100_000n, day('09:00:00'));
    const last = await newPlayer(db);
    await settle(db, last, 5_000n, day('11:00:00'));
    const nobody = await newPlayer(db);

    const board = await ok('daily', 'current', await login(db, last));
    expect(board.from).toBe(ist('2026-03-10T00:00:00').toISOString());
    expect(board.to).toBe(ist('2026-03-11T00:00:00').toISOString());
    expect(board.list).toHaveLength(50);
    expect(board.list.slice(0, 4)).toEqual([
      { rank: 1, phone: '+91 98•••••002', totalBet: 1000, award: 0 },
      { rank: 2, phone: '+91 98•••••001', totalBet: 1000, award: 0 },
      { rank: 3, phone: `ID •••${String(crowd[51]).slice(-3)}`, totalBet: 151, award: 0 },
      { rank: 4, phone: expect.stringMatching(/^ID •••\d+$/), totalBet: 150, award: 0 },
    ]);
    expect(board.list.map((r) => r.rank)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(board.list.at(-1)!.totalBet).toBe(104);
    // 54 players ahead of Rs 50: place 55, below the list.
    expect(board.mine).toEqual({ rank: 55, totalBet: 50, award: 0 });
    expect((await ok('daily', 'current', await login(db, late))).mine!.rank).toBe(2);
    expect((await ok('daily', 'current', await login(db, nobody))).mine).toEqual({
      rank: null,
      totalBet: 0,
      award: 0,
    });
    // A visitor sees the list, with no place of their own.
    expect((await ok('daily', 'current')).mine).toBeNull();
  });

  it("shows a player's bet in the list at once, though the standings are seconds old", async () => {
    const at = ist('2026-03-12T20:00:00');
    const standings = createStandingsCache(db, {
      maxAgeMs: 60_000,
      closedMaxAgeMs: 0,
      now: () => at,
    });
    const read = (playerId: number | null) =>
      getRankingList(
        { db, standings, offset: async () => 330, now: () => at },
        { period: 'daily', scope: 'current', playerId },
      );
    const day = (time: string) => ist(`2026-03-12T${time}`);
    const [first, second, third] = [await newPlayer(db), await newPlayer(db), await newPlayer(db)];
    await settle(db, first, 30_000n, day('01:00:00'));
    await settle(db, second, 20_000n, day('02:00:00'));
    await settle(db, third, 10_000n, day('03:00:00'));
    const shown = (board: TRankingListResponse) =>
      board.list.map((r) => [r.rank, r.phone, r.totalBet]);
    const name = (id: number) => `ID •••${String(id).slice(-3)}`;
    expect(shown(await read(null))).toEqual([
      [1, name(first), 300],
      [2, name(second), 200],
      [3, name(third), 100],
    ]);

    // Within the standings' age: the third player moves up to second in their own list, and a
    // new player shows at their place; anyone else still sees the standings as read.
    await settle(db, third, 15_000n, day('04:00:00'));
    const newcomer = await newPlayer(db, '+919876500003');
    await settle(db, newcomer, 50_000n, day('05:00:00'));
    const own = await read(third);
    expect(own.mine).toEqual({ rank: 2, totalBet: 250, award: 0 });
    expect(shown(own)).toEqual([
      [1, name(first), 300],
      [2, name(third), 250],
      [3, name(second), 200],
    ]);
    const theirs = await read(newcomer);
    expect(theirs.mine).toEqual({ rank: 1, totalBet: 500, award: 0 });
    expect(shown(theirs)).toEqual([
      [1, '+91 98•••••003', 500],
      [2, name(first), 300],
      [3, name(second), 200],
      [4, name(third), 100],
    ]);
    expect(shown(await read(first))).toHaveLength(3);
  });

  it('shows the award the operator set for each place', async () => {
    expect(
      await setAwards('daily', [
        { rank: 1, amount: 500 },
        { rank: 2, amount: 200.5 },
      ]),
    ).toMatchObject({
      state: '200',
      resultData: {
        awards: {
          daily: [
            { rank: 1, amount: 500 },
            { rank: 2, amount: 200.5 },
          ],
        },
      },
    });
    const board = await ok('daily', 'current');
    expect(board.list.slice(0, 3).map((r) => r.award)).toEqual([500, 200.5, 0]);
    await setAwards('daily', []);
  });

  it('refuses operator awards without promotions.write or with bad places', async () => {
    expect(
      await new KeyOperator(app, 'khk_1_wrong').call('/admin/promotions/rankings/get'),
    ).toMatchObject({ state: '401', msg: 'Sign in to the back office' });
    const put = setAwards;
    expectError(await put('yearly', []), '400', /^Invalid period/);
    expectError(
      await put('weekly', [
        { rank: 1, amount: 10 },
        { rank: 3, amount: 5 },
      ]),
      '400',
      'Invalid awards: ranks must run from 1 without gaps or repeats',
    );
    expectError(
      await put('weekly', [
        { rank: 1, amount: 10 },
        { rank: 2, amount: 20 },
      ]),
      '400',
      'Invalid awards: the award of rank 2 may not exceed the award of rank 1',
    );
    expectError(
      await put('weekly', [{ rank: 1, amount: 0 }]),
      '400',
      'Invalid awards.0.amount: must be above zero',
    );
    expectError(
      await put('weekly', [{ rank: 1, amount: 'ten' }]),
      '400',
      /^Invalid awards\.0\.amount/,
    );
    expect((await backOffice.call('/admin/promotions/rankings/get')).resultData.awards).toEqual({
      daily: [],
      weekly: [],
      monthly: [],
    });
  });

  it('refuses a bad period or scope with a clear message', async () => {
    expectError(await list('yearly', 'current'), '400', /^Invalid period/);
    expectError(await list('daily', 'future'), '400', /^Invalid scope/);
  });

  it('moves to a new day, week (Monday) and month at midnight platform time', async () => {
    const player = await newPlayer(db);
    const session = await login(db, player);
    // Sunday 31 May 2026, 23:59:59.999 platform time, and the instant after: Monday 1 June.
    await settle(db, player, 10_000n, new Date(ist('2026-06-01T00:00:00').getTime() - 1));
    await settle(db, player, 2_000n, ist('2026-06-01T00:00:00'));
    await settle(db, player, 40n, ist('2026-05-25T00:00:00')); // Monday of the week before
    const mine = async (period: string, scope: string) =>
      (await ok(period, scope, session)).mine!.totalBet;

    clock.setTime(ist('2026-05-31T23:59:59').getTime());
    expect([
      await mine('daily', 'current'),
      await mine('weekly', 'current'),
      await mine('monthly', 'current'),
    ]).toEqual([100, 100.4, 100.4]);
    const week = await ok('weekly', 'current', session);
    expect([week.from, week.to]).toEqual([
      ist('2026-05-25T00:00:00').toISOString(),
      ist('2026-06-01T00:00:00').toISOString(),
    ]);

    clock.setTime(ist('2026-06-01T00:00:00').getTime());
    expect([
      await mine('daily', 'current'),
      await mine('weekly', 'current'),
      await mine('monthly', 'current'),
    ]).toEqual([20, 20, 20]);
    expect([
      await mine('daily', 'history'),
      await mine('weekly', 'history'),
      await mine('monthly', 'history'),
    ]).toEqual([100, 100.4, 100.4]);
    const month = await ok('monthly', 'history', session);
    expect([month.from, month.to]).toEqual([
      ist('2026-05-01T00:00:00').toISOString(),
      ist('2026-06-01T00:00:00').toISOString(),
    ]);

    await settle(db, player, 300n, ist('2026-06-03T12:00:00'));
    clock.setTime(ist('2026-06-03T23:00:00').getTime());
    expect([
      await mine('daily', 'current'),
      await mine('weekly', 'current'),
      await mine('monthly', 'current'),
    ]).toEqual([3, 23, 23]);
    expect(await mine('daily', 'history')).toBe(0);
  });
});

describe.each(testDatabases())('ranking close on $kind', (target) => {
  let database: Database;
  let db: Db;
  beforeAll(async () => {
    database = await createSeededDatabase(target);
    db = database.db;
  });
  afterAll(() => database.close());

  const rewardsOf = (source: string) =>
    queryRows<{ player_id: string; amount_paise: string; status: string; record_type: string }>(
      db,
      sql`select r.player_id::text as player_id, r.amount_paise::text as amount_paise, r.status,
            t.record_type
          from rewards r left join ledger_transactions t on t.id = r.ledger_transaction_id
          where r.source = ${source} order by r.amount_paise desc`,
    );

  it('pays the awards of the day, week and month that ended once, across two job runners', async () => {
    const now = ist('2026-06-01T00:00:00');
    await setRankingAwards(
      db,
      'daily',
      [
        { rank: 1, amount: 300 },
        { rank: 2, amount: 100 },
        { rank: 3, amount: 50 },
      ],
      now,
    );
    await setRankingAwards(db, 'weekly', [{ rank: 1, amount: 1000 }], now);
    await setRankingAwards(
      db,
      'monthly',
      [
        { rank: 1, amount: 5000 },
        { rank: 2, amount: 2500 },
      ],
      now,
    );
    const a = await newPlayer(db);
    const b = await newPlayer(db);
    const c = await newPlayer(db);
    await settle(db, a, 50_000n, ist('2026-05-31T10:00:00'));
    await settle(db, b, 50_000n, ist('2026-05-31T09:00:00')); // the same total, reached first
    await settle(db, c, 90_000n, ist('2026-05-30T10:00:00')); // Saturday: week and month only
    await settle(db, c, 1_000n, ist('2026-06-01T00:00:01')); // the new day: not in May

    const clock = ist('2026-06-01T00:04:59');
    await db.execute(sql`delete from job_schedules`);
    const other = database.url
      ? await openDatabase({ databaseUrl: database.url, poolSize: 3 })
      : null;
    try {
      const runtimes = [db, other?.db ?? db].map((on) => {
        const jobs = createJobRuntime({ db: on, now: () => clock });
        registerRankingJobs(
          jobs,
          { db: on, accounts: createAccountDirectory(on), offset: async () => 330 },
          '+05:30',
        );
        return jobs;
      });
      await Promise.all(runtimes.map((r) => r.tick()));
      expect(await rewardsOf('ranking:daily:2026-05-31')).toEqual([]);
      clock.setTime(ist('2026-06-01T00:05:00').getTime());
      await Promise.all(runtimes.map((r) => r.tick()));
      await Promise.all(runtimes.map((r) => r.tick()));
    } finally {
      await other?.close();
    }
    const paid = (player: number, paise: string) => ({
      player_id: String(player),
      amount_paise: paise,
      status: 'claimed',
      record_type: 'gift',
    });
    expect(await rewardsOf('ranking:daily:2026-05-31')).toEqual([
      paid(b, '30000'),
      paid(a, '10000'),
    ]);
    expect(await rewardsOf('ranking:weekly:2026-05-25')).toEqual([paid(c, '100000')]);
    expect(await rewardsOf('ranking:monthly:2026-05-01')).toEqual([
      paid(c, '500000'),
      paid(b, '250000'),
    ]);
    expect((await readWallet(db, b)).balancePaise).toBe(280_000n);
    await expectLedgerClean(db);

    // Run again, twice at once: nothing more is granted or paid.
    const deps = { db, accounts: createAccountDirectory(db), offset: async () => 330 };
    const again = await Promise.all([
      closeRankingPeriod(deps, periodOfDay('daily', '2026-05-31'), ist('2026-06-01T01:00:00')),
      closeRankingPeriod(deps, periodOfDay('daily', '2026-05-31'), ist('2026-06-01T01:00:00')),
    ]);
    expect(again.map((r) => [r.granted, r.count])).toEqual([
      [0, 0],
      [0, 0],
    ]);
    expect((await readWallet(db, b)).balancePaise).toBe(280_000n);
    await expectLedgerClean(db);

    // The history shows what the close paid, and the player's own place in it.
    const standings = createStandingsCache(db, { maxAgeMs: 0, closedMaxAgeMs: 0, now: () => now });
    const history = await getRankingList(
      { db, standings, offset: async () => 330, now: () => ist('2026-06-01T08:00:00') },
      { period: 'daily', scope: 'history', playerId: a },
    );
    expect(history.list.map((r) => [r.rank, r.totalBet, r.award])).toEqual([
      [1, 500, 300],
      [2, 500, 100],
    ]);
    expect(history.mine).toEqual({ rank: 2, totalBet: 500, award: 100 });
  });
});
