/**
 * What the server benchmarks share: a throw-away database (PostgreSQL from DATABASE_URL, or a
 * PGlite folder) and the databases a run measures, funded players with launch tokens, servers
 * started as real processes (servers.ts), a keep-alive HTTP client and latency percentiles.
 */
import fs from 'node:fs';
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
import { createHttpPool, type HttpPool } from './http-client';

export { cpuSplit, peakRssText, pickPorts, startServer, stopServers } from './servers';
export type { HttpPool } from './http-client';

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

/** A new, empty database on the PostgreSQL server of `adminUrl`: its URL, and how to drop it. */
export async function throwAwayPgDatabase(adminUrl: string, label: string) {
  const name = `khel_bench_${label}_${Date.now()}`;
  await withPgClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withPgClient(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`)),
  };
}

/** A fresh database of `kind`, migrated and seeded; `poolSize` per server instance. */
export async function createBenchDatabase(
  kind: DatabaseKind,
  label: string,
  poolSize = process.env.BENCH_POOL ?? '8',
): Promise<BenchDatabase> {
  let bench: BenchDatabase;
  if (kind === 'postgres') {
    const throwAway = await throwAwayPgDatabase(process.env.DATABASE_URL!, label);
    const database = await openDatabase({ databaseUrl: throwAway.url });
    bench = {
      kind,
      database,
      env: { ...UNTHROTTLED, DATABASE_URL: throwAway.url, DB_POOL_SIZE: poolSize },
      release: async () => {},
      reopen: async () => bench.database,
      drop: async () => {
        await bench.database.close();
        await throwAway.drop();
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

/**
 * Runs `run` on each database a bench measures: PostgreSQL (DATABASE_URL, where the bench makes
 * and drops its own database) then PGlite, or only the one BENCH_DATABASES names; a skipped one
 * is said, after `label`.
 */
export async function forEachDatabase(label: string, run: (kind: DatabaseKind) => Promise<void>) {
  const chosen = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',');
  for (const kind of ['postgres', 'pglite'] as const) {
    if (!chosen.includes(kind)) console.log(`${label}${kind}: skipped (BENCH_DATABASES)`);
    else if (kind === 'postgres' && !process.env.DATABASE_URL)
      console.log(`${label}postgres: skipped (set DATABASE_URL to a PostgreSQL server)`);
    else await run(kind);
  }
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

/** The benches' keep-alive connections (http-client.ts), 64 per server. */
export const agent = createHttpPool({ maxSockets: 64 });

/** POSTs JSON over kept-alive connections (`via`, default `agent`) and parses the JSON answer. */
export async function postJson<T>(
  port: number,
  urlPath: string,
  body: object,
  headers: Record<string, string> = {},
  via: HttpPool = agent,
): Promise<T> {
  const answer = await via.request(port, {
    path: urlPath,
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });
  return JSON.parse(answer.body) as T;
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
