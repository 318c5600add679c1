import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import account from '../src/locales/en/account.json';
import common from '../src/locales/en/common.json';
import wallet from '../src/locales/en/wallet.json';
import { expectLoggedInHome, openLogin, storedSession, walletStrip } from './accounts';
import { launchBrowser, openInApp, openPhone } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Sandbox money: a real ledger transaction of record type 'gift' (sandbox mode only). */
async function creditSandboxMoney(playerId: string, amount: number) {
  const response = await fetch(`${baseUrl}/api/dev/credit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ playerId, amount, reference: `e2e-wallet-${playerId}` }),
  });
  const envelope = (await response.json()) as { state: string; resultData: { balance: number } };
  expect(envelope).toMatchObject({ state: '200', resultData: { balance: amount } });
}

/** One-click login through the app, as a new player would. */
async function loginAsGuest(page: Page) {
  await openLogin(page, baseUrl);
  await page.getByTestId('guest-login').click();
  const sheet = page.getByTestId('consent-sheet');
  await sheet.locator('input[name="consent"]').check();
  await sheet.getByTestId('consent-continue').click();
  await page.getByTestId('guest-saved').click();
  await expectLoggedInHome(page);
}

const tab = (page: Page, index: number) =>
  page.getByTestId('tab-bar').locator('button').nth(index).click();

describe('wallet in Chromium', () => {
  it('shows sandbox money on Home, Account, Withdraw and in the balance records', async () => {
    const { page, context, errors } = await openPhone(browser);
    await loginAsGuest(page);
    const { uid } = await storedSession(page);
    await creditSandboxMoney(uid!, 1234.5);

    // No reload: the 10 s user-info refresh brings the new balance to Home.
    await walletStrip(page).getByText('Rs 1,234.50').waitFor({ timeout: 15_000 });
    await tab(page, 4);
    await expect(page.getByTestId('balance').textContent()).resolves.toBe('Rs 1,234.50');

    await page.getByRole('button', { name: account.entries.balanceRecords }).click();
    const gift = page.locator('[data-testid="balance-record"][data-type="gift"]');
    await gift.waitFor();
    await expect(gift.textContent()).resolves.toMatch(
      new RegExp(
        `${account.balanceRecords.types.giftMoney}.*\\+Rs 1,234\\.50.*Balance Rs 1,234\\.50`,
      ),
    );
    await page.getByRole('heading', { name: common.filter.today }).waitFor();
    await page.getByTestId('records-end').getByText(common.state.noMore).waitFor();

    await page.getByTestId('balance-type-picker').click();
    await page.getByRole('option', { name: account.balanceRecords.types.bet, exact: true }).click();
    await page.getByText(common.state.empty).waitFor();
    await expect(page.getByTestId('balance-record').count()).resolves.toBe(0);

    // The withdraw page shows the balance, and no wager requirement left to meet.
    await openInApp(page, '/pages/wallet/Withdraw', 3);
    await page.getByText('Rs 1,234.50').waitFor();
    const wagerRow = page.locator('dl > div').filter({ hasText: wallet.withdraw.wagerRequirement });
    await expect(wagerRow.locator('dd').textContent()).resolves.toBe(wallet.withdraw.wagerMet);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows money credited since the last refresh after a reload', async () => {
    const { page, context } = await openPhone(browser);
    await loginAsGuest(page);
    const { uid } = await storedSession(page);
    await creditSandboxMoney(uid!, 75);
    await page.reload();
    await walletStrip(page).getByText('Rs 75.00').waitFor();
    await context.close();
  });
});
