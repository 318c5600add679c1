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
import type http from 'node:http';
import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { applyGamesMigrations } from '../apps/games/src/server';
import { DEFAULT_TIMING } from '../apps/games/src/server/crash';
import { elapsedToReach } from '../apps/games/src/server/crash/multiplier';
import { saveGameSettings } from '../apps/games/src/server/settings';
import { queryRows } from '../apps/server/src/db/query';
import { gameProviders } from '../apps/server/src/db/schema';
import { KHEL_PROVIDER } from '../apps/server/src/modules/games';
import {
  agent,
  commits,
  cpuSplit,
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
import { openLoopAgent, runOpenLoop } from './bench/open-loop';

const PLAYERS = 1000;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 2);
const CRASH_ROUNDS = Number(process.env.BENCH_CRASH_ROUNDS ?? 3);
const PARTS = (process.env.BENCH_GAMES ?? 'dice,crash').split(',');
/** BENCH_DATABASES=postgres (or pglite) runs one of them. */
const DATABASES = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',');
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

  const bet = (port: number, i: number, via?: http.Agent) =>
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

/** What a Crash socket of the bench receives (the parts it reads). */
interface CrashMessage {
  type: string;
  round?: {
    roundNo: number;
    status: string;
    bettingEndsAt: number;
    startedAt: number | null;
    crashedAt: number | null;
  };
  players?: { betId: string; status: string; cashoutAt: number | null }[];
  bet?: { id: string };
  action?: string;
}

/** One socket in this many reads the bet lists (cash-out sightings); the others the round only. */
const SAMPLE_EVERY = 10;

/**
 * A message as the bench needs it. A state's bet list (~10 KB) is parsed only on sampling sockets,
 * so the bench's own client does not drown the machine it measures.
 */
function readMessage(text: string, withPlayers: boolean): CrashMessage {
  const players = text.startsWith('{"type":"state"') ? text.indexOf(',"players":') : -1;
  if (withPlayers || players < 0) return JSON.parse(text) as CrashMessage;
  return JSON.parse(`${text.slice(0, players)}}`) as CrashMessage;
}

/**
 * Crash across instances: BENCH_INSTANCES server processes on PostgreSQL (one on PGlite), each
 * running the round loop in real time (one leads, the others follow over the bus), and PLAYERS
 * players each on a WebSocket, spread over the instances. Each round a third of them bet on their
 * socket, spread over the first 4 s of betting — of those a third cash out by hand at 1.30×, a
 * third by auto cash-out at 1.50×, a third ride — under a 2× maximum multiplier so rounds stay
 * short. Fan-out: from a round change at the leader
 * (betting open, take-off: their times are in the state) to its arrival on each socket; crash:
 * from the moment the curve reaches the crash point (includes up to one loop tick); cash-outs:
 * from the request on one instance to the cash-out in the list on every socket (bet lists are
 * coalesced, ≤ 1 per 150 ms).
 */
async function runCrash(kind: DatabaseKind) {
  const bench = await createBenchDatabase(kind, 'crash');
  await applyGamesMigrations(bench.database.db, 'apps/games/drizzle');
  await saveGameSettings(bench.database.db, 'crash', { maxMultiplier: 2 });
  await bench.database.db
    .insert(gameProviders)
    .values({ code: KHEL_PROVIDER, name: 'Khel Originals', secret: 'replaced-at-start' })
    .onConflictDoNothing();
  const players = await fundedPlayers(bench.database, PLAYERS, KHEL_PROVIDER, 'crash');
  await bench.release();
  const instances = kind === 'postgres' ? INSTANCES : 1;
  const ports = pickPorts(instances);
  const env = { ...bench.env, GAMES_EMBEDDED: 'true', GAMES_CRASH_LOOP: 'true' };
  const servers = await Promise.all(ports.map((port) => startServer(env, port)));
  const tokens: string[] = [];
  for (const [i, p] of players.entries()) {
    const answer = await postJson<{ sessionToken?: string }>(
      ports[i % ports.length]!,
      '/games/api/session',
      { launchToken: p.launchToken },
    );
    tokens.push(answer.sessionToken!);
  }

  const fanOut = { betting: [] as number[], running: [] as number[], crashed: [] as number[] };
  const perInstance = ports.map(() => [] as number[]);
  const cashoutShown: number[] = [];
  const betLatencies: number[] = [];
  const cashoutLatencies: number[] = [];
  const cashoutSentAt = new Map<string, number>();
  let betsPlaced = 0;
  let betsTried = 0;
  let cashoutsTaken = 0;
  let settledNotices = 0;
  const roundsSeen = new Set<number>();
  const crashedRounds = new Set<number>();
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));

  const sockets = tokens.map((token, index) => {
    const port = ports[index % ports.length]!;
    // A third of the players bet, spread over the first 4 s of betting as people do; of them a
    // third cash out by hand, a third by auto cash-out, a third ride. Everyone watches.
    const bettor = index % 3 === 0;
    const group = Math.floor(index / 3) % 3; // 0: cash out by hand, 1: auto cash-out, 2: ride
    const socket = new WebSocket(`ws://127.0.0.1:${port}/games/api/crash/ws?session=${token}`);
    const phases = new Set<string>();
    const shown = new Set<string>();
    let betSentAt = 0;
    let myBet: string | null = null;
    let firstRound: number | null = null;
    socket.on('message', (data) => {
      const at = Date.now();
      const message = readMessage(String(data), index % SAMPLE_EVERY === 0);
      if (message.type === 'settled') settledNotices += 1;
      else if (message.type === 'bet:ok') {
        betsPlaced += 1;
        betLatencies.push(at - betSentAt);
        myBet = message.bet!.id;
      } else if (message.type === 'cashout:ok') {
        cashoutsTaken += 1;
        cashoutLatencies.push(at - cashoutSentAt.get(myBet!)!);
      }
      if (message.type !== 'state' || !message.round) return;
      const { round } = message;
      // The first round is the one open when the socket connected: played from the next one.
      firstRound ??= round.roundNo;
      const phase = `${round.roundNo}:${round.status}`;
      if (round.roundNo > firstRound && !phases.has(phase)) {
        phases.add(phase);
        roundsSeen.add(round.roundNo);
        const origin =
          round.status === 'betting'
            ? round.bettingEndsAt - DEFAULT_TIMING.bettingMs
            : round.status === 'running'
              ? round.startedAt!
              : round.crashedAt!;
        if (round.status in fanOut) {
          fanOut[round.status as keyof typeof fanOut].push(at - origin);
          if (round.status !== 'crashed') perInstance[index % ports.length]!.push(at - origin);
        }
        if (bettor && round.status === 'betting' && round.roundNo <= firstRound + CRASH_ROUNDS) {
          myBet = null;
          setTimeout(() => {
            betSentAt = Date.now();
            betsTried += 1;
            const auto = group === 1 ? { autoCashout: 1.5 } : {};
            socket.send(JSON.stringify({ type: 'bet', amount: 1, ...auto }));
          }, Math.random() * 4000);
        }
        if (round.status === 'running' && group === 0 && myBet) {
          const bet = myBet;
          const due = round.startedAt! + elapsedToReach(130) - Date.now();
          setTimeout(
            () => {
              cashoutSentAt.set(bet, Date.now());
              socket.send(JSON.stringify({ type: 'cashout' }));
            },
            Math.max(0, due),
          );
        }
        if (round.status === 'crashed' || round.status === 'cancelled') {
          crashedRounds.add(round.roundNo);
          if (round.roundNo >= firstRound + CRASH_ROUNDS) finish();
        }
      }
      for (const p of message.players ?? []) {
        const sentAt = cashoutSentAt.get(p.betId);
        if (p.status === 'cashed_out' && sentAt !== undefined && !shown.has(p.betId)) {
          shown.add(p.betId);
          cashoutShown.push(at - sentAt);
        }
      }
    });
    return socket;
  });
  await finished;
  // The last settlements (losses of the last round) reach their sockets.
  const settleDeadline = Date.now() + 30_000;
  while (settledNotices < betsPlaced - cashoutsTaken && Date.now() < settleDeadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (const socket of sockets) socket.close();
  const peaks = await stopServers(servers);
  const database = await bench.reopen();
  const [settled] = await queryRows<{ settled: string; open: string }>(
    database.db,
    sql`select count(*) filter (where status = 'settled')::text as settled,
               count(*) filter (where status = 'open')::text as open
        from game_rounds where provider_code = ${KHEL_PROVIDER} and game_code = 'crash'`,
  );
  const invariants = await invariantsText(database);
  await bench.drop();
  const all = [...fanOut.betting, ...fanOut.running];
  const figure = (values: number[]) => {
    const { p50, p99 } = latencySummary(values);
    return `p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms`;
  };
  console.log(
    `crash on ${kind.padEnd(8)} ${instances} instance(s), ${PLAYERS} players on sockets, ${CRASH_ROUNDS} rounds: ` +
      `fan-out of round changes to every socket ${figure(all)} (${all.length} deliveries; ` +
      `betting open ${figure(fanOut.betting)}, take-off ${figure(fanOut.running)}; ` +
      `per instance ${perInstance.map(figure).join(' / ')}); ` +
      `crash shown after the curve reached it ${figure(fanOut.crashed)}; ` +
      `others' cash-outs shown ${figure(cashoutShown)} after their request (${cashoutShown.length} sightings on 1 socket in ${SAMPLE_EVERY}); ` +
      `bets ${betsPlaced}/${betsTried} (${latencySummary(betLatencies).text}); ` +
      `cash-outs by hand ${cashoutsTaken} (${latencySummary(cashoutLatencies).text}); ` +
      `settlement notices ${settledNotices}/${betsPlaced - cashoutsTaken}; ` +
      `${settled!.settled} bets settled on the platform, ${settled!.open} open; ${peakRssText(peaks)}; ` +
      `invariants ${invariants}`,
  );
}

if (PARTS.includes('dice')) {
  console.log(
    `bench:games — Dice: ${PLAYERS} players, ${CONNECTIONS} connections, ${SECONDS} s per database`,
  );
  if (!DATABASES.includes('postgres')) console.log('dice on postgres: skipped (BENCH_DATABASES)');
  else if (process.env.DATABASE_URL) await runDice('postgres');
  else console.log('dice on postgres: skipped (set DATABASE_URL to a PostgreSQL server)');
  if (DATABASES.includes('pglite')) await runDice('pglite');
}
if (PARTS.includes('crash')) {
  console.log(
    `bench:games — Crash: ${CRASH_ROUNDS} live rounds, ${PLAYERS} players on WebSockets spread over the instances (goal: every socket on every instance)`,
  );
  if (!DATABASES.includes('postgres')) console.log('crash on postgres: skipped (BENCH_DATABASES)');
  else if (process.env.DATABASE_URL) await runCrash('postgres');
  else console.log('crash on postgres: skipped (set DATABASE_URL to a PostgreSQL server)');
  if (DATABASES.includes('pglite')) await runCrash('pglite');
}
agent.destroy();
