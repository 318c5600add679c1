import websocket from '@fastify/websocket';
import type { AnyDb } from '@khel/db';
import type { FastifyInstance } from 'fastify';
import { GameError, gameErrorHandler } from '../errors';
import { createPlatformClient, type PlatformClient, type PlatformClientOptions } from '../platform';
import type { BetSources } from '../routes';
import { loadGameSettings } from '../settings';
import { crashHistory, lookupCrashBet } from './actions';
import { CrashEngine, type CrashTiming } from './engine';
import type { CrashBus } from './bus';
import { CrashFeed } from './feed';
import { crashRoutes } from './routes';
import { parsePublicBetId } from './settle';
import { createCrashBus } from './transport';

/**
 * Crash: shared live rounds on a committed hash chain (see chain.ts), one round loop across all
 * instances (leader.ts), bets and cash-outs from any instance, a WebSocket feed per instance that
 * every instance's changes reach (bus.ts: PostgreSQL LISTEN/NOTIFY, Redis, or in-process).
 * Money: every bet is its own platform round c-<roundNo>-<betId>: stake at bet time, win (payout,
 * or 0 for a loss) closing it, or a rollback when its round was interrupted (engine.ts recover()).
 */
export { CrashEngine, DEFAULT_TIMING, type CrashTiming } from './engine';
export { lookupCrashBet, crashHistory } from './actions';
export { parsePublicBetId, publicBetId } from './settle';
export { verifyCommitment, sha256hex } from './chain';

export interface CrashPluginOptions {
  db: AnyDb;
  /** A platform client, or how to make one. */
  platform: PlatformClient | PlatformClientOptions;
  /** Server default RTP (a kg_game_settings row for 'crash' wins). */
  rtp?: number;
  /** Run the round loop on a timer here (default true); false leaves step() to the caller. */
  runLoop?: boolean;
  timing?: Partial<CrashTiming>;
  clock?: () => number;
  chainLength?: number;
  /** Redis for the bus between instances (bus-redis.ts); unset: PostgreSQL LISTEN/NOTIFY. */
  redisUrl?: string | undefined;
  /** gamesPlugin's bet sources: /api/history {game:'crash'} and /api/bets/:betId answer from here. */
  sources?: BetSources;
}

const engines = new WeakMap<AnyDb, CrashEngine>();
const buses = new WeakMap<AnyDb, CrashBus>();

/** The engine the plugin made for this database handle (tests step it by hand). */
export const crashEngineFor = (db: AnyDb) => engines.get(db);

/** The bus the plugin listens on for this database handle (tests, benches). */
export const crashBusFor = (db: AnyDb) => buses.get(db);

export async function crashPlugin(app: FastifyInstance, options: CrashPluginOptions) {
  const platform =
    'call' in options.platform ? options.platform : createPlatformClient(options.platform);
  const settings = await loadGameSettings(options.db, 'crash', options.rtp);
  const engine = new CrashEngine({
    db: options.db,
    platform,
    rtp: settings.rtp,
    maxPayoutPaise: settings.maxPayoutPaise,
    ...(options.timing ? { timing: options.timing } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.chainLength ? { chainLength: options.chainLength } : {}),
    onError: (error) => app.log.error({ err: error }, 'crash loop error'),
  });
  engines.set(options.db, engine);
  const feed = new CrashFeed(engine);
  const bus = await createCrashBus(options.db, {
    redisUrl: options.redisUrl,
    onError: (error) => app.log.warn({ err: error }, 'crash bus: connection trouble'),
  });
  buses.set(options.db, bus);
  engine.publish = (change) => bus.publish(change);
  const runLoop = options.runLoop ?? true;

  options.sources?.history.set('crash', (playerId, limit) => crashHistory(engine, playerId, limit));
  options.sources?.lookups.push(async (betId) => {
    if (!parsePublicBetId(betId)) return null;
    try {
      return await lookupCrashBet(engine, betId);
    } catch (error) {
      if (error instanceof GameError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  });

  if (!app.hasDecorator('websocketServer')) await app.register(websocket);
  await app.register(
    async (scope) => {
      scope.setErrorHandler(gameErrorHandler);
      await crashRoutes(scope, { engine, feed });
    },
    { prefix: '/api/crash' },
  );

  app.addHook('onReady', async () => {
    await bus.start(
      (change) => engine.deliver(change),
      () => engine.deliver({ kind: 'resync' }),
    );
    // Wait for the server to listen: the platform's URL may only be known then.
    if (runLoop) engine.start();
  });
  app.addHook('onClose', async () => {
    feed.close();
    await engine.stop();
    await bus.close();
    if (engines.get(options.db) === engine) engines.delete(options.db);
    if (buses.get(options.db) === bus) buses.delete(options.db);
  });
}
