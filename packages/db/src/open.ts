import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { AnyDb } from './query';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database<D = AnyDb> {
  db: D;
  kind: DatabaseKind;
  /** Where the data lives, for logs: the PGlite folder or the PostgreSQL host and database. */
  location: string;
  /** The connection URL, for a real PostgreSQL (another instance can open the same database). */
  url?: string;
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
    });
    // An idle client that loses its connection must not crash the process.
    pool.on('error', () => undefined);
    const client = await pool.connect(); // fail fast when the server is unreachable
    client.release();
    const url = new URL(options.databaseUrl);
    return {
      db: drizzleNodePg(pool, { schema }) as unknown as AnyDb,
      kind: 'postgres',
      location: `${url.hostname}:${url.port || 5432}${url.pathname}`,
      url: options.databaseUrl,
      close: () => pool.end(),
    };
  }
  if (options.pgliteDir) await fs.mkdir(options.pgliteDir, { recursive: true });
  const client = await PGlite.create(options.pgliteDir);
  return {
    db: drizzlePglite(client, { schema }) as unknown as AnyDb,
    kind: 'pglite',
    location: options.pgliteDir ? path.resolve(options.pgliteDir) : 'memory',
    close: () => client.close(),
  };
}
