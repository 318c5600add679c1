/**
 * `npm run bench:games`: Dice bets per second through the whole path — game page request → games
 * server → the platform's signed seamless-wallet API → ledger — with latency percentiles, on
 * PostgreSQL (DATABASE_URL; BENCH_INSTANCES processes, default 2, each serving platform and games)
 * and on PGlite. 1,000 players, 64 connections, BENCH_SECONDS (default 20) per database.
 */
import { gameProviders } from '../apps/server/src/db/schema';
import { KHEL_PROVIDER } from '../apps/server/src/modules/games/embedded';
import {
  agent,
  createBenchDatabase,
  fundedPlayers,
  invariantsText,
  latencySummary,
  pickPorts,
  postJson,
  startServer,
  stopServers,
  type DatabaseKind,
} from './bench/lib';

const PLAYERS = 1000;
const CONNECTIONS = 64;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 2);

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
  await bench.release();
  const instances = kind === 'postgres' ? INSTANCES : 1;
  const ports = pickPorts(instances);
  const env = { ...bench.env, GAMES_EMBEDDED: 'true', GAMES_CRASH_LOOP: 'false' };
  const servers = await Promise.all(ports.map((port) => startServer(env, port)));

  const tokens: string[] = [];
  for (const [i, p] of players.entries()) {
    const answer = await postJson<{ sessionToken?: string; error?: string }>(
      ports[i % ports.length]!,
      '/games/api/session',
      { launchToken: p.launchToken },
    );
    if (!answer.sessionToken) throw new Error(`session refused: ${JSON.stringify(answer)}`);
    tokens.push(answer.sessionToken);
  }

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
  await stopServers(servers);
  const invariants = await invariantsText(await bench.reopen());
  await bench.drop();
  console.log(
    `dice on ${kind.padEnd(8)} ${instances} instance(s): ${(latencies.length / elapsed).toFixed(0)} bets/s ` +
      `(${latencies.length} bets, ${failures} failed; each bet = a signed bet + win on the platform); ` +
      `latency ${latencySummary(latencies).text}; invariants ${invariants}`,
  );
}

console.log(
  `bench:games — Dice: ${PLAYERS} players, ${CONNECTIONS} connections, ${SECONDS} s per database`,
);
if (process.env.DATABASE_URL) await runDice('postgres');
else console.log('dice on postgres: skipped (set DATABASE_URL to a PostgreSQL server)');
await runDice('pglite');
agent.destroy();
