import type { TBalanceRecordsResponse, TChargeInfo, TUserInfo } from '@khel/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import common from '../src/locales/en/common.json';
import wallet from '../src/locales/en/wallet.json';
import { callApi, createGuest, registerPlayer } from './accounts';
import { launchBrowser, openInApp, openPhone, startApp, type StoredSession } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const balanceOf = async (session: StoredSession) =>
  (await callApi<TUserInfo>(baseUrl, '/user/getUserInfo', session)).balance;

const depositRecords = async (session: StoredSession) =>
  (
    await callApi<TBalanceRecordsResponse>(baseUrl, '/user/balanceRecords', {
      ...session,
      type: 'all',
      range: 'today',
    })
  ).list;

/** A logged-in phone on the Deposit page. */
async function openDeposit(session: StoredSession) {
  const phone = await openPhone(browser, { session });
  await startApp(phone.page, baseUrl);
  await openInApp(phone.page, '/pages/wallet/Deposit');
  await phone.page.getByRole('button', { name: wallet.deposit.submit }).waitFor();
  return phone;
}

/** On the gateway's pay page: pay or fail, then return to the app as the payer would. */
async function finishOnPayPage(page: Page, outcome: 'pay' | 'fail') {
  await page.waitForURL('**/psp/pay/**');
  if (outcome === 'pay') await page.getByRole('button', { name: /^Pay / }).click();
  else await page.getByRole('button', { name: 'Fail payment' }).click();
  await page.getByRole('link', { name: 'Return to merchant' }).click();
  // The gateway returns to the entry page, which goes on through Home to the order.
  await page.waitForURL('**/pages/wallet/DepositOrderDetail?orderNo=*');
}

/** An amount chip of the Deposit page. */
const chip = (page: Page, rupees: number) =>
  page
    .getByRole('group', { name: wallet.deposit.amount })
    .getByRole('button', { name: `Rs ${rupees.toLocaleString('en-IN')}`, exact: true });

/** The order detail's status badge, once it reads `status` (the page refreshes itself). */
const orderStatus = (page: Page, status: keyof typeof wallet.status) =>
  page.getByText(wallet.status[status], { exact: true }).first().waitFor({ timeout: 20_000 });

describe('deposits in Chromium', () => {
  it('deposits 500 online through the gateway pay page and credits it once', async () => {
    const session = await createGuest(baseUrl);
    const { page, context, errors } = await openDeposit(session);
    // Online payment is the first tab; 500 is the chip closest to the default amount.
    await expect(chip(page, 500).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(
      page.getByRole('radio', { name: /UPI Fast/ }).getAttribute('aria-checked'),
    ).resolves.toBe('true');
    await page.getByRole('button', { name: wallet.deposit.submit }).click();

    await finishOnPayPage(page, 'pay');
    await orderStatus(page, 'success');
    await page.getByText(wallet.order.note.success).waitFor();
    expect(await balanceOf(session)).toBe(500);
    const deposits = (await depositRecords(session)).filter((r) => r.type === 'deposit');
    expect(deposits).toEqual([expect.objectContaining({ amount: 500, balanceAfter: 500 })]);

    // The history lists the order as a success.
    await openInApp(page, '/pages/wallet/DepositHistory', 3);
    await page.getByText(wallet.status.success, { exact: true }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('leaves the balance untouched when the payment fails', async () => {
    const session = await createGuest(baseUrl);
    const { page, context } = await openDeposit(session);
    await chip(page, 1000).click();
    await page.getByRole('button', { name: wallet.deposit.submit }).click();
    await finishOnPayPage(page, 'fail');
    await orderStatus(page, 'failed');
    await page.getByText(wallet.order.note.failed).waitFor();
    expect(await balanceOf(session)).toBe(0);
    expect(await depositRecords(session)).toEqual([]);
    await context.close();
  });

  it('credits a transfer deposit once the gateway finds its UTR', async () => {
    const session = await createGuest(baseUrl);
    const { page, context } = await openDeposit(session);
    await page.getByRole('tab', { name: new RegExp(wallet.deposit.tab['2']) }).click();
    // IMPS comes first and its first amount is the default.
    await page.getByRole('button', { name: wallet.deposit.transferSubmit }).click();
    await page.waitForURL('**/pages/wallet/DepositImpsDetail?orderNo=*');
    await page.getByText('918020012345678').waitFor();

    await page.getByRole('button', { name: wallet.utr.submit }).click();
    await page.getByText(wallet.utr.required, { exact: true }).waitFor();
    const utr = String(Date.now()).slice(-12).padStart(12, '7');
    await page.getByLabel(wallet.utr.label).fill(utr.slice(0, 11));
    await page.getByRole('button', { name: wallet.utr.submit }).click();
    await page.getByText(wallet.utr.digits, { exact: true }).waitFor();
    await page.getByLabel(wallet.utr.label).fill(utr);
    await page.getByRole('button', { name: wallet.utr.submit }).click();
    await page.getByText(wallet.order.note.verifying).waitFor();
    expect(await balanceOf(session)).toBe(0);

    // The operator finds the transfer on the statement in the sandbox gateway.
    const operator = await browser.newPage();
    await operator.goto(`${baseUrl}/psp/reconcile`);
    const item = operator.locator('.item').filter({ hasText: utr });
    await item.getByRole('button', { name: 'Received' }).click();
    await operator.getByText(`UTR ${utr} marked received`).waitFor();
    await operator.close();

    await orderStatus(page, 'success');
    // 1,000 plus the 2 % transfer gift of the demo configuration.
    expect(await balanceOf(session)).toBe(1020);
    const types = (await depositRecords(session)).map((r) => [r.type, r.amount]);
    expect(types).toEqual(
      expect.arrayContaining([
        ['deposit', 1000],
        ['deposit_bonus', 20],
      ]),
    );
    await context.close();
  });

  it('credits a crypto deposit once the gateway confirms its transaction hash', async () => {
    const session = await createGuest(baseUrl);
    const { page, context } = await openDeposit(session);
    await page.getByRole('tab', { name: new RegExp(wallet.deposit.tab['4']) }).click();
    await page.getByLabel(wallet.deposit.amount).fill('1000');
    await page.getByRole('button', { name: wallet.deposit.submit }).click();
    await page.waitForURL('**/pages/wallet/DepositOrderDetail?orderNo=C*');
    // 1,000 rupees at 88 per USDT, rounded up to 2 decimals.
    await page.getByText('11.37 USDT').first().waitFor();
    await page.getByText('TKhelDemoAddressDoNotSendFunds00001').first().waitFor();
    await expect(
      page.getByRole('img', { name: wallet.crypto.qrAlt }).getAttribute('src'),
    ).resolves.toMatch(/^data:image\/svg\+xml/);

    const hash = `0x${Date.now().toString(16).padStart(64, 'a')}`;
    await page.getByLabel(wallet.crypto.hashLabel).fill(hash);
    await page.getByRole('button', { name: wallet.crypto.hashSubmit }).click();
    await page.getByText(wallet.order.note.verifying).waitFor();

    const operator = await browser.newPage();
    await operator.goto(`${baseUrl}/psp/reconcile`);
    const item = operator.locator('.item').filter({ hasText: `Tx ${hash.slice(0, 10)}` });
    await item.getByRole('button', { name: 'Received' }).click();
    await operator.waitForURL('**/psp/reconcile?ok=*');
    await operator.close();

    await orderStatus(page, 'success');
    // 1,000 plus the 3 % crypto gift of the demo configuration.
    expect(await balanceOf(session)).toBe(1030);
    await context.close();
  });

  it('recomputes the methods of a +91 player on every amount change', async () => {
    const mobile = `+9198${String(Date.now()).slice(-8)}`;
    const session = await registerPlayer(baseUrl, mobile, 'Khel-deposit-77');
    const { page, context } = await openDeposit(session);
    const radios = page
      .getByRole('radiogroup', { name: wallet.deposit.channel })
      .getByRole('radio');
    const imps = page.getByRole('radio', { name: /IMPS Bank/ });
    const upi = page.getByRole('radio', { name: /UPI Fast/ });
    // 500 is outside IMPS's range (1,000–50,000): disabled; UPI (offset 1) first and chosen.
    await expect(imps.isDisabled()).resolves.toBe(true);
    await expect(radios.first().textContent()).resolves.toContain('UPI Fast');
    await expect(upi.getAttribute('aria-checked')).resolves.toBe('true');
    // Above the limit of 5,000 the heavier weight comes first: UPI Fast (2) before IMPS (1).
    await chip(page, 10000).click();
    await expect(imps.isDisabled()).resolves.toBe(false);
    await expect(radios.first().textContent()).resolves.toContain('UPI Fast');
    await imps.click();
    await expect(imps.getAttribute('aria-checked')).resolves.toBe('true');
    // A new amount picks again by the rule.
    await chip(page, 1000).click();
    await expect(upi.getAttribute('aria-checked')).resolves.toBe('true');
    await context.close();
  });

  it('shows the deposit-closed popup to a +91 player on every way to Deposit', async () => {
    const mobile = `+9197${String(Date.now()).slice(-8)}`;
    const session = await registerPlayer(baseUrl, mobile, 'Khel-deposit-77');
    const { page, context } = await openPhone(browser, { session });
    // The operator closed deposits: the real charge info, with rechargeOpen 0.
    await page.route('**/api/recharge/getChargeInfo', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { state: string; resultData: TChargeInfo };
      await route.fulfill({
        response,
        json: { ...body, resultData: { ...body.resultData, rechargeOpen: 0 } },
      });
    });
    await startApp(page, baseUrl);
    await page
      .getByTestId('wallet-strip')
      .getByRole('button', { name: /Deposit/ })
      .click();
    const popup = page.getByRole('dialog');
    await popup.getByText(common.tips.depositClosed).waitFor();
    expect(page.url()).toContain('/pages/home/Home');
    await popup.getByRole('button', { name: common.tips.contactService }).click();
    await popup.waitFor({ state: 'detached' });

    // From the Account tab too.
    await page.getByTestId('tab-bar').locator('button').nth(4).click();
    await page
      .getByRole('button', { name: /^Deposit$/ })
      .first()
      .click();
    await page.getByRole('dialog').getByText(common.tips.depositClosed).waitFor();
    expect(page.url()).toContain('/pages/account/Account');
    await context.close();
  });
});
