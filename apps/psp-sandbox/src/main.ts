import path from 'node:path';
import { openPgDatabase } from '@khel/db';
import Fastify from 'fastify';
import { applyPspMigrations, pspPlugin } from './plugin';

/**
 * The sandbox gateway as a standalone process (the embedded default runs inside the platform).
 * Env: PSP_PORT (default 8070), PSP_DATABASE_URL or PSP_DATA_DIR (PGlite folder),
 * PSP_MERCHANTS (JSON: [{"id","secret","callbackUrl"?,"name"?}]), PSP_PUBLIC_URL (e.g.
 * https://psp.example.com/psp), PSP_PAYOUT_AUTO_SETTLE_SECONDS, SANDBOX_TOOLS_TOKEN (the operator
 * pages' token; without it they answer only loopback), PSP_MIGRATIONS_DIR (default ./drizzle,
 * relative to the working directory: apps/psp-sandbox under `npm start -w @khel/psp-sandbox`).
 */
async function main() {
  const env = process.env;
  const merchants: unknown = JSON.parse(env.PSP_MERCHANTS ?? 'null');
  if (
    !Array.isArray(merchants) ||
    merchants.length === 0 ||
    !merchants.every(
      (m: { id?: unknown; secret?: unknown }) =>
        typeof m?.id === 'string' && typeof m?.secret === 'string',
    )
  ) {
    throw new Error('PSP_MERCHANTS must be a JSON array of {"id", "secret", "callbackUrl"?}');
  }
  const autoSettle = env.PSP_PAYOUT_AUTO_SETTLE_SECONDS;
  if (autoSettle !== undefined && !(Number(autoSettle) >= 0)) {
    throw new Error('PSP_PAYOUT_AUTO_SETTLE_SECONDS must be a number of seconds');
  }
  const toolsToken = env.SANDBOX_TOOLS_TOKEN;
  if (toolsToken !== undefined && toolsToken.length < 24) {
    throw new Error('SANDBOX_TOOLS_TOKEN must be at least 24 characters');
  }
  const database = await openPgDatabase({
    databaseUrl: env.PSP_DATABASE_URL,
    pgliteDir: env.PSP_DATABASE_URL ? undefined : path.resolve(env.PSP_DATA_DIR ?? './data/psp'),
    schema: {},
    applicationName: 'khel-psp',
  });
  await applyPspMigrations(database.db, path.resolve(env.PSP_MIGRATIONS_DIR ?? 'drizzle'));
  const app = Fastify({ logger: { level: env.LOG_LEVEL ?? 'info' }, trustProxy: true });
  await app.register(pspPlugin, {
    prefix: '/psp',
    db: database.db,
    merchants,
    ...(env.PSP_PUBLIC_URL ? { publicBaseUrl: env.PSP_PUBLIC_URL } : {}),
    ...(autoSettle !== undefined ? { autoSettlePayoutsAfterSeconds: Number(autoSettle) } : {}),
    ...(toolsToken ? { toolsToken } : {}),
  });
  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close());
  process.once('SIGTERM', () => void close());
  const port = Number(env.PSP_PORT ?? 8070);
  await app.listen({ port, host: env.PSP_HOST ?? '0.0.0.0' });
  app.log.info(`psp sandbox on ${port}, database ${database.kind} ${database.location}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
