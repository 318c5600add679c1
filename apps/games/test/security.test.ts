import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebDist } from '../../server/test/helpers/web-dist';
import { applyGamesMigrations, gamesPlugin } from '../src/server';
import { testDatabases } from './helpers';

const [pglite] = testDatabases();
const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../drizzle');

describe('game page security headers', () => {
  const app = Fastify({ logger: false });
  let close: () => Promise<void>;
  beforeAll(async () => {
    const database = await pglite!.create();
    close = database.close;
    await applyGamesMigrations(database.db, MIGRATIONS);
    await app.register(gamesPlugin, {
      prefix: '/games',
      db: database.db,
      platform: { baseUrl: () => 'http://127.0.0.1:9', providerCode: 'khel', secret: 'x' },
      webDist: createWebDist(),
      crashLoop: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await close();
  });

  it('sends no referrer from a game page, whose URL carries the launch token', async () => {
    const page = await app.inject({ method: 'GET', url: '/games/play/dice?token=secret-launch' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
  });

  it('guards the games API answers the same way', async () => {
    const answer = await app.inject({ method: 'POST', url: '/games/api/balance' });
    expect(answer.statusCode).toBe(401);
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
