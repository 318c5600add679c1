import type { TDepositOrder, TWithdrawOrder } from '@khel/contract';
import { queryRows } from '@khel/db';
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './accounts';
import { OWNER, openAdmin, signInAdmin, startAdminServer, TABLET, DESKTOP } from './admin';
import { launchBrowser, type StoredSession } from './browser';
import { creditSandboxMoney } from './games';
import { addBankAccount, freshUtr, playerWithPassword, withdrawByApi } from './money';

/**
 * The back office's money screens in Chromium at 1280×800: players withdraw through the API
 * above the review threshold; finance (the owner here) approves one in the queue and the
 * gateway pays it; a payout the gateway refuses for good is held, alerted and refunded; a UTR the
 * gateway has not confirmed is matched from the reconciliation queue.
 */
let browser: Browser;
let server: Awaited<ReturnType<typeof startAdminServer>>;

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startAdminServer();
  // The operator's review threshold: withdrawals above Rs 1,000 wait for a person.
  await server.db.execute(
    sql`update app_settings set value = value || '{"reviewAbove": 1000}' where key = 'withdraw'`,
  );
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A screenshot of the screen as an operator sees it, without the notices of earlier actions. */
async function shot(page: Page, name: string) {
  const toasts = page.locator('.toasts .toast button');
  while ((await toasts.count()) > 0) await toasts.first().click();
  await page.screenshot({ path: `.test-artifacts/screens/admin-${name}.png`, fullPage: true });
}

/** A registered player with money, a withdrawal password and a bank account. */
async function withdrawer(rupees: number) {
  const session = await playerWithPassword(server.baseUrl);
  await creditSandboxMoney(server.baseUrl, session.uid, rupees);
  const bankAccountId = await addBankAccount(server.baseUrl, session);
  return { session, bankAccountId };
}

const orderOf = (session: StoredSession, orderNo: string) =>
  callApi<TWithdrawOrder>(server.baseUrl, '/withdraw/orderDetail', { ...session, orderNo });

/** The sandbox gateway's operator marks the payout of `orderNo` paid. */
async function payAtGateway(orderNo: string) {
  const gateway = await browser.newPage();
  await gateway.goto(`${server.baseUrl}/psp/payouts`);
  await gateway
    .locator('.item')
    .filter({ hasText: orderNo })
    .getByRole('button', { name: 'Mark paid' })
    .click();
  await gateway.waitForURL('**/psp/payouts?ok=*');
  await gateway.close();
}

describe('back-office money', () => {
  it('approves a withdrawal in the queue and the payout completes; holds, alerts and refunds a refused one; matches a UTR', async () => {
    // Players ask for withdrawals above the threshold: they wait in review.
    const first = await withdrawer(10_000);
    const asked = await withdrawByApi(server.baseUrl, first.session, {
      amount: 2_500,
      bankAccountId: first.bankAccountId,
    });
    expect(asked.status).toBe('review');
    // One after another: each registers a phone number made from the clock.
    const others = [await withdrawer(9_000), await withdrawer(8_000)];
    const refused = await withdrawByApi(server.baseUrl, others[0]!.session, {
      amount: 4_200,
      bankAccountId: others[0]!.bankAccountId,
    });
    await withdrawByApi(server.baseUrl, others[1]!.session, {
      amount: 1_850.5,
      bankAccountId: others[1]!.bankAccountId,
    });
    // One the gateway will refuse for good: its account number is not one a bank has.
    await server.db.execute(
      sql`update withdrawal_orders set account_number = '12' where order_no = ${refused.orderNo}`,
    );

    const { page, errors, close } = await openAdmin(browser, server.baseUrl);
    await signInAdmin(page, OWNER);
    await page.getByRole('link', { name: 'Withdrawals' }).click();
    await page.getByRole('heading', { name: 'Withdrawals' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: asked.orderNo });
    await row.waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(4); // header + 3 in review
    await shot(page, 'withdrawal-queue-1280');
    await page.setViewportSize(TABLET);
    await shot(page, 'withdrawal-queue-1024');
    await page.setViewportSize(DESKTOP);

    // Approve: asked first, then the payout is on its way to the gateway.
    await row.getByRole('button', { name: `Approve ${asked.orderNo}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Approve withdrawal').waitFor();
    await dialog.getByText(/Pay Rs 2,500\.00 to Meera Shah/).waitFor();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await page.getByText(`${asked.orderNo} approved: the payout is on its way`).waitFor();
    await expect.poll(() => row.count()).toBe(0);

    // The gateway pays it: the order's page shows it paid, with its history.
    await expect
      .poll(async () => (await orderOf(first.session, asked.orderNo)).status, { timeout: 15_000 })
      .toBe('processing');
    await payGatewayWhenSent(asked.orderNo);
    await expect
      .poll(async () => (await orderOf(first.session, asked.orderNo)).status, { timeout: 20_000 })
      .toBe('success');
    await page.goto(`${server.baseUrl}/admin/withdrawals/order/${asked.orderNo}`);
    await page.getByRole('heading', { name: `Withdrawal ${asked.orderNo}` }).waitFor();
    await page.locator('.fields').getByText('Paid').first().waitFor();
    await page.locator('.money-timeline li').nth(2).getByText('Gateway').waitFor();
    await shot(page, 'withdrawal-detail-1280');

    // The refused one: approved, refused by the gateway for good, held and alerted.
    await page.goto(`${server.baseUrl}/admin/withdrawals`);
    await page
      .getByRole('row')
      .filter({ hasText: refused.orderNo })
      .getByRole('button', { name: `Approve ${refused.orderNo}` })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await page.getByText(`${refused.orderNo} approved: the payout is on its way`).waitFor();
    await expect
      .poll(
        async () =>
          (
            await queryRows<{ status: string }>(
              server.db,
              sql`select status from withdrawal_orders where order_no = ${refused.orderNo}`,
            )
          )[0]?.status,
        { timeout: 15_000 },
      )
      .toBe('payout_failed');
    await page.getByRole('link', { name: 'Payout alerts' }).click();
    const alert = page.getByRole('row').filter({ hasText: refused.orderNo });
    await alert.getByText(/^Gateway refused the payout: /).waitFor();
    // The player still sees it on its way.
    expect((await orderOf(others[0]!.session, refused.orderNo)).status).toBe('processing');
    await shot(page, 'payout-alerts-1280');
    await alert.getByRole('button', { name: `Refund ${refused.orderNo}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Refund' }).click();
    await page.getByText('give a reason').waitFor();
    await page.getByLabel('Reason').fill('Account closed at the bank');
    await page.getByRole('dialog').getByRole('button', { name: 'Refund' }).click();
    await page.getByText(`${refused.orderNo} refunded to the wallet`).waitFor();
    await page.getByText('No held payouts.').waitFor();
    expect((await orderOf(others[0]!.session, refused.orderNo)).status).toBe('failed');

    // A UTR the gateway has not confirmed: matched from the reconciliation queue.
    const depositor = first.session;
    const transfer = await callApi<TDepositOrder>(server.baseUrl, '/recharge/createTransferOrder', {
      ...depositor,
      depositAmount: 1500,
      depositPaymentMethod: 1,
    });
    const utr = freshUtr();
    await callApi(server.baseUrl, '/recharge/submitUtr', {
      ...depositor,
      orderNo: transfer.orderNo,
      utr,
    });
    await page.getByRole('link', { name: 'Reconciliation' }).click();
    const waiting = page.getByRole('row').filter({ hasText: transfer.orderNo });
    await waiting.waitFor();
    await shot(page, 'reconciliation-1280');
    await waiting.getByRole('button', { name: 'Match' }).click();
    await page.getByLabel('Amount received (Rs)').fill('1490');
    await page.getByLabel('Note').fill('HDFC statement line 42');
    await page.getByRole('dialog').getByRole('button', { name: 'Match' }).click();
    await page.getByText(`${transfer.orderNo} matched: Rs 1,490.00 credited`).waitFor();
    await page.getByText('Nothing waits for reconciliation.').waitFor();
    const credited = await callApi<TDepositOrder>(server.baseUrl, '/recharge/orderDetail', {
      ...depositor,
      orderNo: transfer.orderNo,
    });
    expect(credited.status).toBe('success');

    // The deposits table and the order with its events.
    await page.getByRole('link', { name: 'Deposits' }).click();
    const deposit = page.getByRole('row').filter({ hasText: transfer.orderNo });
    await deposit.waitFor();
    await shot(page, 'deposits-1280');
    await deposit.click();
    await page.getByRole('heading', { name: `Deposit ${transfer.orderNo}` }).waitFor();
    await page.locator('.money-timeline').getByText('Matched').waitFor();
    await shot(page, 'deposit-detail-1280');
    await page.setViewportSize(TABLET);
    await shot(page, 'deposit-detail-1024');

    expect(errors).toEqual([]);
    await close();
  });
});

/** Marks the payout paid once the approval's job has sent it to the gateway. */
async function payGatewayWhenSent(orderNo: string) {
  for (let i = 0; i < 100; i++) {
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/psp/payouts`);
    const found = await page.locator('.item').filter({ hasText: orderNo }).count();
    await page.close();
    if (found > 0) return payAtGateway(orderNo);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the payout of ${orderNo} never reached the gateway`);
}
