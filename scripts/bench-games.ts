/**
 * `npm run bench:games`:
 * - Dice bets per second through the whole path — game page request → games server (embedded,
 *   the production default) → the platform's signed seamless-wallet API (one betWin, in process)
 *   → ledger — with latency percentiles, on PostgreSQL (DATABASE_URL; BENCH_INSTANCES processes,
 *   default 2, each serving platform and games) and on PGlite. 1,000 players, 64 connections,
 *   BENCH_SECONDS (default 20) per database. Goal (issue 20): ≥ 1,500 bets/s, p99 ≤ 50 ms on
 *   PostgreSQL.
 * - One Crash round with 1,000 players: all bet, a third cash out by hand, a third by auto cash-out,
 *   then the crash — each phase timed, in one process whose round engine is stepped by a clock
 *   moved by hand (so the round's own seconds of flight do not count), on the same databases.
 * BENCH_GAMES=dice (or crash) runs only that part.
 */
import { sql } from 'drizzle-orm';
import { crashEngineFor } from '../apps/games/src/server/crash';
import { elapsedToReach } from '../apps/games/src/server/crash/multiplier';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { queryRows } from '../apps/server/src/db/query';
import { gameProviders } from '../apps/server/src/db/schema';
import { KHEL_PROVIDER } from '../apps/server/src/modules/games';
import {
  agent,
  createBenchDatabase,
  fundedPlayers,
  invariantsText,
  latencySummary,
  pickPorts,
  postJson,
  peakRssText,
  startServer,
  stopServers,
  type DatabaseKind,
} from './bench/lib';

const PLAYERS = 1000;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 2);
const PARTS = (process.env.BENCH_GAMES ?? 'dice,crash').split(',');
/** Issue 20's goal for Dice on PostgreSQL. */
const DICE_GOAL = { betsPerSecond: 1500, p99Ms: 50 };

interface DiceAnswer {
  bet?: { win: boolean };
  balance?: number;
  error?: string;
}

async function runDice(kind: DatabaseKind) {
  const bench = await createBenchDatabase(kind, 'games');
  // The server replaces this secret with its own on start; the row must exist for the tokens.
  await bench.database.db
    .insert(gameProviders)
    .values({ code: KHEL_PROVIDER, name: 'Khel Originals', secret: 'replaced-at-start' })
    .onConflictDoNothing();
  const players = await fundedPlayers(bench.database, PLAYERS, KHEL_PROVIDER, 'dice');
  // Launch tokens live 120 s; on a busy machine the servers' start alone can take that long.
  await bench.database.db.execute(
    sql`update game_sessions set launch_expires_at = now() + interval '30 minutes'`,
  );
  await bench.release();
  const instances = kind === 'postgres' ? INSTANCES : 1;
  const ports = pickPorts(instances);
  const env = { ...bench.env, GAMES_EMBEDDED: 'true', GAMES_CRASH_LOOP: 'false' };
  const servers = await Promise.all(ports.map((port) => startServer(env, port)));

  // CONNECTIONS at a time: launch tokens live 120 s, and a busy machine opens 1,000 slowly.
  const tokens: string[] = [];
  let nextPlayer = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (nextPlayer < players.length) {
        const i = nextPlayer++;
        const answer = await postJson<{ sessionToken?: string; error?: string }>(
          ports[i % ports.length]!,
          '/games/api/session',
          { launchToken: players[i]!.launchToken },
        );
        if (!answer.sessionToken) throw new Error(`session refused: ${JSON.stringify(answer)}`);
        tokens[i] = answer.sessionToken;
      }
    }),
  );

  const latencies: number[] = [];
  let failures = 0;
  const deadline = Date.now() + SECONDS * 1000;
  const worker = async (w: number) => {
    const port = ports[w % ports.length]!;
    // One player per connection at a time: a player's own bets are sequential, as on a phone.
    for (let i = w; Date.now() < deadline; i += CONNECTIONS) {
      const t0 = performance.now();
      const answer = await postJson<DiceAnswer>(
        port,
        '/games/api/dice/bet',
        { amount: 1, target: 50, direction: 'under' },
        { authorization: `Bearer ${tokens[i % PLAYERS]}` },
      );
      latencies.push(performance.now() - t0);
      if (!answer.bet) failures += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, w) => worker(w)));
  const elapsed = (performance.now() - started) / 1000;
  const peaks = await stopServers(servers);
  const reopened = await bench.reopen();
  const [calls] = await queryRows<{ kinds: string }>(
    reopened.db,
    sql`select coalesce(string_agg(kind || ' ' || n, ', ' order by kind), 'none') as kinds
        from (select kind, count(*) as n from provider_transactions group by kind) k`,
  );
  const invariants = await invariantsText(reopened);
  await bench.drop();
  const goal =
    kind === 'postgres'
      ? ` (goal ≥ ${DICE_GOAL.betsPerSecond.toLocaleString('en')} bets/s, p99 ≤ ${DICE_GOAL.p99Ms} ms)`
      : '';
  console.log(
    `dice on ${kind.padEnd(8)} ${instances} instance(s): ${(latencies.length / elapsed).toFixed(0)} bets/s ` +
      `(${latencies.length} bets, ${failures} failed; provider calls: ${calls!.kinds}); ` +
      `latency ${latencySummary(latencies).text}${goal}; ${peakRssText(peaks)}; invariants ${invariants}`,
  );
}

/** Runs `task` for each item with at most CONNECTIONS at once; returns each one's latency. */
async function timedAll<T>(items: T[], task: (item: T, index: number) => Promise<boolean>) {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < items.length) {
        const index = next++;
        const t0 = performance.now();
        if (!(await task(items[index]!, index))) failures += 1;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { latencies, failures, seconds: (performance.now() - started) / 1000 };
}

async function runCrash(kind: DatabaseKind) {
  const bench = await createBenchDatabase(kind, 'crash');
  const config = loadConfig({
    ...bench.env,
    WEB_DIST: '/nonexistent',
    LOG_LEVEL: 'silent',
    GAMES_EMBEDDED: 'true',
    GAMES_CRASH_LOOP: 'false',
  });
  const app = await buildApp({ config, database: bench.database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const players = await fundedPlayers(bench.database, PLAYERS, KHEL_PROVIDER, 'crash');
  const tokens: string[] = [];
  for (const p of players) {
    const answer = await postJson<{ sessionToken?: string }>(port, '/games/api/session', {
      launchToken: p.launchToken,
    });
    tokens.push(answer.sessionToken!);
  }

  const engine = crashEngineFor(bench.database.db)!;
  const clock = { now: Date.now() };
  engine.clock = () => clock.now;
  // A round that flies past 1.6×, so every cash-out below is in time.
  let live = null;
  for (let i = 0; i < 200 && !live; i += 1) {
    await engine.step();
    const round = (await engine.current())!;
    if (round.row.status === 'betting' && round.crashPoint >= 160) live = round;
    else {
      clock.now = round.row.bettingEndsAtMs;
      await engine.step();
      clock.now = (await engine.current())!.row.startedAtMs! + round.crashElapsedMs;
      await engine.step();
      clock.now += engine.timing.pauseMs;
    }
  }
  if (!live) throw new Error('no round above 1.6× in 200 tries');

  const crashCall = (path: string, token: string, body: object = {}) =>
    postJson<{ bet?: unknown }>(port, `/games/api/crash/${path}`, body, {
      authorization: `Bearer ${token}`,
    });
  // A third cash out by hand, a third by auto cash-out at 1.5×, a third ride to the crash.
  const third = Math.floor(PLAYERS / 3);
  const bets = await timedAll(tokens, async (token, index) => {
    const auto = index >= third && index < 2 * third;
    return Boolean(
      (await crashCall('bet', token, { amount: 1, ...(auto ? { autoCashout: 1.5 } : {}) })).bet,
    );
  });
  clock.now = live.row.bettingEndsAtMs;
  await engine.step(); // take-off
  const startedAt = (await engine.current())!.row.startedAtMs!;
  clock.now = startedAt + elapsedToReach(130);
  await engine.step();
  const cashouts = await timedAll(tokens.slice(0, third), async (token) =>
    Boolean((await crashCall('cashout', token)).bet),
  );
  clock.now = startedAt + elapsedToReach(150);
  const t0 = performance.now();
  await engine.step(); // the auto cash-outs at 1.50×
  await engine.settle();
  const autoSeconds = (performance.now() - t0) / 1000;
  clock.now = startedAt + live.crashElapsedMs;
  const t1 = performance.now();
  await engine.step(); // the crash
  await engine.settle();
  const crashSeconds = (performance.now() - t1) / 1000;

  const [settled] = await queryRows<{ settled: string; paid: string }>(
    bench.database.db,
    sql`select count(*) filter (where status = 'settled')::text as settled,
               count(*) filter (where win_paise > 0)::text as paid
        from game_rounds where provider_code = ${KHEL_PROVIDER} and game_code = 'crash'`,
  );
  await app.close();
  const invariants = await invariantsText(bench.database);
  await bench.drop();
  console.log(
    `crash on ${kind.padEnd(8)} 1 round, ${PLAYERS} players: ${PLAYERS - bets.failures} bets in ${bets.seconds.toFixed(2)} s ` +
      `(${(PLAYERS / bets.seconds).toFixed(0)}/s, ${latencySummary(bets.latencies).text}); ` +
      `${third - cashouts.failures} cash-outs in ${cashouts.seconds.toFixed(2)} s (${latencySummary(cashouts.latencies).text}); ` +
      `${third} auto cash-outs settled in ${autoSeconds.toFixed(2)} s; the crash (${PLAYERS - 2 * third} losing bets) settled in ${crashSeconds.toFixed(2)} s; ` +
      `${settled!.settled} rounds settled on the platform, ${settled!.paid} paid; invariants ${invariants}`,
  );
}

if (PARTS.includes('dice')) {
  console.log(
    `bench:games — Dice: ${PLAYERS} players, ${CONNECTIONS} connections, ${SECONDS} s per database`,
  );
  if (process.env.DATABASE_URL) await runDice('postgres');
  else console.log('dice on postgres: skipped (set DATABASE_URL to a PostgreSQL server)');
  await runDice('pglite');
}
if (PARTS.includes('crash')) {
  console.log(`bench:games — Crash: one round, ${PLAYERS} players, ${CONNECTIONS} connections`);
  if (process.env.DATABASE_URL) await runCrash('postgres');
  else console.log('crash on postgres: skipped (set DATABASE_URL to a PostgreSQL server)');
  await runCrash('pglite');
}
agent.destroy();
