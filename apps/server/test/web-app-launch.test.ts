import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { TBannerListResponse, TLaunchData } from '@khel/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContentLocales } from '../src/db/seed-content-locales';
import { createTestApp, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';
import { addKhelWithCatalogue, api } from './helpers/games';

const INDEX =
  '<!doctype html><html><head><title>Khel</title></head><body><div id="root"></div></body></html>';
/** The first screen's words a web build writes (build/first-screen-words.ts), made up here. */
const WORDS = {
  en: { home: { games: 'Games' } },
  fr: { common: { action: { retry: 'Réessayer' } }, home: { games: 'Jeux' } },
};

/** The image a page's preload hint names, or null. */
const preloaded = (html: string) =>
  html.match(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high" \/>/)?.[1] ?? null;

/** The launch data a page carries (the first `</script>` ends it), or null. */
const launchData = (html: string) => {
  const json = html.match(/<script id="khel-launch" type="application\/json">(.*?)<\/script>/)?.[1];
  return json ? (JSON.parse(json) as TLaunchData) : null;
};

describe.each(testDatabases())(
  'the player app page carries the first screen on $kind',
  (target) => {
    let t: TestApp;
    let webDist: string;
    beforeAll(async () => {
      webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'khel-web-'));
      await fs.writeFile(path.join(webDist, 'index.html'), INDEX);
      await fs.writeFile(path.join(webDist, 'first-screen-words.json'), JSON.stringify(WORDS));
      t = await createTestApp(target, { WEB_DIST: webDist });
      await addKhelWithCatalogue(t.database.db); // the demo banners and games
      await seedDemoContentLocales(t.database.db);
    });
    afterAll(async () => {
      await t.close();
      await fs.rm(webDist, { recursive: true, force: true });
    });

    const answer = async (apiPath: string, language: string) =>
      ((await api(t.app, apiPath, { language })) as { resultData: unknown }).resultData;
    const firstBanner = async (language: string) =>
      ((await answer('/banner/list', language)) as TBannerListResponse).list[0]!.imageUrl;
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
      expect(
        inFrench.body
          .replace(/<link rel="preload"[^>]*>/, '')
          .replace(/<script id=.*<\/script>/, ''),
      ).toBe(INDEX);
    });

    it('carries what the launch and Home fetch first, as the endpoints answer it, with their words', async () => {
      const data = launchData(
        (await page('/', { 'accept-language': 'fr-FR, fr;q=0.9, en;q=0.5' })).body,
      );
      expect(data).toEqual({
        language: 'fr',
        appInfo: await answer('/u/gconfig', 'fr'),
        serviceInfo: await answer('/service/index', 'fr'),
        banners: await answer('/banner/list', 'fr'),
        rollMessages: await answer('/home/rollMsg', 'fr'),
        lobby: await answer('/game/lobby', 'fr'),
        promotions: await answer('/activity/list', 'fr'),
        words: WORDS.fr,
      });
      // No UI language in Accept-Language: English, as the app then picks.
      const english = launchData((await page('/', { 'accept-language': 'de' })).body);
      expect(english?.language).toBe('en');
      expect(english?.banners).toEqual(await answer('/banner/list', 'en'));
      expect(english?.words).toEqual(WORDS.en);
    });

    it('keeps operator text from closing its script', async () => {
      const title = '</script><script>alert(1)</script><!--';
      await t.database.db.execute(sql`update banners set title = ${title}, translations = '{}'`);
      // Cached a few seconds per language: a language not asked yet sees the change.
      const data = launchData((await page('/', { 'accept-language': 'es' })).body);
      expect(data?.banners?.list[0]?.title).toBe(title);
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
      const response = await page('/', { 'accept-language': 'id' });
      expect(preloaded(response.body)).toBeNull();
      expect(launchData(response.body)?.banners).toEqual({ list: [] });
    });
  },
);
