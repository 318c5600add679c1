import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import en from '../src/locales/en/common.json';
import fr from '../src/locales/fr/common.json';
import { launchBrowser, launchProfilePhone, openPhone, startApp } from './browser';

const baseUrl = inject('baseUrl');
const SHOTS = '.test-artifacts/screens/offline';
/** A GET of the API (the languages list): the kind of answer a cache could wrongly keep. */
const API_GET = '/api/language/languages';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Waits until the service worker the app registered after load is activated. */
const workerActivated = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active!;
    if (worker.state !== 'activated') {
      await new Promise<void>((resolve) => {
        worker.addEventListener('statechange', () => worker.state === 'activated' && resolve());
      });
    }
    return { script: worker.scriptURL, scope: registration.scope };
  });

/** Every URL kept in the app's caches. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });

/** Fetches `url` from the page: its status, or 'failed' when no answer came. */
const fetchFromPage = (page: Page, url: string) =>
  page.evaluate(
    (target) =>
      fetch(target).then(
        (r) => r.status,
        () => 'failed' as const,
      ),
    url,
  );

describe('the installable app in Chromium', () => {
  it('is installable, shows the offline screen without network and never answers the API from a cache', async () => {
    const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'khel-profile-'));
    const { page, context, errors } = await launchProfilePhone(profile);
    await startApp(page, baseUrl);
    await expect(workerActivated(page)).resolves.toEqual({
      script: `${baseUrl}/sw.js`,
      scope: `${baseUrl}/`,
    });

    // Chromium's own installability check, the one Lighthouse reads.
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    // The next navigation is the worker's: online, the app itself from the network.
    await page.goto(`${baseUrl}/pages/home/Home`);
    await page.waitForURL('**/pages/home/Home');
    await page.getByTestId('tab-bar').waitFor();
    await expect(page.evaluate(() => navigator.serviceWorker.controller?.state)).resolves.toBe(
      'activated',
    );
    await expect(fetchFromPage(page, API_GET)).resolves.toBe(200);
    const cached = await cachedUrls(page);
    expect(cached).toContain('/offline.html');
    expect(cached.some((url) => url.startsWith('/assets/'))).toBe(true);
    expect(cached.filter((url) => url.startsWith('/api'))).toEqual([]);

    await context.setOffline(true);
    await page.goto(`${baseUrl}/pages/wallet/Deposit`);
    const screen = page.getByTestId('offline-screen');
    await screen.getByRole('heading', { name: en.offlineScreen.title }).waitFor();
    await screen.getByText(en.offlineScreen.text).waitFor();
    await expect(page.title()).resolves.toBe(`Khel - ${en.offlineScreen.title}`);
    // The API while offline: no answer at all, never a kept one.
    await expect(fetchFromPage(page, API_GET)).resolves.toBe('failed');
    // Retry with the network still gone: the offline screen again.
    await screen.getByRole('button', { name: en.action.retry }).click();
    await screen.getByRole('button', { name: en.action.retry }).waitFor();

    await context.setOffline(false);
    await screen.getByRole('button', { name: en.action.retry }).click();
    await page.waitForURL('**/pages/home/Home');
    await page.getByTestId('tab-bar').waitFor();
    await expect(fetchFromPage(page, API_GET)).resolves.toBe(200);
    expect(errors.filter((error) => error.startsWith('CSP'))).toEqual([]);
    await context.close();
    await fs.rm(profile, { recursive: true, force: true });
  });

  it.each([
    ['en', { width: 375, height: 812 }],
    ['en', { width: 360, height: 740 }],
    ['fr', { width: 375, height: 812 }],
    ['fr', { width: 360, height: 740 }],
  ] as const)('shows the offline screen in %s at %o', async (language, viewport) => {
    const words = { en, fr }[language];
    const { page, context, errors } = await openPhone(browser, { locale: language, viewport });
    await startApp(page, baseUrl);
    await workerActivated(page);
    await context.setOffline(true);
    await page.goto(`${baseUrl}/pages/home/Home`);
    const screen = page.getByTestId('offline-screen');
    await screen.getByRole('heading', { name: words.offlineScreen.title }).waitFor();
    const retry = await screen.getByRole('button', { name: words.action.retry }).boundingBox();
    // The whole screen fits the phone: the retry button is on it, nothing scrolls sideways.
    expect(retry!.y + retry!.height).toBeLessThanOrEqual(viewport.height);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(
      viewport.width,
    );
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe(language);
    await page.screenshot({
      path: `${SHOTS}/offline-${language}-${viewport.width}x${viewport.height}.png`,
    });
    expect(errors.filter((error) => error.startsWith('CSP'))).toEqual([]);
    await context.close();
  });
});
