import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { queryRows } from '@khel/db';
import { buildApp } from '../../server/src/app';
import { openDatabase, type Database } from '../../server/src/db/client';
import { readWallet } from '../../server/src/modules/wallet/accounts';
import { checkLedger, isClean } from '../../server/src/modules/wallet/invariants';
import { createTestApp, type TestApp } from '../../server/test/helpers/app';
import { testDatabases, type TestDatabaseTarget } from '../../server/test/helpers/databases';
import { fundedPlayer, newLaunch } from '../../server/test/helpers/provider';
import { createPlatformClient, type PlatformClient } from '../src/server/platform';
import { createSession } from '../src/server/sessions';
import { crashBusFor, crashEngineFor, type CrashEngine } from '../src/server/crash';
import { MAX_MESSAGE_BYTES, packMessages, unpackMessage } from '../src/server/crash/bus';
import { CRASH_CHANNEL, type PostgresBus } from '../src/server/crash/bus-postgres';
import type { BetRow } from '../src/server/crash/bets';
import type { CrashChange } from '../src/server/crash/engine';
import { elapsedToReach } from '../src/server/crash/multiplier';
import type { PublicBet, PublicPlayer, PublicRound } from '../src/server/crash/view';

/**
 * Crash across instances (docs/architecture.md §6, §9): two API instances on one database, the
 * round led by one, players watching from both. On PostgreSQL each instance has its own pool
 * (two processes, as far as the database can tell) and they hear each other over LISTEN/NOTIFY,
 * or over Redis with REDIS_URL; on PGlite (one process) the two share the handle and an
 * in-process bus. Clocks are moved by hand and the leader's engine stepped by hand.
 */

interface Instance {
  app: FastifyInstance;
  database: Database;
  engine: CrashEngine;
  port: number;
}

interface Pair {
  t: TestApp;
  a: Instance;
  b: Instance;
  platform: PlatformClient;
  clock: { now: number };
  close(): Promise<void>;
}

const portOf = (app: FastifyInstance) => {
  const address = app.server.address();
  return address && typeof address === 'object' ? address.port : 0;
};

async function startPair(target: TestDatabaseTarget, env: Record<string, string> = {}) {
  const t = await createTestApp(target, {
    GAMES_EMBEDDED: 'true',
    GAMES_CRASH_LOOP: 'false',
    ...env,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const a: Instance = {
    app: t.app,
    database: t.database,
    engine: crashEngineFor(t.database.db)!,
    port: portOf(t.app),
  };
  // A second instance: its own pool on PostgreSQL; the same in-process database on PGlite.
  const database =
    t.database.kind === 'postgres'
      ? await openDatabase({ databaseUrl: t.database.url!, poolSize: 5 })
      : t.database;
  const app = await buildApp({ config: t.config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const b: Instance = { app, database, engine: crashEngineFor(database.db)!, port: portOf(app) };
  expect(b.engine).not.toBe(a.engine);
  const clock = { now: 1_700_000_000_000 };
  a.engine.clock = () => clock.now;
  b.engine.clock = () => clock.now;
  const [provider] = await queryRows<{ secret: string }>(
    t.database.db,
    sql`select secret from game_providers where code = 'khel'`,
  );
  const platform = createPlatformClient({
    baseUrl: () => `http://127.0.0.1:${a.port}/api`,
    providerCode: 'khel',
    secret: provider!.secret,
  });
  let closed = false;
  const pair: Pair = {
    t,
    a,
    b,
    platform,
    clock,
    async close() {
      if (closed) return;
      closed = true;
      await b.app.close();
      if (b.database !== t.database) await b.database.close();
      await t.close();
    },
  };
  return pair;
}

async function player(pair: Pair, rupees: number) {
  const { db } = pair.t.database;
  const playerId = await fundedPlayer(db, rupees);
  const { launchToken } = await newLaunch(db, {
    playerId,
    providerCode: 'khel',
    gameCode: 'crash',
  });
  const { sessionToken } = await createSession(db, pair.platform, launchToken);
  return { playerId, token: sessionToken };
}

const walletRupees = async (pair: Pair, playerId: number) =>
  Number((await readWallet(pair.t.database.db, playerId)).balancePaise) / 100;

type Message = { type: string; [key: string]: unknown };
interface State extends Message {
  round: PublicRound;
  players: PublicPlayer[];
  playerCount: number;
}

/** A WebSocket to /games/api/crash/ws that keeps every message and waits for the ones asked. */
class Watcher {
  readonly messages: Message[] = [];
  private readonly socket: WebSocket;
  private waiting: { check: () => boolean; resolve: () => void }[] = [];

  constructor(port: number, token: string | null) {
    const query = token ? `?session=${token}` : '';
    this.socket = new WebSocket(`ws://127.0.0.1:${port}/games/api/crash/ws${query}`);
    this.socket.on('message', (data) => {
      this.messages.push(JSON.parse(String(data)) as Message);
      this.waiting = this.waiting.filter((w) => (w.check() ? (w.resolve(), false) : true));
    });
  }

  /** Resolves with the first message (from the start) that `match` accepts. */
  find<T extends Message>(what: string, match: (m: Message) => boolean): Promise<T> {
    const found = () => this.messages.find(match) as T | undefined;
    return new Promise<T>((resolve, reject) => {
      // A guard so a missing message fails the test with its name instead of hanging it.
      const timer = setTimeout(() => reject(new Error(`no ${what}`)), 10_000);
      const check = () => found() !== undefined;
      const done = () => {
        clearTimeout(timer);
        resolve(found()!);
      };
      if (check()) done();
      else this.waiting.push({ check, resolve: done });
    });
  }

  /** The first state in which `match` holds. */
  state(what: string, match: (s: State) => boolean) {
    return this.find<State>(what, (m) => m.type === 'state' && match(m as State));
  }

  send(message: object) {
    this.socket.send(JSON.stringify(message));
  }

  /** The round phases seen, in order, each once: "12:betting", "12:running", … */
  phases() {
    const seen: string[] = [];
    for (const m of this.messages) {
      if (m.type !== 'state') continue;
      const { round } = m as State;
      const phase = `${round.roundNo}:${round.status}`;
      if (seen.at(-1) !== phase) seen.push(phase);
    }
    return seen;
  }

  close() {
    this.socket.close();
  }
}

/**
 * Steps the leader until a round takes bets whose crash point is at least `min` and that crashes
 * rather than ending at the round's maximum multiplier, where every bet still in is paid (a CI run
 * drew such a round: the bet meant to lose was paid 1,000×).
 */
async function bettingRoundCrashingAbove(pair: Pair, leader: CrashEngine, min: number) {
  for (let i = 0; i < 40; i += 1) {
    await leader.step();
    const live = (await leader.current())!;
    if (live.row.status === 'betting' && live.crashPoint >= min * 100 && !live.capped) return live;
    pair.clock.now = live.row.bettingEndsAtMs;
    await leader.step();
    const running = (await leader.current())!;
    if (running.row.status === 'running') {
      pair.clock.now = running.row.startedAtMs! + running.crashElapsedMs;
      await leader.step();
    }
    pair.clock.now = (await leader.current())!.row.crashedAtMs! + leader.timing.pauseMs;
  }
  throw new Error('no suitable round');
}

const byBet = (state: State, betId: string) => state.players.find((p) => p.betId === betId);

/** A whole round with players on both instances; instance A leads. */
async function playRoundAcrossInstances(pair: Pair) {
  const { a, b } = pair;
  const alice = await player(pair, 100);
  const bob = await player(pair, 100);
  const carol = await player(pair, 100);
  const live = await bettingRoundCrashingAbove(pair, a.engine, 1.5);
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

    expect(await walletRupees(pair, alice.playerId)).toBe(90);
    expect(await walletRupees(pair, bob.playerId)).toBe(104);
    expect(await walletRupees(pair, carol.playerId)).toBe(100.5);
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

const settledChange = (id: number): CrashChange => ({
  kind: 'settled',
  balance: 12.5,
  bet: {
    id,
    roundNo: 7,
    playerId: String(1000 + id),
    nickname: 'Guest1234',
    platformSessionId: 'a'.repeat(36),
    amountPaise: 1000n,
    autoCashout: 150,
    cashoutAt: 150,
    payoutPaise: 1500n,
    status: 'cashed_out',
    settled: false,
    createdAt: '2026-01-01T00:00:00.000Z',
  } satisfies BetRow,
});

describe('the bus messages', () => {
  it('packs many changes in order under the NOTIFY limit and reads them back', () => {
    const changes: CrashChange[] = [
      { kind: 'bets', roundNo: 7 },
      ...Array.from({ length: 300 }, (_, i) => settledChange(i)),
      { kind: 'bets', roundNo: 7 },
    ];
    const messages = packMessages('me', changes);
    expect(messages.length).toBeGreaterThan(1);
    for (const message of messages) {
      expect(Buffer.byteLength(message)).toBeLessThanOrEqual(MAX_MESSAGE_BYTES);
    }
    expect(messages.flatMap((m) => unpackMessage('me', m))).toEqual([]);
    const read = messages.flatMap((m) => unpackMessage('other', m));
    // The second `bets` of the round is dropped only when it shares a message with the first.
    expect(read.filter((c) => c.kind === 'settled')).toEqual(changes.slice(1, 301));
    expect(read[0]).toEqual({ kind: 'bets', roundNo: 7 });
  });

  it('turns a change too big for one message into a resync', () => {
    const big = settledChange(1);
    if (big.kind === 'settled') big.bet.nickname = 'x'.repeat(9000);
    const read = packMessages('me', [big]).flatMap((m) => unpackMessage('other', m));
    expect(read).toEqual([{ kind: 'resync' }]);
  });
});

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
    const live = await bettingRoundCrashingAbove(pair, a.engine, 1.3);
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
      expect(await walletRupees(pair, dave.playerId)).toBe(50);
    } finally {
      daveWs.close();
    }
  }, 120_000);

  it('listens again after its LISTEN connection drops and resyncs its sockets', async () => {
    pair = await startPair(target);
    const { a, b } = pair;
    const bus = crashBusFor(b.database.db) as PostgresBus;
    const live = await bettingRoundCrashingAbove(pair, a.engine, 1.3);
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
