import type { TUserInfo } from '@khel/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import account from '../src/locales/en/account.json';
import wallet from '../src/locales/en/wallet.json';
import { callApi, toast } from './accounts';
import { WITHDRAW_PASSWORD, playerWithPassword as registeredWithPassword } from './money';
import { launchBrowser, openInApp, openPhone, startApp, type StoredSession } from './browser';
import games from '../../games/src/web/locales/en.json';
import { creditSandboxMoney, gameFrame, searchFor } from './games';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const balanceOf = async (session: StoredSession) =>
  (await callApi<TUserInfo>(baseUrl, '/user/getUserInfo', session)).balance;

/** A registered +92 player with a withdrawal password. */
const playerWithPassword = () => registeredWithPassword(baseUrl);

/** The sandbox gateway's operator settles the payout of `orderNo`. */
async function settlePayout(orderNo: string, outcome: 'Mark paid' | 'Mark failed') {
  const operator = await browser.newPage();
  await operator.goto(`${baseUrl}/psp/payouts`);
  await operator
    .locator('.item')
    .filter({ hasText: orderNo })
    .getByRole('button', { name: outcome })
    .click();
  await operator.waitForURL('**/psp/payouts?ok=*');
  await operator.close();
}

/** Withdraws `amount` from the Withdraw page through the confirmation popup; answers the order. */
async function withdraw(page: Page, amount: number) {
  await openInApp(page, '/pages/wallet/Withdraw', 2);
  await page.getByTestId('withdraw-account').first().waitFor();
  await page.getByTestId('withdraw-amount').fill(String(amount));
  await page.getByTestId('withdraw-submit').click();
  const confirm = page.getByTestId('withdraw-confirm');
  await confirm.waitFor();
  const orderNo = (await confirm.getByText(/^W\d{16}$/).textContent())!;
  await confirm.getByTestId('withdraw-confirm-submit').click();
  await confirm.getByText(wallet.withdraw.passwordRequired).waitFor();
  await confirm.getByTestId('withdraw-password-input').fill(WITHDRAW_PASSWORD);
  await confirm.getByTestId('withdraw-confirm-submit').click();
  await page.waitForURL('**/pages/wallet/WithdrawWait?orderNo=*');
  await page.locator('[data-testid="withdraw-wait"][data-status="processing"]').waitFor();
  await page.getByText(wallet.wait.title).waitFor();
  return orderNo;
}

describe('withdrawals in Chromium', () => {
  it('adds an account, withdraws, and the payout settles or refunds', async () => {
    const session = await playerWithPassword();
    await creditSandboxMoney(baseUrl, session.uid, 5000);
    const { page, context, errors } = await openPhone(browser, { session });
    await startApp(page, baseUrl);

    // The withdraw account, with the IFSC rule shown as the player types.
    await openInApp(page, '/pages/account/components/BankCard/BankCardList');
    await page.getByTestId('bank-add').click();
    const form = page.getByTestId('bank-form');
    await form.locator('input[name="holderName"]').fill('Ravi Kumar');
    await form.locator('input[name="accountNumber"]').fill('123456789012');
    await form.locator('input[name="confirmAccountNumber"]').fill('123456789012');
    await form.locator('input[name="ifsc"]').fill('HDFC1');
    await form.getByText(account.bank.errors.ifscFifth).waitFor();
    await form.locator('input[name="ifsc"]').fill('HDFC0001234');
    await page.getByTestId('bank-save').click();
    const sheet = page.getByTestId('password-sheet');
    await sheet.getByTestId('withdraw-password-input').fill(WITHDRAW_PASSWORD);
    await sheet.getByTestId('password-sheet-confirm').click();
    await page.getByTestId('bank-account-row').getByText('••••9012').waitFor();

    // A withdrawal the gateway pays: success, the balance down by the amount.
    const paidOrder = await withdraw(page, 1200);
    expect(await balanceOf(session)).toBe(3800);
    await settlePayout(paidOrder, 'Mark paid');
    await page.locator('[data-testid="withdraw-wait"][data-status="success"]').waitFor({
      timeout: 20_000,
    });
    expect(await balanceOf(session)).toBe(3800);

    // One the gateway cannot pay: the money comes back.
    const failedOrder = await withdraw(page, 500);
    expect(await balanceOf(session)).toBe(3300);
    await settlePayout(failedOrder, 'Mark failed');
    await page.locator('[data-testid="withdraw-wait"][data-status="failed"]').waitFor({
      timeout: 20_000,
    });
    expect(await balanceOf(session)).toBe(3800);

    await openInApp(page, '/pages/wallet/WithdrawHistory', 3);
    await page
      .locator(
        `[data-testid="withdraw-record"][data-order-no="${paidOrder}"][data-status="success"]`,
      )
      .waitFor();
    await page
      .locator(
        `[data-testid="withdraw-record"][data-order-no="${failedOrder}"][data-status="failed"]`,
      )
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("runs a new player's whole money loop: deposit, play, withdraw", async () => {
    const session = await playerWithPassword();
    await callApi(baseUrl, '/bank/add', {
      ...session,
      holderName: 'Meera Shah',
      accountNumber: '111122223333',
      confirmAccountNumber: '111122223333',
      ifsc: 'ICIC0001111',
      withdrawPassword: WITHDRAW_PASSWORD,
    });
    // A welcome gift without turnover, so the loop ends the same whatever the dice say.
    await creditSandboxMoney(baseUrl, session.uid, 1000);
    const { page, context } = await openPhone(browser, { session });
    await startApp(page, baseUrl);

    // Deposit 500 on the gateway's pay page: it brings 500 of turnover to bet.
    await openInApp(page, '/pages/wallet/Deposit');
    await page.getByRole('button', { name: wallet.deposit.submit }).click();
    await page.waitForURL('**/psp/pay/**');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByRole('link', { name: 'Return to merchant' }).click();
    await page.waitForURL('**/pages/wallet/DepositOrderDetail?orderNo=*');
    await page
      .getByText(wallet.status.success, { exact: true })
      .first()
      .waitFor({ timeout: 20_000 });
    expect(await balanceOf(session)).toBe(1500);

    // Play: one Dice bet of 500 in GameWeb settles the turnover.
    await page.goBack();
    await page.waitForURL('**/pages/home/Home');
    await searchFor(page, 'dice');
    await page.getByTestId('search-results').getByTestId('game-tile').first().click();
    const game = gameFrame(page);
    await game.getByLabel(games.bet.amount).fill('500');
    await game.getByRole('button', { name: games.bet.place, exact: true }).click();
    await game.locator('.recent__chip').first().waitFor();
    const info = await callApi<TUserInfo>(baseUrl, '/user/getUserInfo', session);
    expect(info.wagerRemaining).toBe(0);
    await page.getByTestId('game-back').click();

    // Withdraw 200 and the sandbox pays it out.
    const orderNo = await withdraw(page, 200);
    await settlePayout(orderNo, 'Mark paid');
    await page.locator('[data-testid="withdraw-wait"][data-status="success"]').waitFor({
      timeout: 20_000,
    });
    expect(await balanceOf(session)).toBeCloseTo(info.balance - 200, 2);
    await context.close();
  });

  it('refuses a withdrawal while a deposit is not yet wagered, with the rupees left', async () => {
    const session = await playerWithPassword();
    await callApi(baseUrl, '/bank/add', {
      ...session,
      holderName: 'Asha Rao',
      accountNumber: '555566667777',
      confirmAccountNumber: '555566667777',
      ifsc: 'SBIN0004321',
      withdrawPassword: WITHDRAW_PASSWORD,
    });
    // A real deposit of 500, paid on the gateway's page: it brings 500 of wagering with it.
    const order = await callApi<{ payUrl: string; orderNo: string }>(
      baseUrl,
      '/recharge/createRechargeOrder',
      { ...session, depositAmount: 500, depositChannel: 1, depositMethod: 1 },
    );
    const pay = await fetch(order.payUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
      redirect: 'manual',
    });
    expect(pay.status).toBe(303);
    await expect.poll(() => balanceOf(session), { timeout: 20_000 }).toBe(500);

    const { page, context } = await openPhone(browser, { session });
    await startApp(page, baseUrl);
    await openInApp(page, '/pages/wallet/Withdraw');
    await page.getByTestId('withdraw-account').first().waitFor();
    await page.getByTestId('withdraw-amount').fill('200');
    await page.getByTestId('withdraw-submit').click();
    await toast(page, 'You still have 500 rupees left to bet in the game').waitFor();
    expect(await balanceOf(session)).toBe(500);
    await context.close();
  });
});
