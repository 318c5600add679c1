import { createHmac } from 'node:crypto';
import { applyGamesMigrations, gamesPlugin, type PlatformTransport } from '@khel/games';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { RateLimitStore } from '../../lib/rate-limit-store';
import { seedDemoCatalogue } from '../../db/seed';
import { gameProviders } from '../../db/schema';

/** The in-house provider's code in game_providers and in every round it plays. */
export const KHEL_PROVIDER = 'khel';

/**
 * Where the back office reaches the games' settings API (apps/games operator.ts): a path, so
 * this process itself. A games server on its own host is registered with its full URL in
 * game_providers.config.settingsUrl (docs/architecture.md §6).
 */
const SETTINGS_PATH = '/games/api/operator';

/** This process over loopback: the port it listens on (config.port before it does). */
export function localOrigin(app: FastifyInstance, fallbackPort: number) {
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : fallbackPort;
  return `http://127.0.0.1:${port}`;
}

/**
 * Runs Khel Originals (apps/games) in this process under /games. It is still a provider like any
 * other: registered in game_providers with its own secret (derived from the server secret, so
 * every instance agrees) and calling this platform's signed provider API — handed to
 * `providerApi`, the API's own handler in this process, with no HTTP hop (docs/architecture.md §6).
 */
export async function registerEmbeddedGames(
  app: FastifyInstance,
  options: {
    config: Config;
    db: Db;
    serverSecret: string;
    rateLimitStore: RateLimitStore;
    /** The provider API in process (provider-api createInProcessProviderApi). */
    providerApi?: PlatformTransport;
  },
) {
  const { config, db } = options;
  const secret = createHmac('sha256', options.serverSecret)
    .update(`provider:${KHEL_PROVIDER}`)
    .digest('hex');
  await db
    .insert(gameProviders)
    .values({
      code: KHEL_PROVIDER,
      name: 'Khel Originals',
      secret,
      adapter: 'seamless',
      launchUrl: '/games/play',
      config: { settingsUrl: SETTINGS_PATH },
    })
    .onConflictDoUpdate({
      target: gameProviders.code,
      set: {
        secret: sql`excluded.secret`,
        config: sql`${gameProviders.config} || jsonb_build_object('settingsUrl', ${SETTINGS_PATH}::text)`,
      },
    });
  // DEMO CONFIGURATION, once and in sandbox mode only: its games need the provider row.
  if (config.sandbox) await seedDemoCatalogue(db);
  await applyGamesMigrations(db, config.migrationsDirs.games);
  await app.register(gamesPlugin, {
    prefix: '/games',
    db,
    platform: {
      baseUrl: () => `${localOrigin(app, config.port)}${config.apiBase}`,
      providerCode: KHEL_PROVIDER,
      secret,
      transport: options.providerApi,
    },
    webDist: config.gamesWebDist,
    rtp: config.games.rtp,
    crashLoop: config.games.crashLoop,
    redisUrl: config.redisUrl,
    betRateLimit: {
      hit: (key, windowSeconds) => options.rateLimitStore.hit(key, windowSeconds),
      // PostgreSQL's counters are rows beside the games' own: Dice and Limbo count with their record.
      ...(options.rateLimitStore.inStatement
        ? { inStatement: options.rateLimitStore.inStatement }
        : {}),
      perPlayer: config.rateLimits.bet.player,
      perAddress: config.rateLimits.bet.ip,
    },
  });
}
