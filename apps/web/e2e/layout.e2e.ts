import fs from 'node:fs/promises';
import path from 'node:path';
import type { TDepositOrder } from '@khel/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callApi, createGuest } from './accounts';
import { auditPage } from './audit';
import { launchBrowser, openInApp, openPhone, startApp } from './browser';
import { playerWithStory, type PlayerStory } from './story';
import { watchSettling } from './settle';

const baseUrl = inject('baseUrl');
let browser: Browser;
let story: PlayerStory;

beforeAll(async () => {
  browser = await launchBrowser();
  story = await playerWithStory(baseUrl);
}, 120_000);
afterAll(() => browser?.close());

const VIEWPORTS = [
  { width: 375, height: 812 },
  // The commonest small Android viewport.
  { width: 360, height: 740 },
];

/** Screenshots for review land here when SCREENSHOTS is set (e.g. SCREENSHOTS=en,es,zh-CN). */
const SHOTS_DIR = '.test-artifacts/screens';
const locales = (process.env.SCREENSHOTS ?? '').split(',').filter(Boolean);

/** Opens each screen in the running app, waits until it has settled, then runs `visit`. */
async function walk(page: Page, screens: string[], visit: (screen: string) => Promise<void>) {
  const settled = watchSettling(page);
  await startApp(page, baseUrl);
  await settled();
  for (const screen of screens) {
    await openInApp(page, screen);
    await settled();
    await visit(screen);
  }
}

/**
 * Every screen, logged in (with the story's five-digit balance, orders and records) and logged
 * out, at both phone sizes: no text under a floating control, nothing wider than the phone, no
 * amount cut short, and no serious or critical axe-core violation.
 */
describe.each(VIEWPORTS)('every screen at $width×$height', (viewport) => {
  it.each([
    ['logged in', true],
    ['logged out', false],
  ])(
    'has no overlap, overflow, clipping or accessibility fault %s',
    async (_state, loggedIn) => {
      const { page, context } = await openPhone(browser, {
        viewport,
        ...(loggedIn ? { session: story.session } : {}),
      });
      const findings: string[] = [];
      await walk(page, story.screens, async (screen) => {
        for (const finding of await auditPage(page)) findings.push(`${screen}: ${finding}`);
      });
      await context.close();
      expect(findings.join('\n')).toBe('');
    },
    300_000,
  );

  it('has no accessibility fault while a screen is still loading', async () => {
    const { page, context } = await openPhone(browser, { viewport, session: story.session });
    const settled = watchSettling(page);
    await startApp(page, baseUrl);
    await settled();
    // From here on no API call answers: every screen shows what it shows while it loads.
    await page.route('**/api/**', () => new Promise<void>(() => undefined));
    const findings: string[] = [];
    for (const screen of story.screens) {
      await openInApp(page, screen);
      await page
        .waitForSelector('[aria-busy="true"], [data-loading]', { timeout: 1500 })
        .catch(() => undefined); // a screen that needs no call has nothing to wait for
      // Loading views are brief: their accessibility is judged, not their layout.
      for (const finding of await auditPage(page)) {
        if (finding.includes('axe ')) findings.push(`${screen} (loading): ${finding}`);
      }
    }
    await context.close();
    expect(findings.join('\n')).toBe('');
  }, 300_000);

  it("has no fault on the sandbox gateway's pay page and operator pages", async () => {
    // A pay page of its own player: the story's player has all the pending orders it may.
    const payer = await createGuest(baseUrl);
    const order = await callApi<TDepositOrder>(baseUrl, '/recharge/createRechargeOrder', {
      ...payer,
      depositAmount: 500,
      depositChannel: 1,
      depositMethod: 1,
    });
    const { page, context } = await openPhone(browser, { viewport });
    const findings: string[] = [];
    // The operator pages list the story's UTRs, hash and payout.
    for (const url of [order.payUrl!, `${baseUrl}/psp/reconcile`, `${baseUrl}/psp/payouts`]) {
      await page.goto(url);
      for (const finding of await auditPage(page)) {
        findings.push(`${new URL(url).pathname}: ${finding}`);
      }
    }
    await context.close();
    expect(findings.join('\n')).toBe('');
  });
});

describe.runIf(locales.length > 0)('screenshots for review', () => {
  it.each(VIEWPORTS.flatMap((viewport) => locales.map((locale) => ({ viewport, locale }))))(
    'takes every screen at $viewport.width in $locale',
    async ({ viewport, locale }) => {
      const { page, context } = await openPhone(browser, {
        viewport,
        session: story.session,
        locale,
      });
      const dir = path.join(SHOTS_DIR, `${viewport.width}x${viewport.height}`, locale);
      await fs.mkdir(dir, { recursive: true });
      let index = 0;
      await walk(page, story.screens, async (screen) => {
        index += 1;
        const name = screen
          .replace(/^\/pages\//, '')
          .replace(/[/?&=]+/g, '_')
          .slice(0, 80);
        await page.screenshot({
          path: path.join(dir, `${String(index).padStart(2, '0')}-${name}.png`),
        });
      });
      await context.close();
    },
    300_000,
  );
});
