import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import en from '../src/locales/en/common.json';
import { TABS } from '../src/router/paths';
import { ROUTES } from '../src/router/routes';
import { createGuest } from './accounts';
import { launchBrowser, openInApp, openPhone, startApp, withoutLaunchData } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the app shell in Chromium', () => {
  it('renders every route with its title and no console error', async () => {
    const session = await createGuest(baseUrl);
    const { page, errors, context } = await openPhone(browser, { session });
    await startApp(page, baseUrl);
    for (const route of ROUTES.filter((r) => r.layout !== 'entry')) {
      const title = en.route[route.title];
      await openInApp(page, route.path);
      await page.waitForFunction((expected) => document.title === expected, `Khel - ${title}`);
      if (route.layout === 'sub') {
        await expect(page.locator('header h1').textContent()).resolves.toBe(title);
      }
      if (route.layout === 'tab') {
        await page.getByTestId('tab-bar').locator('button[aria-current="page"]').waitFor();
      }
      // Let the page settle (lazy chunk, namespace, first queries) before judging it.
      await page.waitForLoadState('networkidle');
      expect(errors, `console errors on ${route.path}`).toEqual([]);
    }
    await context.close();
  });

  it('shows a log-in prompt instead of a page that needs a player', async () => {
    const { page, context } = await openPhone(browser);
    await startApp(page, baseUrl);
    await openInApp(page, '/pages/wallet/Withdraw');
    await page.getByText(en.auth.requiredHint).waitFor();
    await expect(page.title()).resolves.toBe('Khel - Withdraw');
    await context.close();
  });

  it('switches tabs from the tab bar, in order', async () => {
    const { page, errors, context } = await openPhone(browser);
    await startApp(page, baseUrl);
    const buttons = page.getByTestId('tab-bar').locator('button');
    await buttons.first().waitFor();
    await expect(buttons.allTextContents()).resolves.toEqual([
      'Home',
      'Promo',
      'Vip',
      'Earn money',
      'Account',
    ]);
    for (const [index, tab] of TABS.entries()) {
      await buttons.nth(index).click();
      await page.waitForURL(`**${tab.path}`);
      await expect(buttons.nth(index).getAttribute('aria-current')).resolves.toBe('page');
    }
    const bar = await page.getByTestId('tab-bar').boundingBox();
    expect(bar?.height).toBe(50);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('goes back to the previous page, and to Home when there is no history', async () => {
    const { page, context } = await openPhone(browser);
    await startApp(page, baseUrl);
    await page.getByTestId('tab-bar').locator('button').nth(2).click();
    await page.waitForURL('**/pages/vip/Vip');
    await openInApp(page, '/pages/search/Search');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/pages/vip/Vip');

    await openInApp(page, '/pages/mail/Mail', 0);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/pages/home/Home');
    await context.close();
  });

  it('sends a deep link to the entry page, then Home, keeping the launch parameters', async () => {
    const { page, context, errors } = await openPhone(browser);
    await page.goto(`${baseUrl}/pages/wallet/Deposit?invite_code=FRIEND42&h5no=7&link_id=ad-1`);
    await page.waitForURL('**/pages/home/Home');
    const saved = await page.evaluate(() => [
      localStorage.getItem('invite_code'),
      localStorage.getItem('h5no'),
      localStorage.getItem('link_id'),
    ]);
    expect(saved).toEqual(['FRIEND42', '7', 'ad-1']);
    const info = await page.evaluate(() => JSON.parse(localStorage.getItem('appInfo') ?? '{}'));
    expect(info.appName).toBe('Khel');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers an unknown path with page … is not found', async () => {
    const { page, context } = await openPhone(browser);
    await page.goto(`${baseUrl}/pages/nowhere/Nowhere`);
    await page.getByText('page /pages/nowhere/Nowhere is not found').waitFor();
    await page.getByRole('button', { name: 'Back to Home' }).click();
    await page.waitForURL('**/pages/home/Home');
    await context.close();
  });

  it('keeps a language change across a reload', async () => {
    const { page, context } = await openPhone(browser);
    await startApp(page, baseUrl);
    await page.getByTestId('tab-bar').locator('button').nth(4).click();
    await page.locator('[data-testid="language-cell"]').click();
    await page.locator('[data-testid="language-option-fr"]').click();
    await page.getByTestId('tab-bar').locator('button').nth(0).getByText('Accueil').waitFor();
    await page.reload();
    await page.waitForURL('**/pages/home/Home');
    await page.getByTestId('tab-bar').locator('button').nth(0).getByText('Accueil').waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('fr');
    await context.close();
  });

  it('lets the customer-service icon be dragged, always inside the window', async () => {
    const { page, context } = await openPhone(browser);
    await startApp(page, baseUrl);
    const icon = page.locator('[data-testid="service-icon"]');
    // A page with nothing under the icon's spots: it stays where it is put.
    await openInApp(page, '/pages/Login/ForgetPassword');
    await page.evaluate(() => {
      const blank = document.createElement('style');
      blank.textContent = 'main, header { visibility: hidden !important; }';
      document.head.append(blank);
    });
    const at = async () => {
      await page.waitForTimeout(300); // the glide home ends
      return (await icon.boundingBox())!;
    };
    // Nothing under it any more: out of its dock (checked at least once a second).
    await expect.poll(() => icon.getAttribute('data-docked'), { timeout: 3000 }).toBeNull();
    const start = await at();
    expect(start).toMatchObject({ width: 50, height: 50 });
    expect(start.y).toBeCloseTo(812 * 0.7, 0);
    expect(start.x + 50).toBeGreaterThan(375 - 20);

    const drag = async (toX: number, toY: number) => {
      const box = (await icon.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(toX, toY, { steps: 8 });
      await page.mouse.up();
      return at();
    };
    const topLeft = await drag(-300, -300);
    expect(topLeft).toMatchObject({ x: 0, y: 0 });
    const bottomRight = await drag(2000, 3000);
    expect(bottomRight).toMatchObject({ x: 325, y: 762 });
    const middle = await drag(150, 300);
    expect(middle.x).toBeCloseTo(125, 0);
    expect(middle.y).toBeCloseTo(275, 0);
    await expect(icon.getAttribute('data-docked')).resolves.toBeNull();

    // No network here: answer the service link ourselves so the popup keeps its URL.
    await context.route('https://t.me/**', (route) => route.fulfill({ body: 'support' }));
    const popup = context.waitForEvent('page');
    await icon.click();
    expect((await popup).url()).toMatch(/^https:\/\/t\.me\/KhelSupportDemo/);
    await context.close();
  });

  it("shows an API error's message as a toast", async () => {
    const { page, context } = await openPhone(browser);
    await withoutLaunchData(page);
    await page.route('**/api/u/gconfig', (route) =>
      route.fulfill({ json: { state: '503', msg: 'Maintenance until 10:00' } }),
    );
    await page.goto(baseUrl);
    await page.getByTestId('toast').getByText('Maintenance until 10:00').waitFor();
    await context.close();
  });
});
