import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';

const WEB_PUBLIC = fileURLToPath(new URL('../../web/public', import.meta.url));
const INDEX = '<!doctype html><title>Khel</title><div id="root"></div>';

describe.each(testDatabases())('serving the player app on $kind', (target) => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'khel-web-'));
    await fs.writeFile(path.join(webDist, 'index.html'), INDEX);
    await fs.writeFile(path.join(webDist, 'favicon.svg'), '<svg/>');
    await fs.mkdir(path.join(webDist, 'assets'));
    await fs.writeFile(path.join(webDist, 'assets', 'app-1a2b.js'), 'export {};');
    await fs.writeFile(path.join(webDist, 'sw.js'), "self.addEventListener('fetch', () => {});");
    // The installable app's real manifest and icons, as the build copies them.
    await fs.cp(
      path.join(WEB_PUBLIC, 'manifest.webmanifest'),
      path.join(webDist, 'manifest.webmanifest'),
    );
    await fs.cp(path.join(WEB_PUBLIC, 'icons'), path.join(webDist, 'icons'), { recursive: true });
    t = await createTestApp(target, { WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webDist, { recursive: true, force: true });
  });

  const get = (url: string, accept?: string, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url, headers: accept ? { accept } : {} });

  it.each([
    ['/pages/home/Home', undefined],
    ['/pages/home/Home', 'text/html,application/xhtml+xml'],
    ['/pages/home/Home', 'application/json'],
    ['/pages/home/Home', '*/*'],
    ['/pages/wallet/Deposit?tab=2', undefined],
    ['/', undefined],
    ['/', 'text/html'],
    ['/some/page/added/later', undefined],
  ])('answers GET %s (Accept: %s) with the app', async (url, accept) => {
    const response = await get(url, accept);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX);
  });

  it('answers HEAD of a page with the app, without or with Accept', async () => {
    for (const accept of [undefined, 'text/html']) {
      const response = await get('/pages/account/Account', accept, 'HEAD');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('serves real files as themselves', async () => {
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.body).toBe('<svg/>');
    const asset = await get('/assets/app-1a2b.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it.each([
    ['/favicon.ico', 'text/html'],
    ['/assets/gone-9z9z.js', undefined],
    ['/assets/gone', 'text/html'],
    ['/static/games/none.svg', undefined],
    ['/games/play/dice', 'text/html'],
    ['/psp/nothing', 'text/html'],
  ])(
    'answers a missing file or another part’s path %s with 404, not the app',
    async (url, accept) => {
      const response = await get(url, accept);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toBe(INDEX);
    },
  );

  it('answers an unknown API path with an envelope, whatever the Accept header', async () => {
    for (const accept of [undefined, 'text/html']) {
      const response = await get('/api/no/such/thing', accept);
      expect(response.json()).toMatchObject({ state: expect.any(String) });
      expect(response.body).not.toBe(INDEX);
    }
  });

  it('serves the service worker revalidated on every visit, under a policy that lets it run', async () => {
    const response = await get('/sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    // no-cache: a new deploy's worker reaches the player on the next visit (docs/architecture.md §7).
    expect(response.headers['cache-control']).toBe('no-cache');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).not.toContain('worker-src');
    expect(policy).toMatch(/script-src 'self'/);
  });

  it('serves the web app manifest as such, with the icons it names at their sizes', async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(String(response.headers['content-security-policy'])).toMatch(/default-src 'self'/);
    const manifest = response.json<{
      name: string;
      display: string;
      start_url: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    }>();
    expect(manifest).toMatchObject({ name: 'Khel', display: 'standalone', start_url: '/' });
    const sizes = (purpose: string) =>
      manifest.icons.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes);
    expect(sizes('any')).toEqual(['192x192', '512x512']);
    expect(sizes('maskable')).toEqual(['512x512']);
    for (const icon of [
      ...manifest.icons,
      { src: '/icons/apple-touch-icon.png', sizes: '180x180' },
    ]) {
      const png = await get(icon.src);
      expect(png.statusCode, icon.src).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      // A PNG's width and height: the first two numbers of its IHDR chunk.
      const width = png.rawPayload.readUInt32BE(16);
      const height = png.rawPayload.readUInt32BE(20);
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
  });

  it('does not answer other methods on a page path with the app', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/pages/home/Home' });
    expect(response.statusCode).toBe(404);
  });
});
