import fs from 'node:fs/promises';
import type { TUserInfo } from '@khel/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../admin/src/locales/en/promotions.json';
import promo from '../src/locales/en/promo.json';
import { callApi, registerPlayer } from './accounts';
import { DESKTOP, OWNER, openAdmin, signInAdmin, startAdminServer, TABLET } from './admin';
import { launchBrowser, openInApp, openPhone, startApp } from './browser';

/**
 * The back office's promotions (apps/admin, screens/promotions) at 1280×800: an operator creates
 * a promo code in /admin, a new player redeems it in the player app, and the operator sees the
 * redemption and what the code has cost. Every promotions screen is saved at 1280×800 and
 * 1024×768 for review (.test-artifacts/screens/admin-promotions-*.png).
 */
const SHOTS = '.test-artifacts/screens';
let browser: Browser;
let server: Awaited<ReturnType<typeof startAdminServer>>;

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startAdminServer();
  await fs.mkdir(SHOTS, { recursive: true });
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/admin-promotions-${name}.png`, fullPage: false });

/** A screen's data arrived: no skeleton row and no loading state left. */
async function settled(page: Page) {
  await expect.poll(() => page.locator('.row-skeleton, .state-loading').count()).toBe(0);
}

describe('promotions in the back office', () => {
  let secret: string;

  it('an operator creates a promo code; a player redeems it; the operator sees its cost', async () => {
    const admin = await openAdmin(browser, server.baseUrl, DESKTOP);
    const { page } = admin;
    secret = await signInAdmin(page, OWNER);

    await page.getByRole('link', { name: 'Promo codes' }).click();
    await page.getByRole('heading', { name: en.codes.title }).waitFor();
    await page.getByText(en.codes.empty).waitFor();
    await shot(page, 'codes-empty');

    // The form refuses what the server refuses (the contract's schema), then creates.
    await page.getByRole('button', { name: en.codes.new }).click();
    const form = page.getByTestId('code-form');
    await form.locator('input[name="code"]').fill('diwali 75');
    await form.locator('input[name="amount"]').fill('75');
    await form.locator('input[name="totalUses"]').fill('500');
    await form.locator('input[name="note"]').fill('Diwali banner');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await form.getByText('letters, digits, - and _, 4 to 32 of them').waitFor();
    await form.locator('input[name="code"]').fill('diwali-75');
    await shot(page, 'code-form');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const detail = page.getByTestId('code-detail');
    await detail.getByText('DIWALI-75').first().waitFor();
    await detail.getByText(en.codes.noRedemptions).waitFor();
    await page.getByRole('button', { name: 'Close', exact: true }).last().click();
    await page.getByRole('cell', { name: /DIWALI-75/ }).waitFor();

    // The player side: a new player (phone bound) redeems it on the Promo tab.
    const session = await registerPlayer(
      server.baseUrl,
      `+9197${String(Date.now()).slice(-8)}`,
      'Khel-admin-promo-77',
    );
    const phone = await openPhone(browser, { session });
    await startApp(phone.page, server.baseUrl);
    await openInApp(phone.page, '/pages/promo/Promo?tab=promoCode');
    await phone.page.getByPlaceholder(promo.code.promoPlaceholder).fill('diwali-75');
    await phone.page.getByRole('button', { name: promo.code.redeem, exact: true }).click();
    await phone.page.getByTestId('redeem-result').getByText('+Rs 75.00').waitFor();
    expect((await callApi<TUserInfo>(server.baseUrl, '/user/getUserInfo', session)).balance).toBe(
      75,
    );
    await phone.context.close();

    // Back in the back office: one use, Rs 75 paid, the redemption with the player.
    await page.reload();
    await page.getByRole('heading', { name: en.codes.title }).waitFor();
    const row = page.getByRole('row', { name: /DIWALI-75/ });
    await row.getByText('1 / 500').waitFor();
    await row.getByRole('cell', { name: 'Rs 75.00 1 reward' }).waitFor();
    await shot(page, 'codes');
    await row.click();
    await detail.getByRole('cell', { name: String(session.uid) }).waitFor();
    await detail.getByRole('cell', { name: en.redemption.granted, exact: true }).waitFor();
    await settled(page);
    await shot(page, 'code-detail');

    // Disabled, the player app refuses it.
    await page.getByRole('button', { name: en.codes.disable, exact: true }).click();
    await page.getByRole('button', { name: en.codes.disable, exact: true }).last().click();
    await detail.getByText(en.codeState.disabled).first().waitFor();
    const again = await callApi<unknown>(server.baseUrl, '/activity/promoCode/redeem', {
      ...(await registerPlayer(
        server.baseUrl,
        `+9198${String(Date.now()).slice(-8)}`,
        'Khel-admin-promo-78',
      )),
      code: 'DIWALI-75',
    }).catch((error: Error) => error.message);
    expect(String(again)).toContain('This code has expired');
    expect(admin.errors).toEqual([]);
    await admin.close();
  }, 180_000);

  it('shows every promotions screen with its cost, at 1280×800 and 1024×768', async () => {
    const admin = await openAdmin(browser, server.baseUrl, DESKTOP);
    const { page } = admin;
    // A TOTP code is good once: this sign-in waits for the step after the first test's.
    await signInAdmin(page, { ...OWNER, secret: await nextStepSecret(secret) });
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['tablet', TABLET],
    ] as const) {
      await page.setViewportSize(viewport);
      const visit = async (link: string, heading: string, name: string) => {
        await page.getByRole('link', { name: link, exact: true }).click();
        await page.getByRole('heading', { name: heading, exact: true }).waitFor();
        await settled(page);
        await shot(page, `${name}-${size}`);
      };
      await visit('Campaigns', en.campaigns.title, 'campaigns');
      await page.getByTestId('cost-by-kind').getByText(en.source.promo_code).waitFor();
      if (size === 'desktop') {
        await page
          .getByRole('row', { name: /Sign-up bonus/ })
          .first()
          .click();
        const editor = page.getByTestId('campaign-editor');
        await editor.locator('input[name="title.en"]').waitFor();
        await shot(page, 'campaign-editor');
        await page.getByRole('tab', { name: 'zh-CN' }).click();
        await shot(page, 'campaign-editor-zh');
        await page.getByRole('button', { name: 'Cancel' }).click();
      }
      await visit('Promo codes', en.codes.title, 'codes');
      await visit('Check-in', en.checkin.title, 'checkin');
      await visit('Wheel', en.wheel.title, 'wheel');
      await visit('Rankings', en.rankings.title, 'rankings');
      await visit('Referral', en.referral.title, 'referral');
    }
    expect(admin.errors).toEqual([]);
    await admin.close();
  }, 240_000);
});

/** Waits until the next TOTP step so the owner's code is not a replay; answers the secret. */
async function nextStepSecret(secret: string) {
  const step = Math.floor(Date.now() / 30_000);
  while (Math.floor(Date.now() / 30_000) === step) await new Promise((r) => setTimeout(r, 250));
  return secret;
}
