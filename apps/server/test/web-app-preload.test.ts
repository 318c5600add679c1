import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { TBannerListResponse } from '@khel/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContentLocales } from '../src/db/seed-content-locales';
import { createTestApp, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';
import { addKhelWithCatalogue, api } from './helpers/games';

const INDEX =
  '<!doctype html><html><head><title>Khel</title></head><body><div id="root"></div></body></html>';

/** The image a page's preload hint names, or null. */
const preloaded = (html: string) =>
  html.match(
    /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high" \/><\/head>/,
  )?.[1] ?? null;

describe.each(testDatabases())(
  'the player app page names Home’s first banner on $kind',
  (target) => {
    let t: TestApp;
    let webDist: string;
    beforeAll(async () => {
      webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'khel-web-'));
      await fs.writeFile(path.join(webDist, 'index.html'), INDEX);
      t = await createTestApp(target, { WEB_DIST: webDist });
      await addKhelWithCatalogue(t.database.db); // the demo banners
      await seedDemoContentLocales(t.database.db);
    });
    afterAll(async () => {
      await t.close();
      await fs.rm(webDist, { recursive: true, force: true });
    });

    const firstBanner = async (language: string) => {
      const answer = (await api(t.app, '/banner/list', { language })) as {
        resultData: TBannerListResponse;
      };
      return answer.resultData.list[0]!.imageUrl;
    };
    const page = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers });

    it('hints the first banner Home shows, in the language Accept-Language names', async () => {
      const english = await firstBanner('en');
      const french = await firstBanner('fr');
      expect(french).not.toBe(english); // the demo's French artwork
      for (const url of ['/', '/pages/home/Home', '/pages/wallet/Deposit?tab=2']) {
        expect(preloaded((await page(url)).body)).toBe(english);
      }
      const inFrench = await page('/', { 'accept-language': 'de-DE, fr-FR;q=0.8, en;q=0.5' });
      expect(preloaded(inFrench.body)).toBe(french);
      expect(inFrench.headers['vary']).toContain('Accept-Language');
      expect(inFrench.headers['cache-control']).toBe('no-cache');
      // The rest of the page is the build's, untouched.
      expect(inFrench.body.replace(/<link rel="preload"[^>]*>/, '')).toBe(INDEX);
    });

    it('sends the page compressed to browsers that take it', async () => {
      const br = await page('/', { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      const html = zlib.brotliDecompressSync(br.rawPayload).toString();
      expect(preloaded(html)).toBe(await firstBanner('en'));
      const gzip = await page('/pages/home/Home', { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(html);
    });

    it('hints nothing when there is no banner to show', async () => {
      await t.database.db.execute(sql`update banners set enabled = false`);
      // The hint is cached a few seconds per language: a language not asked yet sees the change.
      const response = await page('/', { 'accept-language': 'id' });
      expect(response.body).toBe(INDEX);
    });
  },
);
