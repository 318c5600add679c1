import { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { queryRows } from '@khel/db';
import { checkLedger, isClean } from '../../server/src/modules/wallet/invariants';
import { crashBusFor } from '../src/server/crash';
import { CRASH_CHANNEL, type PostgresBus } from '../src/server/crash/bus-postgres';
import { elapsedToReach } from '../src/server/crash/multiplier';
import type { PublicBet } from '../src/server/crash/view';
import {
  bettingRoundCrashingAbove,
  byBet,
  player,
  startPair,
  Watcher,
  type Pair,
  type State,
} from './crash-pair';
import { testDatabases, walletRupees } from './helpers';

/**
 * Crash across instances (docs/architecture.md §6, §9): two API instances on one database, the
 * round led by one, players watching from both (crash-pair.ts).
 */

/** A whole round with players on both instances; instance A leads. */
async function playRoundAcrossInstances(pair: Pair) {
  const { a, b } = pair;
  const alice = await player(pair, 100);
  const bob = await player(pair, 100);
  const carol = await player(pair, 100);
  const live = await bettingRoundCrashingAbove({ engine: a.engine, clock: pair.clock }, 1.5);
  const roundNo = live.row.roundNo;

  // Alice plays on the leader, Bob and Carol on the other instance; one onlooker on each.
  const aliceWs = new Watcher(a.port, alice.token);
  const bobWs = new Watcher(b.port, bob.token);
  const carolWs = new Watcher(b.port, carol.token);
  const watchers = [aliceWs, bobWs, carolWs, new Watcher(a.port, null), new Watcher(b.port, null)];
  try {
    for (const w of watchers)
      await w.state('the betting round', (s) => s.round.roundNo === roundNo);
    aliceWs.send({ type: 'bet', amount: 10 });
    bobWs.send({ type: 'bet', amount: 20 });
    carolWs.send({ type: 'bet', amount: 5, autoCashout: 1.1 });
    const bets = await Promise.all(
      [aliceWs, bobWs, carolWs].map((w) =>
        w.find<{ type: string; bet: PublicBet; balance: number }>(
          'bet:ok',
          (m) => m.type === 'bet:ok',
        ),
      ),
    );
    expect(bets.map((m) => m.balance)).toEqual([90, 80, 95]);
    const [aliceBet, bobBet, carolBet] = bets.map((m) => m.bet.id);
    // Everyone, on either instance, sees the three bets.
    for (const w of watchers) await w.state('three bets', (s) => s.playerCount === 3);

    pair.clock.now = live.row.bettingEndsAtMs;
    await a.engine.step(); // take-off
    for (const w of watchers) await w.state('take-off', (s) => s.round.status === 'running');
    const startedAt = (await a.engine.current())!.row.startedAtMs!;

    pair.clock.now = startedAt + elapsedToReach(120);
    await a.engine.step(); // Carol's auto cash-out at 1.10×, on the leader
    // Bob cashes out on the instance that does not lead, twice at once (socket and HTTP on the
    // leader): exactly one is taken, at the multiplier of that instant.
    bobWs.send({ type: 'cashout' });
    const http = await a.app.inject({
      method: 'POST',
      url: '/games/api/crash/cashout',
      headers: { authorization: `Bearer ${bob.token}` },
      payload: {},
    });
    const answer = await bobWs.find(
      'cashout answer',
      (m) => m.action === 'cashout' || m.type === 'cashout:ok',
    );
    const taken = [answer.type === 'cashout:ok', http.statusCode === 200];
    expect(taken.filter(Boolean)).toHaveLength(1);
    const cashed = (answer.type === 'cashout:ok' ? answer : http.json()) as {
      bet: PublicBet;
      balance: number;
    };
    expect(cashed.bet).toMatchObject({ multiplier: 1.2, payout: 24, status: 'cashed_out' });
    expect(cashed.balance).toBe(104);
    for (const w of watchers) {
      await w.state('both cash-outs', (s) => {
        const [bobSeen, carolSeen] = [byBet(s, bobBet!), byBet(s, carolBet!)];
        return bobSeen?.cashoutAt === 1.2 && carolSeen?.cashoutAt === 1.1;
      });
    }

    pair.clock.now = startedAt + live.crashElapsedMs;
    await a.engine.step(); // the crash
    await a.engine.settle();
    for (const w of watchers) await w.state('the crash', (s) => s.round.status === 'crashed');
    // Settlements reach their players wherever they are connected.
    const aliceSettled = await aliceWs.find('Alice settled', (m) => m.type === 'settled');
    expect(aliceSettled).toMatchObject({ betId: aliceBet, status: 'lost', payout: 0 });
    const carolSettled = await carolWs.find('Carol settled', (m) => m.type === 'settled');
    expect(carolSettled).toMatchObject({ betId: carolBet, status: 'cashed_out', payout: 5.5 });
    expect(carolSettled.balance).toBe(100.5);

    // The same phases, in the same order, on every socket of both instances.
    const expected = [`${roundNo}:betting`, `${roundNo}:running`, `${roundNo}:crashed`];
    for (const w of watchers) expect(w.phases()).toEqual(expected);
    const last = (w: Watcher) => {
      const states = w.messages.filter((m) => m.type === 'state') as State[];
      return states.at(-1)!;
    };
    const final = last(aliceWs);
    expect(final.round.crashPoint).toBe(live.crashPoint / 100);
    for (const w of watchers) {
      expect(last(w).round).toEqual(final.round);
      expect(last(w).players).toEqual(final.players);
    }
    expect(byBet(final, aliceBet!)).toMatchObject({ status: 'lost', payout: 0 });

    expect(await walletRupees(pair.t, alice.playerId)).toBe(90);
    expect(await walletRupees(pair.t, bob.playerId)).toBe(104);
    expect(await walletRupees(pair.t, carol.playerId)).toBe(100.5);
    const [wins] = await queryRows<{ n: number }>(
      pair.t.database.db,
      sql`select count(*)::int as n from game_rounds where provider_code = 'khel'
          and round_id = ${bobBet!} and status = 'settled' and win_paise = 2400`,
    );
    expect(wins!.n).toBe(1);
    expect(isClean(await checkLedger(pair.t.database.db))).toBe(true);
  } finally {
    for (const w of watchers) w.close();
  }
}

describe.each(testDatabases())('Crash across two instances on $kind', (target) => {
  let pair: Pair | undefined;
  afterEach(async () => {
    await pair?.close();
    pair = undefined;
  });

  it('shows every socket on both instances the same round, cash-outs and settlements', async () => {
    pair = await startPair(target);
    expect(crashBusFor(pair.b.database.db)!.kind).toBe(
      target.kind === 'postgres' ? 'postgres' : 'local',
    );
    await playRoundAcrossInstances(pair);
  }, 120_000);

  if (target.kind !== 'postgres') return;

  it('hands the round to the other instance when the leader stops mid-round', async () => {
    pair = await startPair(target);
    const { a, b } = pair;
    const dave = await player(pair, 50);
    const live = await bettingRoundCrashingAbove({ engine: a.engine, clock: pair.clock }, 1.3);
    await b.engine.step(); // a follower while A leads
    expect(a.engine.isLeader).toBe(true);
    expect(b.engine.isLeader).toBe(false);
    const daveWs = new Watcher(b.port, dave.token);
    try {
      await daveWs.state('the betting round', (s) => s.round.roundNo === live.row.roundNo);
      daveWs.send({ type: 'bet', amount: 10 });
      await daveWs.find('bet:ok', (m) => m.type === 'bet:ok');
      pair.clock.now = live.row.bettingEndsAtMs;
      await a.engine.step();
      await daveWs.state('take-off', (s) => s.round.status === 'running');

      await a.app.close(); // the leader goes away mid-round; its lock goes with it
      b.engine.forget(); // its next step asks for the lead now rather than a second later
      await b.engine.step(); // takes the lead: the interrupted round is cancelled and refunded
      expect(b.engine.isLeader).toBe(true);
      await b.engine.settle();
      await daveWs.state('the cancellation', (s) => s.round.status === 'cancelled');
      expect(await daveWs.find('the refund', (m) => m.type === 'settled')).toMatchObject({
        status: 'refunded',
        balance: 50,
      });
      await daveWs.state('the next round', (s) => s.round.roundNo > live.row.roundNo);
      expect(daveWs.phases()).toEqual([
        `${live.row.roundNo}:betting`,
        `${live.row.roundNo}:running`,
        `${live.row.roundNo}:cancelled`,
        `${live.row.roundNo + 1}:betting`,
      ]);
      expect(await walletRupees(pair.t, dave.playerId)).toBe(50);
    } finally {
      daveWs.close();
    }
  }, 120_000);

  it('listens again after its LISTEN connection drops and resyncs its sockets', async () => {
    pair = await startPair(target);
    const { a, b } = pair;
    const bus = crashBusFor(b.database.db) as PostgresBus;
    const live = await bettingRoundCrashingAbove({ engine: a.engine, clock: pair.clock }, 1.3);
    const watcher = new Watcher(b.port, null);
    try {
      await watcher.state('the betting round', (s) => s.round.roundNo === live.row.roundNo);
      let dropped!: () => void;
      const droppedNow = new Promise<void>((resolve) => (dropped = resolve));
      let reopen!: () => void;
      const gate = new Promise<void>((resolve) => (reopen = resolve));
      bus.retryDelay = async () => {
        dropped();
        await gate;
      };
      const [listener] = await queryRows<{ n: number }>(
        a.database.db,
        sql`select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
            where datname = current_database() and query = ${`listen ${CRASH_CHANNEL}`}
              and pid <> pg_backend_pid()`,
      );
      expect(listener!.n).toBe(2); // one per instance
      await droppedNow;
      expect(bus.listening).toBe(false);

      // Take-off while B hears nothing: B's socket learns of it from the database once B listens.
      pair.clock.now = live.row.bettingEndsAtMs;
      await a.engine.step();
      reopen();
      await watcher.state('take-off after the resync', (s) => s.round.status === 'running');
      expect(bus.listening).toBe(true);
    } finally {
      watcher.close();
    }
  }, 120_000);
});

/** Whether a Redis answers at `url` (the suite's Redis test skips, saying so, when none does). */
async function redisReachable(url: string) {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/**
 * The same round with REDIS_URL: the instances hear each other through Redis pub/sub. Redis is
 * REDIS_URL's, else the local one (.ci/run starts it); skipped when none answers.
 */
const postgres = testDatabases().find((t) => t.kind === 'postgres');
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = postgres ? await redisReachable(redisUrl) : false;
const skipped = postgres
  ? `skipped: no Redis answers at ${redisUrl}`
  : 'skipped: needs DATABASE_URL';
describe.skipIf(!redisUp)(
  `Crash across two instances over Redis${redisUp ? '' : ` (${skipped})`}`,
  () => {
    it('shows every socket on both instances the same round through Redis', async () => {
      const pair = await startPair(postgres!, { REDIS_URL: redisUrl });
      try {
        expect(crashBusFor(pair.a.database.db)!.kind).toBe('redis');
        expect(crashBusFor(pair.b.database.db)!.kind).toBe('redis');
        await playRoundAcrossInstances(pair);
      } finally {
        await pair.close();
      }
    }, 120_000);
  },
);
