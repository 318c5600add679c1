import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { Database } from '../../src/db/client';
import { createSeededDatabase, type TestDatabaseTarget } from './databases';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real app on a fresh seeded database, used through inject() without listening; `now` is its
 * clock where a test pins one.
 */
export async function createTestApp(
  target: TestDatabaseTarget,
  env: Record<string, string> = {},
  { integrations = {}, now }: Pick<BuildAppOptions, 'integrations' | 'now'> = {},
): Promise<TestApp> {
  const database = await createSeededDatabase(target);
  const config = loadConfig({
    WEB_DIST: '/nonexistent',
    LOG_LEVEL: 'silent',
    GAMES_EMBEDDED: 'false',
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    logger: process.env.TEST_LOG ? { level: process.env.TEST_LOG } : false,
    integrations,
    now,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** The common body fields of docs/product.md §7, as the web app sends them. */
export const commonBody = (overrides: Record<string, unknown> = {}) => ({
  appId: 1502,
  deviceNumber: 'web-test-device',
  locale: 'en',
  appPackageName: 'com.khel.h5.1502',
  h5No: '',
  adid: '',
  ...overrides,
});

export interface Envelope {
  state: string;
  resultData?: unknown;
  msg?: string;
  requestId?: string;
}

export interface PostOptions {
  /** API base path (default /api). */
  base?: string;
  /** Client address the request comes from (default 127.0.0.1). */
  ip?: string;
}

/** POSTs a JSON body to an API path and returns the parsed envelope. */
export async function postApi(
  app: FastifyInstance,
  path: string,
  body: unknown,
  options: string | PostOptions = {},
) {
  const { base = '/api', ip } = typeof options === 'string' ? { base: options } : options;
  const response = await app.inject({
    method: 'POST',
    url: `${base}${path}`,
    headers: { 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    ...(ip ? { remoteAddress: ip } : {}),
  });
  return { response, body: response.json() as Envelope };
}

/**
 * An API clock pinned a second into the current minute: a burst counts in one rate-limit window
 * however long it takes (lib/rate-limit-store.ts), and `nextMinute` moves it to the next one.
 */
export function pinnedMinuteClock() {
  let at = Math.floor(Date.now() / 60_000) * 60_000 + 1_000;
  return {
    now: () => new Date(at),
    nextMinute: () => {
      at += 60_000;
    },
  };
}
