import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enAccount from '../src/locales/en/account.json';
import enCommon from '../src/locales/en/common.json';
import esCommon from '../src/locales/es/common.json';
import frAccount from '../src/locales/fr/account.json';
import { createGuest, waitForUserInfo } from './accounts';
import { launchBrowser, openInApp, openPhone, startApp, withoutLaunchData } from './browser';
import { startServer } from './server';

const HISTORY = '/pages/account/components/History/History';
const SHOTS = process.env.E2E_SCREENSHOTS;

let browser: Browser;
let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  browser = await launchBrowser();
  // A server of this file's own: the history's rows are written straight into its database.
  server = await startServer();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const shoot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

/** Runs `step`; when it fails, the page as it was is kept in .test-artifacts for the report. */
async function expectOrShow(page: Page, name: string, step: () => Promise<unknown>) {
  try {
    await step();
  } catch (error) {
    await page.screenshot({ path: `.test-artifacts/failed-${name}.png` }).catch(() => undefined);
    throw error;
  }
}

describe('the sandbox-money badge in Chromium', () => {
  it('shows on the first screen while the server says sandbox money, in the player’s language', async () => {
    const { page, context, errors } = await openPhone(browser);
    await startApp(page, server.baseUrl);
    await page.getByTestId('wallet-strip').waitFor();
    const badge = page.getByTestId('sandbox-badge');
    await expect(badge.innerText()).resolves.toContain(enCommon.sandboxMoney.label.toUpperCase());
    // Small and out of the way: a tab at the top edge that taps pass through.
    const box = (await badge.boundingBox())!;
    expect(box.height).toBeLessThan(13);
    expect(box.y).toBe(0);
    await expect(badge.evaluate((el) => getComputedStyle(el).pointerEvents)).resolves.toBe('none');
    await shoot(page, 'badge-home-en-375');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('speaks the chosen language and follows the server, not the build', async () => {
    const spanish = await openPhone(browser, {
      locale: 'es',
      viewport: { width: 360, height: 740 },
    });
    await startApp(spanish.page, server.baseUrl);
    await spanish.page.getByTestId('wallet-strip').waitFor();
    await expect(spanish.page.getByTestId('sandbox-badge').innerText()).resolves.toContain(
      esCommon.sandboxMoney.label.toUpperCase(),
    );
    await shoot(spanish.page, 'badge-home-es-360');
    await spanish.context.close();

    // The same build, told by the server that the money is real: no badge.
    const real = await openPhone(browser);
    await withoutLaunchData(real.page);
    await real.page.route('**/api/u/gconfig', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({
        response,
        json: { ...body, resultData: { ...body.resultData, sandboxMoney: false } },
      });
    });
    await startApp(real.page, server.baseUrl);
    await real.page.getByRole('navigation').first().waitFor();
    expect(await real.page.getByTestId('sandbox-badge').count()).toBe(0);
    await real.context.close();
  });
});

describe('the 12-month history in Chromium', () => {
  let session: { sign: string; uid: string };
  beforeAll(async () => {
    session = await createGuest(server.baseUrl);
    const playerId = Number(session.uid);
    const db = server.db;
    await db.execute(
      sql`insert into deposit_orders (order_no, player_id, channel, method, channel_name,
            amount_paise, credited_paise, status, gateway, expire_at, created_at)
          values ('R-E2E-1', ${playerId}, 1, 'UPI', 'UPI Fast', 50000, 50000, 'success',
            'sandbox', now(), now() - interval '2 hours')`,
    );
    await db.execute(
      sql`insert into game_rounds (provider_code, round_id, player_id, game_code, status,
            stake_paise, win_paise, valid_bet_paise, created_at, settled_at)
          values ('khel', ${`e2e-${playerId}`}, ${playerId}, 'dice', 'settled', 10000, 25000,
            10000, now() - interval '1 hour', now())`,
    );
    await db.execute(
      sql`insert into protection_events (player_id, kind, detail, actor, created_at)
          values (${playerId}, 'limit.decreased', '{"limit":"depositDay","from":"200000","to":"100000"}',
            'player', now() - interval '30 minutes')`,
    );
  });

  it('lists deposits, bets and limit changes, narrows by kind and month, and has an empty state', async () => {
    const { page, context, errors } = await openPhone(browser, { session });
    let releaseCue = () => {};
    const cueHeld = new Promise<void>((resolve) => (releaseCue = resolve));
    await page.route('**/assets/TabsScrollCue-*.js', async (route) => {
      await cueHeld;
      await route.continue();
    });
    await startApp(page, server.baseUrl);
    await waitForUserInfo(page);
    await openInApp(page, '/pages/account/Account');
    await page.getByText(enAccount.menu.history).click();
    await page.waitForURL(`**${HISTORY}`);
    const items = page.getByTestId('history-item');
    await items.nth(2).waitFor();
    expect(await items.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-kind')))).toEqual(
      ['limit', 'bet', 'deposit'],
    );
    await expect(items.nth(0).innerText()).resolves.toContain(enAccount.history.limits.deposit_day);
    await expect(items.nth(1).innerText()).resolves.toContain('+Rs 150.00');
    await expect(items.nth(2).innerText()).resolves.toContain('R-E2E-1');
    await shoot(page, 'history-en-375');

    // The strip scrolled to its far tabs stays there: it used to spring back to the chosen tab
    // (TabsScrollCue), so a tap aimed at Limits could land on what came back under it. Both when
    // it is scrolled before the cue's chunk arrives (held here until then) and after.
    const strip = page.getByRole('tablist', { name: enAccount.history.kindLabel });
    const scrollToEnd = () =>
      strip.evaluate((element) => {
        element.scrollLeft = element.scrollWidth;
        return element.scrollLeft;
      });
    const scrolled = await scrollToEnd();
    expect(scrolled).toBeGreaterThan(0);
    releaseCue();
    await page.getByTestId('tabs-previous').waitFor();
    await page.waitForTimeout(300);
    await expect(strip.evaluate((element) => element.scrollLeft)).resolves.toBe(scrolled);
    await strip.evaluate((element) => element.scrollTo({ left: 0 }));
    await page.getByTestId('tabs-more').waitFor();
    const again = await scrollToEnd();
    expect(again).toBeGreaterThan(0);
    await page.waitForTimeout(300);
    await expect(strip.evaluate((element) => element.scrollLeft)).resolves.toBe(again);

    const limits = page.getByRole('tab', { name: enAccount.history.kinds.limit });
    await limits.click();
    // Two CI runs timed out here (the strip springing back, above): the screenshot shows the page if it happens again.
    await expectOrShow(page, 'history-limit-tab', () =>
      page.waitForFunction(
        () => document.querySelectorAll('[data-testid="history-item"]').length === 1,
      ),
    );
    await expect(limits.getAttribute('aria-selected')).resolves.toBe('true');
    await expect(items.first().getAttribute('data-kind')).resolves.toBe('limit');

    // Eleven months ago holds nothing of this player's: the empty state.
    const month = page.getByTestId('history-month');
    const lastMonth = await month.locator('option').nth(12).getAttribute('value');
    await month.selectOption(lastMonth!);
    await page.getByText(enCommon.state.empty).waitFor();
    expect(await items.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads in French on a small phone', async () => {
    const { page, context } = await openPhone(browser, {
      session,
      locale: 'fr',
      viewport: { width: 360, height: 740 },
    });
    await startApp(page, server.baseUrl);
    await waitForUserInfo(page);
    await openInApp(page, HISTORY);
    await page.getByText(frAccount.history.change.limit_decreased).waitFor();
    await page.getByText(frAccount.history.limits.deposit_day).waitFor();
    await shoot(page, 'history-fr-360');
    await context.close();
  });
});
