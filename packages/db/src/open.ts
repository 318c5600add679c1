import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite, types, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { namedStatements } from './pglite-statements';
import type { AnyDb } from './query';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database<D = AnyDb> {
  db: D;
  kind: DatabaseKind;
  /** Where the data lives, for logs: the PGlite folder or the PostgreSQL host and database. */
  location: string;
  /** The connection URL, for a real PostgreSQL (another instance can open the same database). */
  url?: string;
  /**
   * Called when PostgreSQL drops one of our connections (server stopped, failover,
   * pg_terminate_backend); for logs. The process carries on: queries on that connection fail,
   * the pool opens new ones when asked.
   */
  onConnectionError(listener: (error: Error) => void): void;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A postgres:// URL: use that server. */
  databaseUrl?: string | undefined;
  /** PGlite folder; without one PGlite runs in memory (tests). */
  pgliteDir?: string | undefined;
  poolSize?: number;
  /** For pg_stat_activity. */
  applicationName?: string;
  /** How long a query may wait for a connection (a free one, or a new one) before failing. */
  connectionTimeoutMs?: number;
}

/**
 * Long enough to queue behind a busy pool under load, short enough that a request fails with a
 * clean 503 while PostgreSQL is unreachable (a failover that black-holes packets) instead of
 * hanging.
 */
const CLOSE_TIMEOUT_MS = 5_000;
const CONNECTION_TIMEOUT_MS = 15_000;

/**
 * PGlite's PostgreSQL settings beyond its own defaults (docs/architecture.md §1, "PGlite's
 * memory"). Its 128 MB of shared buffers are written through at start, so they were resident
 * from the first second — half of an instance's memory, for a cache of pages the operating
 * system caches again (PGlite reads and writes real files). 16 MB hold the hot pages of the
 * wallet's tables and indexes; a page outside them is one file read away.
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB'];

/**
 * The types drizzle reads as PostgreSQL's text (dates, times, intervals and their arrays, numeric
 * arrays): every query drizzle sends to PGlite carries these parsers, identity functions.
 */
const DRIZZLE_TEXT_TYPES = new Set<number>([
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]);
const asText = (value: string) => value;

/**
 * PGlite merges a query's own parsers into a copy of its ~320 defaults on every query, which cost
 * about 0.1 ms a query — more than a short statement's own work. The client takes drizzle's
 * parsers as its defaults once, and a query that carries only those goes without them: the same
 * values, without the copy. Anything else a query carries still goes with it. Statements run
 * again are named (pglite-statements.ts), inside transactions too.
 */
function tuneClient(client: PGlite) {
  for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = asText;
  const lean = (options: QueryOptions | undefined) =>
    options?.parsers && Object.keys(options.parsers).every((t) => DRIZZLE_TEXT_TYPES.has(+t))
      ? { ...options, parsers: undefined }
      : options;
  const statements = namedStatements(client, client.query.bind(client));
  client.query = (text, params, options) => statements.query(text, params, lean(options));
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      const txQuery = statements.inTransaction(tx);
      const leanTx: Transaction = Object.create(tx, {
        query: {
          value: ((text, params, options) =>
            txQuery(text, params, lean(options))) as Transaction['query'],
        },
      });
      return callback(leanTx);
    });
}

/** Opens PostgreSQL (databaseUrl) or PGlite, with drizzle over it bound to `schema`. */
export async function openPgDatabase<S extends Record<string, unknown>>(
  options: OpenDatabaseOptions & { schema: S },
): Promise<Database> {
  const { schema } = options;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      application_name: options.applicationName ?? 'khel',
      connectionTimeoutMillis: options.connectionTimeoutMs ?? CONNECTION_TIMEOUT_MS,
      keepAlive: true,
    });
    const listeners = new Set<(error: Error) => void>();
    const reported = new WeakSet<Error>();
    const report = (error: Error) => {
      if (reported.has(error)) return; // an idle client's error comes twice: client, then pool
      reported.add(error);
      for (const listener of listeners) listener(error);
    };
    // A connection PostgreSQL drops emits 'error' on its client; with no listener that ends the
    // process. The pool listens on idle clients only, so every client gets its own listener for
    // life: a checked-out one (a transaction, the Crash leader's) then just fails its queries and
    // is discarded on release (pg-pool drops clients that are no longer queryable).
    pool.on('error', report);
    pool.on('connect', (client) => client.on('error', report));
    const client = await pool.connect(); // fail fast when the server is unreachable
    client.release();
    const url = new URL(options.databaseUrl);
    return {
      db: drizzleNodePg(pool, { schema }) as unknown as AnyDb,
      kind: 'postgres',
      location: `${url.hostname}:${url.port || 5432}${url.pathname}`,
      url: options.databaseUrl,
      onConnectionError: (listener) => void listeners.add(listener),
      // pool.end() waits for every checked-out client; one left on a connection PostgreSQL dropped
      // can keep it waiting for good (seen under load after every backend was terminated), so a
      // shutdown gives the pool a bounded time and then goes on.
      close: async () => {
        let timer: NodeJS.Timeout | undefined;
        const bounded = new Promise<void>((resolve) => {
          timer = setTimeout(resolve, CLOSE_TIMEOUT_MS);
          timer.unref();
        });
        await Promise.race([pool.end(), bounded]);
        clearTimeout(timer);
      },
    };
  }
  if (options.pgliteDir) await fs.mkdir(options.pgliteDir, { recursive: true });
  const client = await PGlite.create(options.pgliteDir, {
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((s) => ['-c', s])],
  });
  tuneClient(client);
  return {
    db: drizzlePglite(client, { schema }) as unknown as AnyDb,
    kind: 'pglite',
    location: options.pgliteDir ? path.resolve(options.pgliteDir) : 'memory',
    onConnectionError: () => undefined, // in-process: no connection to lose
    close: () => client.close(),
  };
}
