/**
 * Starts and stops the platform; everything else lives in buildApp. On SIGTERM or SIGINT it
 * stops accepting connections, lets requests in flight finish, then closes the database.
 */
import path from 'node:path';
import { databaseUnavailableReason } from '@khel/db';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { applyMigrations } from './db/migrate';
import { missingConfiguration, seedForMode } from './ops/operator-configuration';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    poolSize: config.dbPoolSize,
  });
  const migrations = await applyMigrations(database.db, config.migrationsDirs.server);
  const seeded = await seedForMode(database.db, config);
  const app = await buildApp({ config, database });
  // PostgreSQL dropping a connection is logged, never fatal: requests answer 503 meanwhile and
  // the pool reconnects when it is back (packages/db open.ts).
  database.onConnectionError((err) =>
    app.log.warn(
      { reason: databaseUnavailableReason(err) ?? err.message },
      'database connection lost',
    ),
  );
  app.log.info(
    { database: database.kind, location: database.location, migrations, seeded },
    'database ready',
  );
  for (const item of await missingConfiguration(database.db)) {
    app.log.warn({ mode: config.mode }, `operator configuration: ${item}`);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    try {
      await app.close(); // stops accepting, waits for requests in flight
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const port = (app.server.address() as { port: number }).port;
  console.log(
    `\nKhel is running at http://${shownHost}:${port}/  (API: ${config.apiBase}, database: ${database.kind} ${database.location})\n`,
  );
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('Khel failed to start:', err instanceof Error ? err.message : err);
  }
  process.exit(1);
});
