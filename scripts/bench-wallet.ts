/**
 * `npm run bench:wallet`: drives bet+win pairs through the signed seamless-wallet API and prints
 * ops/s and latency percentiles, on PostgreSQL (DATABASE_URL, when set) and on PGlite.
 * 1,000 players, 64 concurrent connections, 20 s per database (BENCH_SECONDS to change).
 * PostgreSQL runs BENCH_INSTANCES API instances (default 2) sharing the database, each with
 * BENCH_POOL connections (default 8: on two cores more only queue inside PostgreSQL); PGlite, being
 * embedded, runs one. Afterwards it proves the ledger invariants and prints bytes per transaction.
 */
import { randomBytes } from 'node:crypto';
import { signBody } from '@khel/contract/signing';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { queryRows } from '../apps/server/src/db/query';
import { gameProviders } from '../apps/server/src/db/schema';
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
const PROVIDER = 'bench';

type Answer = { state: string; resultData?: { sessionId?: string } };

function call(port: number, secret: string, action: string, body: object): Promise<Answer> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  return postJson<Answer>(port, `/api/provider/${PROVIDER}/${action}`, body, {
    'x-khel-timestamp': timestamp,
    'x-khel-signature': signBody(secret, timestamp, JSON.stringify(body)),
  });
}

async function drive(
  ports: number[],
  secret: string,
  players: { playerId: number; launchToken: string }[],
) {
  const sessions: string[] = [];
  for (const [i, p] of players.entries()) {
    const answer = await call(ports[i % ports.length]!, secret, 'session', {
      launchToken: p.launchToken,
    });
    if (answer.state !== '200') throw new Error(`session refused: ${JSON.stringify(answer)}`);
    sessions.push(answer.resultData!.sessionId!);
  }
  const latencies: number[] = [];
  let failures = 0;
  let n = 0;
  const deadline = Date.now() + SECONDS * 1000;
  const worker = async (w: number) => {
    const port = ports[w % ports.length]!;
    while (Date.now() < deadline) {
      n += 1;
      const i = n % players.length;
      const round = `r${w}-${n}`;
      const t0 = performance.now();
      const bet = await call(port, secret, 'bet', {
        sessionId: sessions[i],
        transactionId: `b${w}-${n}`,
        roundId: round,
        amount: 1,
      });
      const t1 = performance.now();
      const win = await call(port, secret, 'win', {
        transactionId: `w${w}-${n}`,
        roundId: round,
        amount: n % 2 ? 2 : 0,
        roundClosed: true,
      });
      const t2 = performance.now();
      latencies.push(t1 - t0, t2 - t1);
      if (bet.state !== '200' || win.state !== '200') failures += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, w) => worker(w)));
  const elapsed = (performance.now() - started) / 1000;
  return { latencies, opsPerSecond: latencies.length / elapsed, failures };
}

async function bytesPerTransaction(database: Database) {
  const [row] = await queryRows<{ bytes: string; transactions: string }>(
    database.db,
    sql`select (pg_total_relation_size('ledger_transactions') + pg_total_relation_size('ledger_entries'))::text as bytes,
               (select count(*) from ledger_transactions)::text as transactions`,
  );
  return Number(row!.bytes) / Math.max(1, Number(row!.transactions));
}

async function run(kind: DatabaseKind) {
  const bench = await createBenchDatabase(kind, 'wallet');
  const secret = randomBytes(32).toString('hex');
  await bench.database.db
    .insert(gameProviders)
    .values({ code: PROVIDER, name: 'Benchmark', secret })
    .onConflictDoUpdate({ target: gameProviders.code, set: { secret } });
  const players = await fundedPlayers(bench.database, PLAYERS, PROVIDER);
  await bench.release();
  const instances = kind === 'postgres' ? INSTANCES : 1;
  const ports = pickPorts(instances);
  const env = { ...bench.env, GAMES_EMBEDDED: 'false' };
  const servers = await Promise.all(ports.map((port) => startServer(env, port)));
  const result = await drive(ports, secret, players);
  await stopServers(servers);
  const database = await bench.reopen();
  const invariants = await invariantsText(database);
  const bytes = await bytesPerTransaction(database);
  await bench.drop();
  const latency = latencySummary(result.latencies);
  console.log(
    `${kind.padEnd(8)} ${instances} instance(s): ${result.opsPerSecond.toFixed(0)} wallet ops/s (${result.latencies.length} ops, ${result.failures} failed pairs); ` +
      `latency ${latency.text}; ledger ${bytes.toFixed(0)} bytes/transaction; invariants ${invariants}`,
  );
}

console.log(
  `bench:wallet — ${PLAYERS} players, ${CONNECTIONS} connections, ${SECONDS} s of bet+win pairs per database`,
);
if (process.env.DATABASE_URL) await run('postgres');
else
  console.log(
    'postgres: skipped (set DATABASE_URL to a PostgreSQL server; the bench makes and drops its own database)',
  );
await run('pglite');
agent.destroy();
