/**
 * `npm run bench:games`:
 * - Dice bets per second through the whole path — game page request → games server (embedded,
 *   the production default) → the platform's signed seamless-wallet API (one betWin, in process)
 *   → ledger — with latency percentiles, on PostgreSQL (DATABASE_URL; BENCH_INSTANCES processes,
 *   default 2, each serving platform and games) and on PGlite. 1,000 players, 64 connections
 *   (BENCH_CONNECTIONS), BENCH_SECONDS (default 20) per database: the most it does. Then, on
 *   PostgreSQL, as many seconds of bets started at 1,500 a second (BENCH_RATE) whatever the
 *   answers do: the latency at that rate (scripts/bench/open-loop.ts). Goal (issue 20): ≥ 1,500
 *   bets/s, p99 ≤ 50 ms on PostgreSQL.
 * - Crash across instances: BENCH_CRASH_ROUNDS (default 3) live rounds on the same server
 *   processes' real round loop (one leads), 1,000 players on WebSockets spread over them, betting
 *   and cashing out on their sockets: how long round changes and others' cash-outs take to reach
 *   every socket on every instance (runCrash), settlements, peak RSS.
 * BENCH_GAMES=dice (or crash) runs only that part.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/query';
import { gameProviders } from '../apps/server/src/db/schema';
import { KHEL_PROVIDER } from '../apps/server/src/modules/games';
import {
  agent,
  commits,
  cpuSplit,
  createBenchDatabase,
  forEachDatabase,
  fundedPlayers,
  invariantsText,
  latencySummary,
  pickPorts,
  postJson,
  peakRssText,
  startServer,
  stopServers,
  type DatabaseKind,
  type HttpPool,
} from './bench/lib';
import { runCrash } from './bench/crash';
import { openLoopAgent, runOpenLoop } from './bench/open-loop';

const PLAYERS = 1000;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 2);
const CRASH_ROUNDS = Number(process.env.BENCH_CRASH_ROUNDS ?? 3);
const PARTS = (process.env.BENCH_GAMES ?? 'dice,crash').split(',');
/** Issue 20's goal for Dice on PostgreSQL. */
const DICE_GOAL = { betsPerSecond: 1500, p99Ms: 50 };
/** The open-loop phase's rate (PostgreSQL): the throughput goal, where the p99 goal applies. */
const RATE = Number(process.env.BENCH_RATE ?? DICE_GOAL.betsPerSecond);

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

  const bet = (port: number, i: number, via?: HttpPool) =>
    postJson<DiceAnswer>(
      port,
      '/games/api/dice/bet',
      { amount: 1, target: 50, direction: 'under' },
      { authorization: `Bearer ${tokens[i % PLAYERS]}` },
      via,
    );
  const latencies: number[] = [];
  let failures = 0;
  const deadline = Date.now() + SECONDS * 1000;
  const worker = async (w: number) => {
    const port = ports[w % ports.length]!;
    // One player per connection at a time: a player's own bets are sequential, as on a phone.
    for (let i = w; Date.now() < deadline; i += CONNECTIONS) {
      const t0 = performance.now();
      const answer = await bet(port, i);
      latencies.push(performance.now() - t0);
      if (!answer.bet) failures += 1;
    }
  };
  const commitsBefore = kind === 'postgres' ? await commits(bench.database) : 0;
  const cpu = cpuSplit(servers);
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, w) => worker(w)));
  const elapsed = (performance.now() - started) / 1000;
  const cpuText = cpu.text(latencies.length);
  // The p99 goal is a latency at a rate: measured at that rate (scripts/bench/open-loop.ts).
  const atRate =
    kind === 'postgres'
      ? await runOpenLoop(RATE, SECONDS, async (i, scheduledAt) => {
          const answer = await bet(ports[i % ports.length]!, i, openLoopAgent);
          return answer.bet ? [performance.now() - scheduledAt] : null;
        })
      : null;
  const peaks = await stopServers(servers);
  const reopened = await bench.reopen();
  // Every transaction of the run (games server, wallet, rate limits) over the bets.
  const commitsPerBet =
    kind === 'postgres'
      ? `; ${(((await commits(reopened)) - commitsBefore) / (latencies.length + (atRate?.latencies.length ?? 0))).toFixed(2)} commits/bet (both phases)`
      : '';
  const [calls] = await queryRows<{ kinds: string }>(
    reopened.db,
    sql`select coalesce(string_agg(kind || ' ' || n, ', ' order by kind), 'none') as kinds
        from (select kind, count(*) as n from provider_transactions group by kind) k`,
  );
  const invariants = await invariantsText(reopened);
  await bench.drop();
  const goal =
    kind === 'postgres' ? ` (goal ≥ ${DICE_GOAL.betsPerSecond.toLocaleString('en')})` : '';
  const atRateText = atRate
    ? `; at ${RATE.toLocaleString('en')} bets/s offered: ${atRate.achievedPerSecond.toFixed(0)} bets/s answered, ` +
      `latency ${latencySummary(atRate.latencies).text} (goal p99 ≤ ${DICE_GOAL.p99Ms} ms; ${atRate.failures} failed)`
    : '';
  console.log(
    `dice on ${kind.padEnd(8)} ${instances} instance(s), ${CONNECTIONS} connections: ${(latencies.length / elapsed).toFixed(0)} bets/s${goal} ` +
      `(${latencies.length} bets, ${failures} failed), latency ${latencySummary(latencies).text}${atRateText}; ` +
      `provider calls: ${calls!.kinds}; ${peakRssText(peaks)}${commitsPerBet}; ${cpuText}; invariants ${invariants}`,
  );
}

if (PARTS.includes('dice')) {
  console.log(
    `bench:games — Dice: ${PLAYERS} players, ${CONNECTIONS} connections, ${SECONDS} s per database`,
  );
  await forEachDatabase('dice on ', runDice);
}
if (PARTS.includes('crash')) {
  console.log(
    `bench:games — Crash: ${CRASH_ROUNDS} live rounds, ${PLAYERS} players on WebSockets spread over the instances (goal: every socket on every instance)`,
  );
  await forEachDatabase('crash on ', (kind) =>
    runCrash(kind, { players: PLAYERS, instances: INSTANCES, rounds: CRASH_ROUNDS }),
  );
}
agent.destroy();
