/**
 * `npm run bench:wallet`: drives bet+win pairs through the signed seamless-wallet API and prints
 * ops/s and latency percentiles, on PostgreSQL (DATABASE_URL, when set) and on PGlite.
 * 1,000 players, 64 concurrent connections, 20 s per database (BENCH_SECONDS to change).
 * PostgreSQL runs BENCH_INSTANCES API instances (default 2) sharing the database, each with
 * BENCH_POOL connections (default 8: on two cores more only queue inside PostgreSQL); PGlite, being
 * embedded, runs one. Afterwards it proves the ledger invariants and prints bytes per transaction.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { signBody } from '@khel/contract/signing';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { applyMigrations } from '../apps/server/src/db/migrate';
import { queryRows } from '../apps/server/src/db/query';
import { gameProviders } from '../apps/server/src/db/schema';
import { seedDemoConfiguration } from '../apps/server/src/db/seed';
import { insertPlayer } from '../apps/server/src/modules/accounts/store';
import { createLaunchToken } from '../apps/server/src/modules/provider-api/launch';
import { createAccountDirectory } from '../apps/server/src/modules/wallet/accounts';
import { checkLedger, isClean } from '../apps/server/src/modules/wallet/invariants';
import { creditSandboxMoney } from '../apps/server/src/modules/wallet/sandbox-credit';

const PLAYERS = 1000;
const CONNECTIONS = 64;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 2);
const PROVIDER = 'bench';

async function prepare(database: Database) {
  await applyMigrations(database.db);
  await seedDemoConfiguration(database.db);
  const secret = randomBytes(32).toString('hex');
  await database.db
    .insert(gameProviders)
    .values({ code: PROVIDER, name: 'Benchmark', secret })
    .onConflictDoUpdate({
      target: gameProviders.code,
      set: { secret },
    });
  const accounts = createAccountDirectory(database.db);
  const players: { playerId: number; launchToken: string }[] = [];
  for (let i = 0; i < PLAYERS; i += 1) {
    const player = await insertPlayer(database.db, { isGuest: true }, (id) => `Bench${id}`);
    await creditSandboxMoney(database.db, accounts, {
      playerId: player.id,
      amountPaise: 1_000_000n,
      reference: `bench-${player.id}`,
    });
    players.push({
      playerId: player.id,
      launchToken: await createLaunchToken(database.db, {
        playerId: player.id,
        providerCode: PROVIDER,
      }),
    });
  }
  return { secret, players };
}

function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const nodeArgs = process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : [];
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      env: {
        ...process.env,
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        WEB_DIST: '/nonexistent',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Khel is running')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function call(
  port: number,
  secret: string,
  action: string,
  body: object,
): Promise<{ state: string; resultData?: { sessionId?: string } }> {
  const raw = JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/provider/${PROVIDER}/${action}`,
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(raw),
          'x-khel-timestamp': timestamp,
          'x-khel-signature': signBody(secret, timestamp, raw),
        },
      },
      (res) => {
        let data = '';
        res.on('data', (c) => (data += c));
        res.on('end', () => resolve(JSON.parse(data)));
      },
    );
    req.on('error', reject);
    req.end(raw);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

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
      });
      const t2 = performance.now();
      latencies.push(t1 - t0, t2 - t1);
      if (bet.state !== '200' || win.state !== '200') failures += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, w) => worker(w)));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    ops: latencies.length,
    opsPerSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    failures,
  };
}

async function bytesPerTransaction(database: Database) {
  const [row] = await queryRows<{ bytes: string; transactions: string }>(
    database.db,
    sql`select (pg_total_relation_size('ledger_transactions') + pg_total_relation_size('ledger_entries'))::text as bytes,
               (select count(*) from ledger_transactions)::text as transactions`,
  );
  return Number(row!.bytes) / Math.max(1, Number(row!.transactions));
}

async function run(kind: 'postgres' | 'pglite') {
  let env: Record<string, string>;
  let dropDatabase = async () => {};
  let database: Database;
  if (kind === 'postgres') {
    const admin = process.env.DATABASE_URL!;
    const name = `khel_bench_${Date.now()}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    const url = new URL(admin);
    url.pathname = `/${name}`;
    env = { DATABASE_URL: url.toString(), DB_POOL_SIZE: process.env.BENCH_POOL ?? '8' };
    database = await openDatabase({ databaseUrl: url.toString() });
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-bench-wallet-'));
    env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    dropDatabase = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const { secret, players } = await prepare(database);
  if (kind === 'pglite') await database.close(); // the server takes the embedded database over
  const instances = kind === 'postgres' ? INSTANCES : 1;
  const ports = Array.from(
    { length: instances },
    (_, i) => 19_000 + Math.floor(Math.random() * 500) * 2 + i,
  );
  const servers = await Promise.all(ports.map((port) => startServer(env, port)));
  const result = await drive(ports, secret, players);
  for (const server of servers) server.kill('SIGTERM');
  await Promise.all(servers.map((s) => new Promise((r) => s.on('exit', r))));
  if (kind === 'pglite')
    database = await openDatabase({ pgliteDir: path.join(env.DATA_DIR!, 'pglite') });
  const violations = await checkLedger(database.db);
  const bytes = await bytesPerTransaction(database);
  await database.close();
  await dropDatabase();
  console.log(
    `${kind.padEnd(8)} ${instances} instance(s): ${result.opsPerSecond.toFixed(0)} wallet ops/s (${result.ops} ops, ${result.failures} failed pairs); ` +
      `latency p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms; ` +
      `ledger ${bytes.toFixed(0)} bytes/transaction; invariants ${isClean(violations) ? 'hold' : `BROKEN ${JSON.stringify(violations)}`}`,
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
