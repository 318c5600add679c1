import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer } from './accounts';
import { DESKTOP, OWNER, openAdmin, signInAdmin, startAdminServer, TABLET } from './admin';
import { auditPage } from './audit';
import { launchBrowser } from './browser';
import { creditSandboxMoney } from './games';

/**
 * Every screen of the back office's sidebar, as the owner sees it, on a desktop and a tablet,
 * in English and Chinese: nothing wider than the window, no text covered, no serious
 * accessibility fault, no console error; a screenshot of each in .test-artifacts/screens.
 */
let browser: Browser;
let server: Awaited<ReturnType<typeof startAdminServer>>;

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startAdminServer();
  // Something to list: a player with sandbox money.
  const player = await registerPlayer(server.baseUrl, '+923001234567', 'Khel-layout-88');
  await creditSandboxMoney(server.baseUrl, player.uid, 500);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const settled = (page: Page) =>
  page.waitForFunction(
    () =>
      document.querySelector('.spinner, .row-skeleton, [aria-busy="true"]') === null &&
      document.querySelector('main h1') !== null,
    undefined,
    { timeout: 15_000 },
  );

describe('the back office layout', () => {
  it('holds together on every screen, desktop in English and tablet in Chinese', async () => {
    const { page, errors, close } = await openAdmin(browser, server.baseUrl);
    await signInAdmin(page, OWNER);
    const findings: string[] = [];
    for (const [language, viewport] of [
      ['en', DESKTOP],
      ['zh-CN', TABLET],
    ] as const) {
      await page.setViewportSize(viewport);
      // The language menu of the top bar, as an operator would.
      await page.locator('.lang select').selectOption(language);
      await page.waitForFunction((l) => document.documentElement.lang === l, language);
      const links = await page
        .locator('nav .nav-item')
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!));
      expect(links.length).toBeGreaterThan(2);
      for (const href of links) {
        await page.locator(`nav .nav-item[href="${href}"]`).click();
        await settled(page);
        const name = href.replace('/admin/', '').replace(/\//g, '-');
        await page.screenshot({
          path: `.test-artifacts/screens/admin-${name}-${viewport.width}-${language}.png`,
          fullPage: true,
        });
        for (const finding of await auditPage(page))
          findings.push(`${language} ${href}: ${finding}`);
      }
    }
    expect(findings).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  }, 180_000);
});
