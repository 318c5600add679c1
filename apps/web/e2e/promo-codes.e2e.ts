import fs from 'node:fs/promises';
import path from 'node:path';
import type { TRewardListResponse, TUserInfo } from '@khel/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import promo from '../src/locales/en/promo.json';
import { callApi, registerPlayer } from './accounts';
import { launchBrowser, openInApp, openPhone, startApp } from './browser';
import { OWNER, startAdminServer } from './admin';
import { operatorApi } from './admin-api-client';

/**
 * Promo codes in Chromium: the operator creates codes through the back office's API, a new player
 * (phone bound: guests are refused) redeems them from the Promo tab and the Jili page and sees
 * what the server paid. With SCREENSHOTS=en,zh-CN the screens are saved for review.
 */
const SHOTS_DIR = '.test-artifacts/screens/promo-codes';
const locales = (process.env.SCREENSHOTS ?? '').split(',').filter(Boolean);
const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 360, height: 740 },
];

let browser: Browser;
let server: Awaited<ReturnType<typeof startAdminServer>>;
let baseUrl: string;
let backOffice: Awaited<ReturnType<typeof operatorApi>>;

beforeAll(async () => {
  server = await startAdminServer();
  baseUrl = server.baseUrl;
  backOffice = await operatorApi(baseUrl, OWNER);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function createCode(body: Record<string, unknown>) {
  const code = await backOffice.call<{ code: string }>('/admin/promotions/codes/create', {
    totalUses: 10,
    ...body,
  });
  return code.code;
}

let phoneSeq = 0;
const newPlayer = () =>
  registerPlayer(
    baseUrl,
    `+9196${String(Date.now()).slice(-6)}${String((phoneSeq += 1) % 100).padStart(2, '0')}`,
    'Khel-promo-code-77',
  );

async function redeemOn(page: Page, placeholder: string, code: string) {
  await page.getByPlaceholder(placeholder).fill(code.toLowerCase());
  await page.getByRole('button', { name: promo.code.redeem, exact: true }).click();
  return page.getByTestId('redeem-result');
}

describe('promo codes in Chromium', () => {
  it('a new player redeems an operator code on the Promo tab and a Jili gift code', async () => {
    const fixed = await createCode({ kind: 'amount', amount: 75, wagerMultiple: 2 });
    const percent = await createCode({
      kind: 'deposit_percent',
      percent: 20,
      cap: 300,
      minDeposit: 500,
    });
    const jili = await createCode({ scope: 'jili', kind: 'amount', amount: 25 });
    const session = await newPlayer();

    const { page, context, errors } = await openPhone(browser, { session });
    await startApp(page, baseUrl);
    await openInApp(page, '/pages/promo/Promo?tab=promoCode');
    const codes = page.getByTestId('redeemed-codes');
    await page.getByText(promo.code.recordsEmpty).waitFor();

    // A wrong code: the server's message, nothing paid.
    await page.getByPlaceholder(promo.code.promoPlaceholder).fill('NOT-A-CODE');
    await page.getByRole('button', { name: promo.code.redeem, exact: true }).click();
    await page.getByText('Invalid promo code, please check it and try again').waitFor();

    // The fixed amount: paid at once, with its wager requirement.
    const result = await redeemOn(page, promo.code.promoPlaceholder, fixed);
    await result.getByText(promo.code.grantedTitle).waitFor();
    await result.getByText('+Rs 75.00').waitFor();
    await result.getByText(promo.code.wagerNote.replace('{{amount}}', 'Rs 150.00')).waitFor();
    await page.getByText(fixed, { exact: true }).waitFor();
    const info = await callApi<TUserInfo>(baseUrl, '/user/getUserInfo', session);
    expect(info.balance).toBe(75);
    const rewards = await callApi<TRewardListResponse>(baseUrl, '/reward/list', session);
    expect(rewards.list).toEqual([
      expect.objectContaining({ kind: 'promo_code', status: 'claimed', amount: 75 }),
    ]);

    // The percentage code: waits for the next deposit, its terms as the server sent them.
    const pending = await redeemOn(page, promo.code.promoPlaceholder, percent);
    await pending.getByText(promo.code.pendingTitle).waitFor();
    const terms = promo.code.pendingTerms
      .replace('{{percent}}', '20')
      .replace('{{min}}', 'Rs 500.00')
      .replace('{{cap}}', 'Rs 300.00');
    await pending.getByText(terms).waitFor();
    await codes.getByText(promo.code.statuses.pending_deposit).waitFor();

    // The Jili page takes the Jili gift code.
    await openInApp(page, '/pages/promo/Jili', 2);
    const gift = await redeemOn(page, promo.code.jiliPlaceholder, jili);
    await gift.getByText('+Rs 25.00').waitFor();
    await page.getByTestId('redeemed-codes').getByText(jili, { exact: true }).waitFor();
    expect((await callApi<TUserInfo>(baseUrl, '/user/getUserInfo', session)).balance).toBe(100);
    expect(errors.filter((e) => !e.includes('400'))).toEqual([]);
    await context.close();
  }, 120_000);

  describe.runIf(locales.length > 0)('screenshots for review', () => {
    it.each(VIEWPORTS.flatMap((viewport) => locales.map((locale) => ({ viewport, locale }))))(
      'the Promo code tab and the Jili page at $viewport.width in $locale',
      async ({ viewport, locale }) => {
        const session = await newPlayer();
        const { page, context } = await openPhone(browser, { session, viewport, locale });
        const dir = path.join(SHOTS_DIR, `${viewport.width}x${viewport.height}`, locale);
        await fs.mkdir(dir, { recursive: true });
        const shot = (name: string) =>
          page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
        await startApp(page, baseUrl);
        await openInApp(page, '/pages/promo/Promo?tab=promoCode');
        await page.getByTestId('redeemed-codes').getByRole('status').waitFor();
        await page.waitForTimeout(300);
        await shot('1-promo-code-empty');
        const placeholder = page.locator('input[name="code"]');
        await placeholder.fill(await createCode({ kind: 'amount', amount: 1234.5 }));
        await page.locator('form button[type="submit"]').click();
        await page.getByTestId('redeem-result').waitFor();
        await placeholder.fill(
          await createCode({
            kind: 'deposit_percent',
            percent: 10,
            cap: 2000,
            minDeposit: 1000,
            endsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
          }),
        );
        await page.locator('form button[type="submit"]').click();
        await page.getByTestId('redeem-result').locator('button').waitFor();
        await page.waitForTimeout(2000); // the toast gone
        await shot('2-promo-code-redeemed');
        await openInApp(page, '/pages/promo/Jili', 2);
        await page
          .locator('input[name="code"]')
          .fill(await createCode({ scope: 'jili', kind: 'amount', amount: 88 }));
        await page.locator('form button[type="submit"]').click();
        await page.getByTestId('redeem-result').waitFor();
        await page.waitForTimeout(2000); // the toast gone
        await shot('3-jili-redeemed');
        await context.close();
      },
      120_000,
    );
  });
});
