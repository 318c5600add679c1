import fs from 'node:fs';
import path from 'node:path';
import { applyMigrationFolder, createJobRuntime, type AnyDb } from '@khel/db';
import { registerStaticBuild } from '@khel/static';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_RTP } from '../fair';
import { betRateHook, type BetRateLimit } from './bet-rate';
import { createBetWriter } from './bets';
import { createGamesMemory, type GamesContext } from './context';
import { crashPlugin } from './crash';
import { enqueueOrphanRollbacks } from './orphans';
import { operatorRoutes } from './operator';
import { createPlatformClient, type PlatformTransport } from './platform';
import { createBetSources, gamesApiRoutes } from './routes';
import { registerSecurityHeaders } from './security';
import { GAMES_JOB_TABLES, registerSettlementRetries } from './retries';
import type { SettleDeps } from './settle';

/** The in-house provider ("Khel Originals") as a Fastify plugin, mounted under /games. */
export interface GamesOptions {
  /** Its own tables (kg_*); in the embedded default the platform's database handle. */
  db: AnyDb;
  /**
   * How it reaches the platform's seamless-wallet API: signed calls like any provider's, over
   * HTTP, or handed to the platform's handler when embedded (`transport`).
   */
  platform: {
    /** e.g. http://127.0.0.1:8080/api — a function, as the port may be known only after listen. */
    baseUrl: () => string;
    providerCode: string;
    secret: string;
    /** The platform's provider API in this process: signed the same, no HTTP hop. */
    transport?: PlatformTransport;
  };
  /** The built game pages (apps/games/dist, or its copy in a bundle); left out: the API only. */
  webDist?: string | null;
  /** Return to player for games without their own setting (default 0.97). */
  rtp?: number;
  /** Run the Crash round loop in this process (default true). */
  crashLoop?: boolean;
  /** Crash's changes reach the other instances through Redis (unset: PostgreSQL NOTIFY). */
  redisUrl?: string | undefined;
  /** How often unacknowledged wins and rollbacks are retried (default 5 s). */
  settleRetrySeconds?: number;
  /** Bets per minute per player and per address; none when left out (bet-rate.ts). */
  betRateLimit?: BetRateLimit;
}

/**
 * Applies the games server's own migrations (apps/games/drizzle, or their copy in a bundle: the
 * host says where) under its own lock.
 */
export function applyGamesMigrations(db: AnyDb, dir: string) {
  return applyMigrationFolder(db, {
    dir,
    table: 'kg_schema_migrations',
    lock: 'gamesMigrations',
  });
}

export async function gamesPlugin(app: FastifyInstance, options: GamesOptions) {
  const { webDist } = options;
  registerSecurityHeaders(app);
  app.get('/healthz', async () => ({ ok: true }));
  const memory = createGamesMemory();
  if (options.betRateLimit) {
    app.addHook(
      'preHandler',
      betRateHook({
        prefix: app.prefix,
        db: options.db,
        sessions: memory.sessions,
        limit: options.betRateLimit,
      }),
    );
  }

  const platform = createPlatformClient(options.platform);
  const bets = createBetWriter(options.db, options.betRateLimit?.inStatement?.count);
  const settle: SettleDeps = { db: options.db, platform, log: app.log, conclude: bets.conclude };
  const ctx: GamesContext = {
    db: options.db,
    platform,
    settle,
    recordBetWin: bets.record,
    ...(options.betRateLimit ? { betRate: options.betRateLimit } : {}),
    defaultRtp: options.rtp ?? DEFAULT_RTP,
    memory,
  };
  const sources = createBetSources();
  // Wins and rollbacks the platform has not acknowledged: retried every few seconds on the games
  // server's job runtime, with bets left pending and unqueued (orphans.ts) queued first.
  const jobs = createJobRuntime({ db: options.db, tables: GAMES_JOB_TABLES, log: app.log });
  registerSettlementRetries(jobs, settle, {
    everySeconds: options.settleRetrySeconds ?? 5,
    sweep: () => enqueueOrphanRollbacks(options.db),
  });
  app.addHook('onReady', async () => jobs.start(1000));
  app.addHook('onClose', async () => {
    await jobs.stop();
  });

  await app.register(gamesApiRoutes, { prefix: '/api', ctx, sources });
  // The platform's back office sets RTP and limits here, signed with the provider's secret.
  await app.register(operatorRoutes, {
    prefix: '/api/operator',
    db: options.db,
    secret: options.platform.secret,
    defaultRtp: ctx.defaultRtp,
  });

  // Crash: its routes under /api/crash; it answers /api/history and /api/bets/:betId for its
  // bets through `sources`.
  await app.register(crashPlugin, {
    db: options.db,
    platform,
    rtp: ctx.defaultRtp,
    runLoop: options.crashLoop ?? true,
    redisUrl: options.redisUrl,
    sources,
  });

  if (webDist && fs.existsSync(path.join(webDist, 'index.html'))) {
    await registerStaticBuild(app, { root: webDist, wildcard: false });
    // Every game page is the one single-page app; it reads the game from the path.
    const page = (_req: unknown, reply: { sendFile: (f: string) => unknown }) =>
      reply.sendFile('index.html');
    app.get('/play/:gameCode', page);
    app.get('/verify', page);
  }
}
