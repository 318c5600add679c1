import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signBody, verifySignature } from '@khel/contract/signing';
import type { Database } from '@khel/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { applyPspMigrations, pspPlugin, type PspOptions } from '../src';

export const MERCHANT = { id: 'khel', secret: 'test-secret-khel' };
const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../drizzle');

/** The databases every database test runs on: PGlite always, PostgreSQL with DATABASE_URL. */
export { testDatabases } from '../../server/test/helpers/databases';

export async function buildGateway(database: Database, options: Partial<PspOptions> = {}) {
  await applyPspMigrations(database.db, MIGRATIONS);
  const app = Fastify({ logger: false });
  await app.register(pspPlugin, {
    prefix: '/psp',
    db: database.db,
    merchants: [MERCHANT, { id: 'other', secret: 'other-secret' }],
    callbackRetry: { firstDelayMs: 100, factor: 2, maxDelayMs: 400, pollMs: 50, timeoutMs: 2000 },
    ...options,
  });
  await app.ready();
  return app;
}

/** A signed merchant API call. */
export async function signedPost(
  app: FastifyInstance,
  path: string,
  body: unknown,
  options: { merchant?: string; secret?: string; timestamp?: number; raw?: string } = {},
) {
  const raw = options.raw ?? JSON.stringify(body);
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  const response = await app.inject({
    method: 'POST',
    url: `/psp/api/${path}`,
    headers: {
      'content-type': 'application/json',
      'x-psp-merchant': options.merchant ?? MERCHANT.id,
      'x-psp-timestamp': timestamp,
      'x-psp-signature': signBody(options.secret ?? MERCHANT.secret, timestamp, raw),
    },
    payload: raw,
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

export interface ReceivedCallback {
  body: Record<string, unknown>;
  validSignature: boolean;
}

/**
 * The merchant's notify endpoint: checks signatures, answers what `answerNext` says. The
 * callbacks `holdWhere` picks wait for their answer until released; `mostOpen` is the most it
 * had unanswered at once.
 */
export async function startMerchantServer() {
  const received: ReceivedCallback[] = [];
  /** The bodies answered so far, in the order answered. */
  const answered: Record<string, unknown>[] = [];
  let answers: number[] = [];
  let held: { pick: (body: Record<string, unknown>) => boolean; until: Promise<void> } | null =
    null;
  let open = 0;
  let mostOpen = 0;
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const timestamp = String(request.headers['x-psp-timestamp'] ?? '');
      const signature = String(request.headers['x-psp-signature'] ?? '');
      const body = JSON.parse(raw) as Record<string, unknown>;
      received.push({
        body,
        validSignature: verifySignature(MERCHANT.secret, timestamp, raw, signature),
      });
      const status = answers.shift() ?? 200;
      open += 1;
      mostOpen = Math.max(mostOpen, open);
      void (held?.pick(body) ? held.until : Promise.resolve()).then(() => {
        open -= 1;
        answered.push(body);
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(status === 200 ? { ack: true } : { error: 'busy' }));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/notify`,
    received,
    answered,
    /** HTTP statuses for the next callbacks (then 200 with {ack:true}). */
    answerNext(statuses: number[]) {
      answers = [...statuses];
    },
    /** Holds the answer to each callback `pick` chooses until the function returned is called. */
    holdWhere(pick: (body: Record<string, unknown>) => boolean) {
      let release = () => {};
      held = { pick, until: new Promise<void>((resolve) => (release = resolve)) };
      return release;
    },
    mostOpen: () => mostOpen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function waitFor<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  timeoutMs = 15_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
