import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';
import { createWebDist, WEB_ASSET, WEB_INDEX } from './helpers/web-dist';

// The files need no database; one target is enough.
const [pglite] = testDatabases();

describe('the built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(pglite!, { WEB_DIST: createWebDist() });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('sends the app at / to a browser that takes no compression', async () => {
    for (const headers of [{}, { accept: 'text/html' }] as Record<string, string>[]) {
      const response = await get('/', headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(WEB_INDEX);
    }
  });

  it('sends the pre-compressed app at / to one that does', async () => {
    const response = await get('/', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('sends hashed assets with and without compression, cached for a year', async () => {
    for (const [headers, encoding] of [
      [{}, undefined],
      [{ 'accept-encoding': 'gzip' }, 'gzip'],
    ] as const) {
      const response = await get(`/${WEB_ASSET}`, headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('answers the assets folder as not found, not as a server error', async () => {
    for (const headers of [{}, { accept: 'text/html' }] as Record<string, string>[]) {
      const response = await get('/assets/', headers);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe('Not found');
    }
  });

  it.each(['/%00', '/assets/%00', `/${WEB_ASSET}%00`, '/%2e%2e/'])(
    'answers %s as a client error, not a server error',
    async (url) => {
      const response = await get(url, { accept: 'text/html' });
      expect(response.statusCode).toBeGreaterThanOrEqual(200);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.body).not.toMatch(/"state":"500"|system error/);
    },
  );
});
