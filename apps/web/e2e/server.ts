import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/client';
import { applyMigrations } from '../../server/src/db/migrate';
import { seedDemoConfiguration } from '../../server/src/db/seed';

const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

/**
 * The real server (PGlite in memory, demo seed) serving the built web app on a free port;
 * `env` adds to the browser tests' configuration (e.g. GOOGLE_CLIENT_ID), `now` is the platform
 * clock of the server and its job runtime (a test that needs 05:00 moves it).
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { now?: () => Date } = {},
) {
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error('The web app is not built: run `npm run build` first (npm test does).');
  }
  const database = await openDatabase({});
  await applyMigrations(database.db);
  await seedDemoConfiguration(database.db);
  // Every browser test creates players and asks for codes from 127.0.0.1, more than one
  // address would in a day; a player may ask for a second code a second after the first.
  const config = loadConfig({
    WEB_DIST,
    LOG_LEVEL: 'silent',
    GUEST_HOURLY_LIMIT_IP: '1000',
    OTP_DAILY_LIMIT_IP: '1000',
    OTP_RESEND_SECONDS: '1',
    ...env,
  });
  const app = await buildApp({ config, database, logger: false, now: options.now });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    /** The server's database (an admin test creates the first owner in it). */
    db: database.db,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
