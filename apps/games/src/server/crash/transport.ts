import { queryRows, type AnyDb } from '@khel/db';
import { sql } from 'drizzle-orm';
import { localBus, type CrashBus } from './bus';
import { listenPoolOf, postgresBus } from './bus-postgres';
import { redisBus } from './bus-redis';

/**
 * The bus for this database (bus.ts): in-process on PGlite (one process, whatever REDIS_URL
 * says), Redis pub/sub when `redisUrl` is set, else PostgreSQL LISTEN/NOTIFY.
 */
export async function createCrashBus(
  db: AnyDb,
  options: { redisUrl?: string | undefined; onError: (error: unknown) => void },
): Promise<CrashBus> {
  const pool = listenPoolOf(db);
  if (!pool) return localBus(db);
  if (options.redisUrl) {
    const [row] = await queryRows<{ name: string }>(db, sql`select current_database() as name`);
    return redisBus(options.redisUrl, row!.name, options.onError);
  }
  return postgresBus(db, pool, options.onError);
}
