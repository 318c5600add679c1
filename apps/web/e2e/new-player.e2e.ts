import type { TBalanceRecordsResponse } from '@khel/contract';
import { vipInfoEndpoint } from '@khel/contract/endpoints';
import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import crash from '../../games/src/web/crash/locales/en.json';
import account from '../src/locales/en/account.json';
import common from '../src/locales/en/common.json';
import login from '../src/locales/en/login.json';
import vip from '../src/locales/en/vip.json';
import wallet from '../src/locales/en/wallet.json';
import { callApi, toast } from './accounts';
import { auditPage } from './audit';
import { launchBrowser, openInApp, openPhone, startApp } from './browser';
import { gameFrame } from './games';
import { watchSettling } from './settle';
import { STORY_BALANCE, playerWithStory, type PlayerStory } from './story';

// Issue 13, item by item, as a new player meets each at both phone sizes. The route-wide
// audit of every screen is layout.e2e.ts; these tests name what each item was.
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
  { width: 360, height: 740 },
];

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The platform clock of the app (GMT+5:30): `2026-03-01 18:05:09`. */
const platformTime = (iso: string) => {
  const shifted = new Date(Date.parse(iso) + 330 * 60_000).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 19)}`;
};

describe.each(VIEWPORTS)('a new player at $width×$height', (viewport) => {
  /** A phone logged in as the story's player, on `url` once it has settled. */
  async function open(url: string, options: { timezoneId?: string; locale?: string } = {}) {
    const phone = await openPhone(browser, { viewport, session: story.session, ...options });
    const settled = watchSettling(phone.page);
    await startApp(phone.page, baseUrl);
    await settled();
    if (url !== '/pages/home/Home') {
      await openInApp(phone.page, url);
      await settled();
    }
    return { ...phone, settled };
  }

  it('1. sees the whole five-digit balance beside Deposit and Withdraw on Home', async () => {
    const { page, context } = await open('/pages/home/Home');
    const strip = page.getByTestId('wallet-strip');
    const balance = strip.getByText('Rs 48,726.45', { exact: true });
    expect(STORY_BALANCE).toBe(48_726.45);
    const box = (await balance.boundingBox())!;
    for (const name of [common.action.deposit, common.action.withdraw]) {
      const button = (await strip.getByRole('button', { name, exact: true }).boundingBox())!;
      expect(overlaps(box, button)).toBe(false);
    }
    const findings = (await auditPage(page, { axe: false })).filter((f) => f.includes('48,726'));
    expect(findings).toEqual([]);
    await context.close();
  });

  it("2 and 12. reads every game's title clear of GameWeb's back button, in a titled frame", async () => {
    const { page, context, settled } = await open('/pages/home/Home');
    for (const game of story.games) {
      await openInApp(
        page,
        `/pages/webview/GameWeb?gameId=${game.id}&name=${encodeURIComponent(game.name)}`,
      );
      await settled();
      const frame = page.locator('[data-testid="game-web"] iframe');
      await expect(frame.getAttribute('title')).resolves.toBe(game.name);
      const title = (await gameFrame(page).locator('.topbar__title').boundingBox())!;
      const back = (await page.getByTestId('game-back').boundingBox())!;
      expect(overlaps(title, back)).toBe(false);
      expect(await gameFrame(page).locator('.topbar__title').textContent()).toBe(game.name);
    }
    await context.close();
  });

  it('3. never has the service icon over text, scrolled anywhere; it docks and can still be dragged', async () => {
    const { page, context, settled } = await open('/pages/home/Home');
    const icon = page.getByTestId('service-icon');
    for (const url of [
      `/pages/wallet/WithdrawWait?orderNo=${story.orders.withdrawal.orderNo}`,
      '/pages/wallet/Withdraw',
      '/pages/account/components/BalanceRecords/BalanceRecords',
    ]) {
      await openInApp(page, url);
      await settled();
      const bottom = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < bottom; y += 120) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(60); // the icon re-docks on the next frame
        const covered = (await auditPage(page, { axe: false })).filter((f) =>
          f.includes('service-icon'),
        );
        expect(covered, `${url} scrolled to ${y}`).toEqual([]);
      }
    }
    // Dragged over the limits' text on the left, it docks on the left edge, clear of it.
    await openInApp(page, '/pages/wallet/Withdraw');
    await settled();
    const limit = page.getByText(wallet.withdraw.remainingLimit, { exact: true });
    await limit.scrollIntoViewIfNeeded();
    const target = (await limit.boundingBox())!;
    const start = (await icon.boundingBox())!;
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await page.mouse.down();
    await page.mouse.move(target.x + 30, target.y + target.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => icon.getAttribute('data-docked')).toBe('left');
    // It glides there (0.2 s).
    await expect.poll(async () => (await icon.boundingBox())!.x).toBe(0);
    const docked = (await icon.boundingBox())!;
    expect(docked.width).toBeLessThan(30);
    expect(overlaps(docked, (await limit.boundingBox())!)).toBe(false);
    await context.close();
  });

  it('4. sees all four deposit methods, channels inside their panel, ranges the form keeps', async () => {
    const { page, context } = await open('/pages/wallet/Deposit');
    const tabs = page.getByRole('tablist', { name: wallet.deposit.tabsLabel }).getByRole('tab');
    await expect(tabs.count()).resolves.toBe(4);
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    }
    const channels = page.getByRole('radiogroup', { name: wallet.deposit.channel });
    const panel = (await channels.boundingBox())!;
    for (const channel of await channels.getByRole('radio').all()) {
      const box = (await channel.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(panel.x + panel.width + 0.5);
    }
    const upi = page.getByRole('radio', { name: /UPI Fast/ });
    await expect(upi.textContent()).resolves.toContain('Rs 100 – Rs 50,000');
    // Joined, the bonus event's amounts start at 500: so does every channel.
    await page.getByRole('radio', { name: /Join the bonus/ }).click();
    await expect(upi.textContent()).resolves.toContain('Rs 500 – Rs 50,000');
    await page.getByText('Min Rs 500.00 · Max Rs 50,000.00').waitFor();
    await context.close();
  });

  it('5. keeps order numbers and the crypto address whole, and copies them whole', async () => {
    const { crypto } = story.orders;
    const { page, context } = await open(
      `/pages/wallet/DepositOrderDetail?orderNo=${crypto.orderNo}`,
    );
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    const address = crypto.payTo!.address!;
    const row = page
      .locator('div', { has: page.getByText(wallet.crypto.address, { exact: true }) })
      .last();
    const shown = row.locator('[title]').first();
    await expect(shown.getAttribute('title')).resolves.toBe(address);
    const lines = await shown.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set(
        [...range.getClientRects()].filter((r) => r.width > 1).map((r) => Math.round(r.top)),
      ).size;
    });
    expect(lines).toBe(1);
    await row.getByRole('button', { name: common.action.copy }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    // Whole order numbers, one line each, in the history too.
    expect((await auditPage(page, { axe: false })).filter((f) => f.includes('lines'))).toEqual([]);
    await openInApp(page, '/pages/wallet/DepositHistory');
    await page.getByText(crypto.orderNo, { exact: true }).filter({ visible: true }).waitFor();
    expect((await auditPage(page, { axe: false })).filter((f) => f.includes('lines'))).toEqual([]);
    await context.close();
  });

  it("6. tells every time on the platform's clock, with its zone, on a phone in Pakistan", async () => {
    const { online } = story.orders;
    const { page, context, settled } = await open(
      `/pages/wallet/DepositOrderDetail?orderNo=${online.orderNo}`,
      { timezoneId: 'Asia/Karachi' },
    );
    const when = platformTime(online.createTime);
    const zone = wallet.zoneNote.replace('{{zone}}', 'GMT+5:30');
    await page.getByText(when, { exact: true }).first().waitFor();
    await page.getByText(zone).first().waitFor();
    await openInApp(page, '/pages/wallet/DepositHistory');
    await settled();
    await page.getByText(when, { exact: true }).first().waitFor();
    await page.getByText(zone).first().waitFor();
    await openInApp(page, '/pages/account/components/BalanceRecords/BalanceRecords');
    await settled();
    const { list } = await callApi<TBalanceRecordsResponse>(baseUrl, '/user/balanceRecords', {
      ...story.session,
      type: 'all',
      range: 'today',
    });
    const entry = list.find((r) => r.type === 'deposit' && r.detail === online.orderNo)!;
    const deposit = page
      .locator('[data-testid="balance-record"]')
      .filter({ hasText: online.orderNo });
    await expect(deposit.locator('time').textContent()).resolves.toBe(
      platformTime(entry.createdAt).slice(11),
    );
    await page.getByText(zone).first().waitFor();
    await context.close();
  });

  it('7. reads that a self-service UTR order is handled in 2–24 hours', async () => {
    const { selfService } = story.orders;
    const { page, context } = await open(
      `/pages/wallet/DepositOrderDetail?orderNo=${selfService.orderNo}`,
    );
    const note = wallet.order.note.selfServiceVerifying
      .replace('{{min}}', '2')
      .replace('{{max}}', '24');
    await page.getByText(note).waitFor();
    await expect(page.getByText(/1-5 minutes/).count()).resolves.toBe(0);
    await context.close();
  });

  it('8. is told what failed and what to do, never the connection unless it was', async () => {
    const { page, context, settled } = await open('/pages/account/components/FeedBack/FeedBack');
    // The server's own answer to a failure it cannot explain (apps/server/src/errors.ts): a
    // 'system' message, which the player never sees as such.
    const systemError = (route: Route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ state: '500', msg: 'system error, please try again later' }),
      });
    await page.route('**/api/feedback/submit', systemError);
    await page.getByRole('radio', { name: account.feedback.categories.game }).click();
    const text = 'The dice page took a while to open on my phone.';
    await page.getByRole('textbox', { name: account.feedback.suggestion }).fill(text);
    await page.getByTestId('feedback-submit').click();
    await toast(page, `${account.feedback.notSent} ${common.failure.server}`).waitFor();
    await expect(page.getByTestId('toast').textContent()).resolves.not.toMatch(
      /system|connection/i,
    );
    await expect(
      page.getByRole('textbox', { name: account.feedback.suggestion }).inputValue(),
    ).resolves.toBe(text);
    // The network itself fails: now it is the connection.
    await page.waitForTimeout(3600);
    await page.unroute('**/api/feedback/submit');
    await page.route('**/api/feedback/submit', (route) => route.abort('internetdisconnected'));
    await page.getByTestId('feedback-submit').click();
    await toast(page, `${account.feedback.notSent} ${common.failure.network}`).waitFor();
    // A page whose data fails to load says what and why, with a retry.
    await page.route(`**/api${vipInfoEndpoint.path}`, systemError);
    await openInApp(page, '/pages/vip/Vip');
    await settled();
    const alert = page.getByRole('alert').filter({ hasText: vip.loadFailed });
    await alert.getByText(vip.loadFailed, { exact: true }).waitFor();
    await alert.getByText(common.failure.server, { exact: true }).waitFor();
    await expect(alert.textContent()).resolves.not.toMatch(/system|connection/i);
    await alert.getByRole('button', { name: common.action.retry }).waitFor();
    await context.close();
  });

  it('9. logs in where consent matters, and finds the passwordless login from Login', async () => {
    const phone = await openPhone(browser, { viewport });
    const { page, context } = phone;
    const settled = watchSettling(page);
    await startApp(page, baseUrl);
    await openInApp(page, '/pages/Login/Login');
    await settled();
    const consent = page.locator('input[name="consent"]');
    await expect(consent.count()).resolves.toBe(0); // password tab: nothing to consent to
    await page.getByRole('tab', { name: login.tabs.otp }).click();
    await expect(consent.count()).resolves.toBe(1);
    await page.getByRole('tab', { name: login.tabs.password }).click();
    // One-click creates an account: the consent is asked for there and then.
    await page.getByTestId('guest-login').click();
    const sheet = page.getByTestId('consent-sheet');
    await sheet.locator('input[name="consent"]').waitFor();
    await page.getByRole('button', { name: common.action.close }).click();
    await page.getByTestId('login-v2-link').click();
    await page.waitForURL('**/pages/Login/LoginV2');
    await settled();
    await expect(page.locator('input[name="consent"]').count()).resolves.toBe(1);
    await page.getByRole('button', { name: login.v2.passwordLink }).click();
    await page.waitForURL('**/pages/Login/Login');
    await context.close();
  });

  it("10. reads the operator's banners and announcements in Spanish", async () => {
    const { page, context } = await open('/pages/home/Home', { locale: 'es' });
    const banner = page.getByRole('img', { name: 'Bono del primer depósito' });
    await expect(banner.getAttribute('src')).resolves.toMatch(/first-deposit\.es\.svg$/);
    await page
      .getByText(/¡Bienvenido a Khel!/)
      .first()
      .waitFor();
    await expect(page.getByText(/Welcome to Khel/).count()).resolves.toBe(0);
    await context.close();
  });

  it('11. waiting for the next Crash round, is told what is happening and for how long at most', async () => {
    const crashGame = story.games.find((game) => game.code === 'crash')!;
    const { page, context } = await open(
      `/pages/webview/GameWeb?gameId=${crashGame.id}&name=${crashGame.name}`,
    );
    const waiting = gameFrame(page).getByTestId('crash-waiting');
    // Rounds take bets for 6 s; the next running one shows it.
    await waiting.waitFor({ timeout: 30_000 });
    const [inProgress, within] = [crash.inProgress, crash.betNextWithin].map((s) =>
      s.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\{\w+\}\}/g, '[\\d.,×]+'),
    );
    await expect
      .poll(() => waiting.textContent(), { timeout: 10_000 })
      .toMatch(new RegExp(`^${inProgress} ${within}$`));
    await context.close();
  });

  it("12. names the sandbox gateway's operator rows and forms", async () => {
    const { page, context } = await openPhone(browser, { viewport });
    await page.goto(`${baseUrl}/psp/reconcile`);
    const rows = page.getByRole('list', { name: 'Expected UTRs' }).getByRole('listitem');
    expect(await rows.count()).toBeGreaterThan(0);
    await page
      .getByRole('listitem', { name: /^UTR \d{12}$/ })
      .first()
      .waitFor();
    await page
      .getByRole('form', { name: /^Settle (UTR|Tx) / })
      .first()
      .waitFor();
    await page.goto(`${baseUrl}/psp/payouts`);
    await page
      .getByRole('listitem', { name: /^₹ [\d,]+\.\d\d · / })
      .getByRole('form', { name: /^Settle payout / })
      .first()
      .waitFor();
    await context.close();
  });
});
