import { ADVISORY_LOCKS, queryRows } from '@khel/db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { crashEngineFor } from '../../games/src/server/crash';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { applyMigrations } from '../src/db/migrate';
import { createSeededDatabase, testDatabases } from './helpers/databases';

/**
 * Instances share one PostgreSQL: a lock one of them holds for long (the Crash lead) must not be
 * a lock another one needs to start (each part's migrations). Only meaningful on PostgreSQL.
 */
const target = testDatabases().find((t) => t.kind === 'postgres');

const instance = async (database: Database) => {
  const config = loadConfig({
    WEB_DIST: '/nonexistent',
    LOG_LEVEL: 'silent',
    GAMES_EMBEDDED: 'true',
    GAMES_CRASH_LOOP: 'true',
    PSP_EMBEDDED: 'true',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
};

const within = <T>(ms: number, what: string, promise: Promise<T>) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what}: still waiting after ${ms} ms`)), ms),
    ),
  ]);

describe.runIf(target)('advisory locks across instances (PostgreSQL)', () => {
  it('starts a second instance while the first one leads Crash', async () => {
    const first = await createSeededDatabase(target!);
    const second = await openDatabase({ databaseUrl: first.url!, poolSize: 5 });
    const apps: FastifyInstance[] = [];
    try {
      apps.push(await instance(first));
      const engine = crashEngineFor(first.db)!;
      for (let i = 0; i < 100 && !engine.isLeader; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(engine.isLeader).toBe(true);
      const [held] = await queryRows<{ n: number }>(
        first.db,
        sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and granted
              and classid = 0 and objid = ${ADVISORY_LOCKS.crashLeader} and objsubid = 1`,
      );
      expect(held!.n).toBe(1);

      // The second instance's start: platform, games and gateway migrations, each under its lock.
      await within(10_000, 'platform migrations', applyMigrations(second.db));
      apps.push(await within(15_000, 'second instance start', instance(second)));
      expect(crashEngineFor(second.db)!.isLeader).toBe(false);
    } finally {
      for (const app of apps.reverse()) await app.close();
      await second.close();
      await first.close();
    }
  });
});
