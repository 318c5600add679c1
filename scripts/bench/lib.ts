/**
 * What the server benchmarks share: a throw-away database (PostgreSQL from DATABASE_URL, or a
 * PGlite folder), funded players with launch tokens, servers started as real processes, a
 * keep-alive HTTP client and latency percentiles.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { withPgClient } from '@khel/db';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../apps/server/src/db/client';
import { applyMigrations } from '../../apps/server/src/db/migrate';
import { queryRows } from '../../apps/server/src/db/query';
import { seedDemoConfiguration } from '../../apps/server/src/db/seed';
import { openSession, insertPlayer } from '../../apps/server/src/modules/accounts';
import { createLaunchToken } from '../../apps/server/src/modules/provider-api';
import {
  createAccountDirectory,
  checkLedger,
  isClean,
  creditSandboxMoney,
} from '../../apps/server/src/modules/wallet';

export type DatabaseKind = 'postgres' | 'pglite';

export interface BenchDatabase {
  kind: DatabaseKind;
  database: Database;
  /** What a server process needs to open the same database. */
  env: Record<string, string>;
  /** PGlite is single-process: close before a server takes it over, reopen afterwards. */
  release(): Promise<void>;
  reopen(): Promise<Database>;
  drop(): Promise<void>;
}

/**
 * Every load of a benchmark (or of the chaos suite) comes from one loopback address, far above
 * what one address may send in production: the per-address and per-player request limits are
 * lifted for them, so the figures measure the platform, not its throttles.
 */
const UNTHROTTLED = {
  RATE_SEARCH_PLAYER: '1000000',
  RATE_SEARCH_IP: '1000000',
  RATE_LAUNCH_PLAYER: '1000000',
  RATE_LAUNCH_IP: '1000000',
  RATE_ONLINE_PLAYER: '1000000',
  RATE_ONLINE_IP: '1000000',
  RATE_BET_PLAYER: '1000000',
  RATE_BET_IP: '1000000',
};

/** A fresh database of `kind`, migrated and seeded; `poolSize` per server instance. */
export async function createBenchDatabase(
  kind: DatabaseKind,
  label: string,
  poolSize = process.env.BENCH_POOL ?? '8',
): Promise<BenchDatabase> {
  let bench: BenchDatabase;
  if (kind === 'postgres') {
    const admin = process.env.DATABASE_URL!;
    const name = `khel_bench_${label}_${Date.now()}`;
    await withPgClient(admin, (client) => client.query(`create database ${name}`));
    const url = new URL(admin);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    bench = {
      kind,
      database,
      env: { ...UNTHROTTLED, DATABASE_URL: url.toString(), DB_POOL_SIZE: poolSize },
      release: async () => {},
      reopen: async () => bench.database,
      drop: async () => {
        await bench.database.close();
        await withPgClient(admin, (c) => c.query(`drop database if exists ${name} with (force)`));
      },
    };
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `khel-bench-${label}-`));
    const pgliteDir = path.join(dataDir, 'pglite');
    bench = {
      kind,
      database: await openDatabase({ pgliteDir }),
      env: { ...UNTHROTTLED, DATA_DIR: dataDir, DATABASE_URL: '' },
      release: () => bench.database.close(),
      reopen: async () => (bench.database = await openDatabase({ pgliteDir })),
      drop: async () => {
        await bench.database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  await applyMigrations(bench.database.db);
  await seedDemoConfiguration(bench.database.db);
  return bench;
}

/** `count` guest players with Rs 10,000 each and a launch token for `providerCode`. */
export async function fundedPlayers(
  database: Database,
  count: number,
  providerCode: string,
  gameCode: string | null = null,
) {
  const accounts = createAccountDirectory(database.db);
  const players: { playerId: number; launchToken: string }[] = [];
  const funded: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const player = await insertPlayer(database.db, { isGuest: true }, (id) => `Bench${id}`);
    await creditSandboxMoney(database.db, accounts, {
      playerId: player.id,
      amountPaise: 1_000_000n,
      reference: `bench-${player.id}`,
    });
    funded.push(player.id);
  }
  // Launch tokens live two minutes: made after the slow part, so they outlive a busy machine.
  for (const id of funded) {
    const player = { id };
    // A game session lives as long as the login that launched it.
    const login = await openSession(database.db, {
      playerId: player.id,
      method: 'guest',
      requester: { ip: '127.0.0.1', deviceNumber: 'bench' },
      settings: { idleMs: 72 * 3_600_000, maxMs: 30 * 86_400_000 },
    });
    const launchToken = await createLaunchToken(database.db, {
      playerId: player.id,
      playerSessionId: login.sessionId,
      providerCode,
      gameCode,
    });
    players.push({ playerId: player.id, launchToken });
  }
  return players;
}

/** Distinct free-looking ports for `count` servers. */
export const pickPorts = (count: number) =>
  Array.from({ length: count }, (_, i) => 19_000 + Math.floor(Math.random() * 500) * 2 + i);

let builtServer: string | undefined;

/**
 * The server as `npm start` runs it: the bundle of scripts/build-server.mjs, built once per bench
 * run (about a second) into a folder under node_modules/.cache, where it finds the packages it
 * leaves out (PGlite, pg) as it would beside `npm ci --omit=dev`; so RSS and CPU are the deployed
 * process's, not the TypeScript loader's. BENCH_SERVER=src runs apps/server/src/main.ts under tsx.
 */
function serverEntry(): string[] {
  if (process.env.BENCH_SERVER === 'src') return ['--import', 'tsx', 'apps/server/src/main.ts'];
  if (!builtServer) {
    const cache = path.resolve('node_modules/.cache');
    fs.mkdirSync(cache, { recursive: true });
    const out = fs.mkdtempSync(path.join(cache, 'khel-bench-server-'));
    const build = spawnSync(process.execPath, ['scripts/build-server.mjs', out], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (build.status !== 0) throw new Error(`scripts/build-server.mjs exited with ${build.status}`);
    process.on('exit', () => fs.rmSync(out, { recursive: true, force: true }));
    builtServer = path.join(out, 'server', 'main.js');
  }
  return [builtServer];
}

/**
 * The node flags `npm start` gives the server (the root package.json's start script; the
 * Dockerfile's CMD has the same, which apps/server/test/production-install.test.ts checks).
 */
export function startNodeFlags(): string[] {
  const manifest = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
    scripts: { start: string };
  };
  const flags = / node ((?:--\S+ )*)dist\/server\/main\.js/.exec(manifest.scripts.start)?.[1];
  if (flags === undefined) throw new Error('package.json: no start `node … dist/server/main.js`');
  return flags.split(' ').filter(Boolean);
}

/**
 * The real server as its own process (serverEntry) with the flags of `npm start`, resolved once
 * it listens. BENCH_NODE_ARGS adds node flags after them (a later V8 flag wins).
 */
export function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const nodeArgs = process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : [];
  const child = spawn(process.execPath, [...startNodeFlags(), ...nodeArgs, ...serverEntry()], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Khel is running')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** A process's peak resident set so far, in MB (Linux's VmHWM), or null where /proc has none. */
export function peakRssMb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmHWM:\s+(\d+) kB/m.exec(status)?.[1];
    return kb === undefined ? null : Number(kb) / 1024;
  } catch {
    return null;
  }
}

/** CPU seconds (user + system) a process has used so far, from /proc; null where there is none. */
function processCpuSeconds(pid: number): number | null {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** CPU seconds of every local PostgreSQL process (its backends come and go; summed by name). */
function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    total += processCpuSeconds(Number(entry)) ?? 0;
  }
  return total;
}

/**
 * Where the machine's CPU went during a measured stretch: the benchmark's own client, the API
 * server processes and the local PostgreSQL (nothing for PGlite, which runs inside the server).
 * `cpuSplit(servers)` at the start, `.text(operations)` at the end: CPU ms per operation of each.
 * Backends that ended during the stretch are not counted, so PostgreSQL's figure is a floor.
 */
export function cpuSplit(servers: ChildProcess[]) {
  const client = process.cpuUsage();
  const api = servers.map((s) => processCpuSeconds(s.pid ?? -1) ?? 0);
  const postgres = postgresCpuSeconds();
  return {
    text(operations: number) {
      const used = process.cpuUsage(client);
      const clientS = (used.user + used.system) / 1e6;
      const apiS = servers.reduce(
        (sum, s, i) => sum + ((processCpuSeconds(s.pid ?? -1) ?? 0) - api[i]!),
        0,
      );
      const postgresS = postgresCpuSeconds() - postgres;
      const perOp = (seconds: number) => ((seconds * 1000) / Math.max(1, operations)).toFixed(3);
      return `CPU per op: client ${perOp(clientS)} ms, API ${perOp(apiS)} ms, PostgreSQL ${perOp(postgresS)} ms`;
    },
  };
}

/** "peak RSS 180 MB" for one server, "peak RSS 180/175 MB" for several (goal: ≤ 250 MB each). */
export const peakRssText = (peaks: (number | null)[]) =>
  `peak RSS ${peaks.map((mb) => (mb === null ? '?' : mb.toFixed(0))).join('/')} MB`;

/**
 * Stops the servers and answers each one's peak RSS (MB) over its whole run, read just before
 * it is told to stop.
 */
export async function stopServers(servers: ChildProcess[]): Promise<(number | null)[]> {
  const peaks = servers.map((server) => peakRssMb(server.pid));
  for (const server of servers) server.kill('SIGTERM');
  await Promise.all(servers.map((s) => new Promise((r) => s.on('exit', r))));
  return peaks;
}

export const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** POSTs JSON over the keep-alive agent and parses the JSON answer. */
export function postJson<T>(
  port: number,
  urlPath: string,
  body: object,
  headers: Record<string, string> = {},
  via: http.Agent = agent,
): Promise<T> {
  const raw = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: urlPath,
        agent: via,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(raw),
          ...headers,
        },
      },
      (res) => {
        let data = '';
        res.on('data', (c) => (data += c));
        res.on('end', () => {
          try {
            resolve(JSON.parse(data) as T);
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(raw);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** "p50 … ms, p95 … ms, p99 … ms" of latencies in ms. */
export function latencySummary(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(sorted, p).toFixed(1));
  return {
    p50: Number(p50),
    p95: Number(p95),
    p99: Number(p99),
    text: `p50 ${p50} ms, p95 ${p95} ms, p99 ${p99} ms`,
  };
}

/** Transactions committed in the database so far (PostgreSQL's own count). */
export async function commits(database: Database) {
  const [row] = await queryRows<{ commits: string }>(
    database.db,
    sql`select pg_stat_force_next_flush(), (select xact_commit from pg_stat_database where datname = current_database())::text as commits`,
  );
  return Number(row!.commits);
}

/** 'hold' or the broken invariants, for the printed line. */
export async function invariantsText(database: Database) {
  const violations = await checkLedger(database.db);
  return isClean(violations) ? 'hold' : `BROKEN ${JSON.stringify(violations)}`;
}
