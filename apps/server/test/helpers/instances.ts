import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { openDatabase, type Database } from '../../src/db/client';
import { createTestApp, type TestApp } from './app';
import type { TestDatabaseTarget } from './databases';

export interface Instances {
  first: TestApp;
  /** Every API instance on the one database: two on PostgreSQL, as behind a load balancer. */
  apps: FastifyInstance[];
  close(): Promise<void>;
}

/**
 * The test app, and on PostgreSQL a second instance of it on the same database with its own
 * connection pool, so a race test can spread its requests over both.
 */
export async function createInstances(
  target: TestDatabaseTarget,
  env: Record<string, string> = {},
): Promise<Instances> {
  const first = await createTestApp(target, env);
  let second: { app: FastifyInstance; database: Database } | null = null;
  if (first.database.url) {
    const database = await openDatabase({ databaseUrl: first.database.url, poolSize: 5 });
    const app = await buildApp({ config: first.config, database, logger: false });
    await app.ready();
    second = { app, database };
  }
  return {
    first,
    apps: second ? [first.app, second.app] : [first.app],
    close: async () => {
      if (second) {
        await second.app.close();
        await second.database.close();
      }
      await first.close();
    },
  };
}
