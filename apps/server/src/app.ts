import { randomUUID } from 'node:crypto';
import { ENDPOINTS } from '@khel/contract';
import { buildOpenApiDocument } from '@khel/contract/openapi';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { pruneRateLimits } from './lib/rate-limit';
import { appConfigRoutes } from './modules/app-config/routes';
import { telemetryRoutes } from './modules/telemetry/routes';
import { registerErrorHandling } from './plugins/errors';
import { hasWebBuild, registerWebApp } from './plugins/web';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Pino options or false; tests pass false. */
  logger?: boolean | Record<string, unknown>;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Builds the whole platform as one Fastify app; tests use it through `inject` without listening. */
export async function buildApp({
  config,
  database,
  logger,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    return503OnClosing: true,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const { db } = database;
  const webBuilt = hasWebBuild(config.webDist);
  registerErrorHandling(app, { apiBase: config.apiBase, serveWebApp: webBuilt });

  await app.register(
    async (api) => {
      appConfigRoutes(api, db);
      telemetryRoutes(api, db);
      const openapi = buildOpenApiDocument({
        endpoints: ENDPOINTS,
        basePath: config.apiBase,
        version: '1.0.0',
      });
      api.get('/openapi.json', async () => openapi);
    },
    { prefix: config.apiBase },
  );

  app.get('/healthz', async () => ({ ok: true, database: database.kind }));

  if (webBuilt) await registerWebApp(app, config.webDist);

  const pruneTimer = setInterval(() => {
    pruneRateLimits(db).catch((err: unknown) => app.log.warn({ err }, 'rate-limit prune failed'));
  }, 10 * 60_000);
  pruneTimer.unref();
  app.addHook('onClose', async () => clearInterval(pruneTimer));

  return app;
}
