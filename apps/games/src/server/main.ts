import path from 'node:path';
import { openPgDatabase } from '@khel/db';
import Fastify from 'fastify';
import { applyGamesMigrations, gamesPlugin } from './plugin';

/**
 * Khel Originals as a standalone process (the embedded default runs inside the platform).
 * Env: GAMES_PORT (default 8090), GAMES_DATABASE_URL or GAMES_DATA_DIR (PGlite folder),
 * GAMES_PLATFORM_URL (the platform's API base, e.g. http://127.0.0.1:8080/api),
 * GAMES_PROVIDER_CODE (default 'khel'), GAMES_PROVIDER_SECRET, GAMES_RTP (default 0.97),
 * GAMES_REDIS_URL (Crash's bus between instances; unset: PostgreSQL NOTIFY),
 * GAMES_MIGRATIONS_DIR (default ./drizzle) and GAMES_WEB_DIST (default ./dist), relative to the
 * working directory: apps/games under `npm start -w @khel/games`.
 */
async function main() {
  const env = process.env;
  const secret = env.GAMES_PROVIDER_SECRET;
  const platformUrl = env.GAMES_PLATFORM_URL;
  if (!secret || !platformUrl) {
    throw new Error('GAMES_PROVIDER_SECRET and GAMES_PLATFORM_URL are required');
  }
  const port = Number(env.GAMES_PORT ?? 8090);
  const rtp = env.GAMES_RTP ? Number(env.GAMES_RTP) : 0.97;
  if (!Number.isFinite(rtp) || rtp <= 0 || rtp > 1) throw new Error('GAMES_RTP must be in (0, 1]');
  const database = await openPgDatabase({
    databaseUrl: env.GAMES_DATABASE_URL,
    pgliteDir: env.GAMES_DATABASE_URL
      ? undefined
      : path.resolve(env.GAMES_DATA_DIR ?? './data/games'),
    schema: {},
    applicationName: 'khel-games',
  });
  await applyGamesMigrations(database.db, path.resolve(env.GAMES_MIGRATIONS_DIR ?? 'drizzle'));
  const app = Fastify({ logger: { level: env.LOG_LEVEL ?? 'info' }, trustProxy: true });
  await app.register(gamesPlugin, {
    prefix: '/games',
    db: database.db,
    platform: {
      baseUrl: () => platformUrl,
      providerCode: env.GAMES_PROVIDER_CODE ?? 'khel',
      secret,
    },
    webDist: path.resolve(env.GAMES_WEB_DIST ?? 'dist'),
    rtp,
    crashLoop: env.GAMES_CRASH_LOOP !== 'false',
    redisUrl: env.GAMES_REDIS_URL || undefined,
  });
  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close());
  process.once('SIGTERM', () => void close());
  await app.listen({ port, host: env.GAMES_HOST ?? '0.0.0.0' });
  app.log.info(`games on ${port}, database ${database.kind} ${database.location}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
