import { applyMigrationFolder, type AnyDb } from '@khel/db';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_RETRY, type CallbackRetryPolicy, type Merchant, type PspContext } from './context';
import { PspError, pspErrorHandler } from './errors';
import { merchantApiRoutes } from './routes/api';
import { pageRoutes } from './routes/pages';
import { registerSecurityHeaders } from './security';
import { startWorker, type Worker } from './worker';

/** The sandbox payment gateway as a Fastify plugin, mounted under /psp. */
export interface PspOptions {
  /** Its own tables (psp_*); in the embedded default the platform's database handle. */
  db: AnyDb;
  merchants: Merchant[];
  /** The gateway's public URL with its prefix, for payUrl (default: the mount prefix, e.g. /psp). */
  publicBaseUrl?: string;
  /** Callback retry schedule and worker timing (tests shorten them). */
  callbackRetry?: Partial<CallbackRetryPolicy>;
  /** How long a payment order may be paid (default 1800 s). */
  orderTtlSeconds?: number;
  /** Sandbox convenience: pay every payout still processing after this many seconds. */
  autoSettlePayoutsAfterSeconds?: number;
  /**
   * SANDBOX_TOOLS_TOKEN: with it the operator pages need the token (bearer or the cookie of the
   * token form at {base}/tools); without it they answer only loopback (src/tools-access.ts).
   */
  toolsToken?: string;
}

/**
 * Applies the gateway's own migrations (apps/psp-sandbox/drizzle, or their copy in a bundle: the
 * host says where) under its own lock.
 */
export function applyPspMigrations(db: AnyDb, dir: string) {
  return applyMigrationFolder(db, {
    dir,
    table: 'psp_schema_migrations',
    lock: 'pspMigrations',
  });
}

export async function pspPlugin(app: FastifyInstance, options: PspOptions) {
  const base = app.prefix;
  const policy: CallbackRetryPolicy = { ...DEFAULT_RETRY, ...options.callbackRetry };
  let worker: Worker | null = null;
  const ctx: PspContext = {
    db: options.db,
    merchants: new Map(options.merchants.map((m) => [m.id, m])),
    publicBaseUrl: (options.publicBaseUrl ?? base).replace(/\/+$/, ''),
    orderTtlSeconds: options.orderTtlSeconds ?? 1800,
    kick: () => worker?.kick(),
  };

  registerSecurityHeaders(app);
  app.setErrorHandler(pspErrorHandler);
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ error: 'NOT_FOUND', message: `No route ${request.method} ${request.url}` }),
  );
  app.get('/healthz', async () => ({ ok: true }));

  // Callbacks pending from before a restart are delivered as soon as the server is ready.
  app.addHook('onReady', async () => {
    worker = startWorker(ctx, {
      policy,
      autoSettlePayoutsAfterSeconds: options.autoSettlePayoutsAfterSeconds,
      log: app.log,
    });
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
    worker = null;
  });

  await app.register(merchantApiRoutes, { prefix: '/api', ctx });
  await app.register(pageRoutes, { ctx, base, toolsToken: options.toolsToken });
}

export { PspError };
