import type { TDepositOrder, TRewardListResponse, TUserInfo, TWithdrawInfo } from '@khel/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import common from '../src/locales/en/common.json';
import promo from '../src/locales/en/promo.json';
import wallet from '../src/locales/en/wallet.json';
import { callApi } from './accounts';
import { launchBrowser, openInApp, openPhone, startApp, type StoredSession } from './browser';
import { addBankAccount, finishPayment, playerWithPassword, waitForDeposit } from './money';
import { OWNER, startAdminServer } from './admin';
import { operatorApi } from './admin-api-client';

const baseUrl = inject('baseUrl');
/** Screenshots of the promotion screens for review when SCREENSHOTS is set (e.g. en,fr). */
const SHOT_LOCALES = (process.env.SCREENSHOTS ?? '').split(',').filter(Boolean);
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`{{${k}}}`, String(v)), text);

/** An online deposit paid on the sandbox gateway, in the bonus event or not. */
async function depositOnline(session: StoredSession, amount: number, bonusEvent: boolean) {
  const order = await callApi<TDepositOrder>(baseUrl, '/recharge/createRechargeOrder', {
    ...session,
    depositAmount: amount,
    depositChannel: 1,
    depositMethod: 1,
    bonusEvent,
  });
  await finishPayment(order);
  return waitForDeposit(baseUrl, session, order.orderNo, 'success');
}

const rewardRow = (page: Page, kind: keyof typeof promo.myReward.kinds) =>
  page.getByTestId('reward-row').filter({ hasText: promo.myReward.kinds[kind] });

describe('promotions in Chromium', () => {
  it('pays the first deposit in the bonus event and shows the bonus and its wager', async () => {
    const session = await playerWithPassword(baseUrl);
    const { page, context, errors } = await openPhone(browser, { session });
    await startApp(page, baseUrl);
    await openInApp(page, '/pages/wallet/Deposit');

    // The offer the server made this new player, shown when joining the event.
    await page.getByRole('radio', { name: /Join the bonus/ }).click();
    await page
      .getByTestId('bonus-offer')
      .getByText(fill(wallet.deposit.offerFirst, { percent: 100, cap: 'Rs 2,000.00', times: 5 }))
      .waitFor();

    await depositOnline(session, 1000, true);
    // 100 % of Rs 1,000; (bonus + deposit) × 5 wagered, plus the deposit × 1.
    const info = await callApi<TWithdrawInfo>(baseUrl, '/withdraw/info', session);
    expect(info.wagerRemaining).toBe(1000 + 2000 * 5);
    expect((await callApi<TUserInfo>(baseUrl, '/user/getUserInfo', session)).balance).toBe(2000);

    await openInApp(page, '/pages/promo/Promo?tab=myReward', 2);
    const row = rewardRow(page, 'first_deposit');
    await row.getByText('Rs 1,000.00').waitFor();
    await row.getByText(fill(promo.myReward.wager, { amount: 'Rs 10,000.00' })).waitFor();
    await row.getByText(promo.myReward.statuses.claimed, { exact: true }).waitFor();

    // The rules show the campaign's real multiple in the first-deposit terms.
    await page.getByRole('tab', { name: promo.tabs.rules }).click();
    await page.getByText(fill(promo.terms.wager, { times: 5 })).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('lists a deposit cashback in CashbackRecord and pays its claim', async () => {
    const session = await playerWithPassword(baseUrl);
    await addBankAccount(baseUrl, session);
    const order = await depositOnline(session, 1000, false);

    const { page, context, errors } = await openPhone(browser, { session });
    await startApp(page, baseUrl);
    await openInApp(page, '/pages/promo/RebatePromo/RebatePromo');
    await page.getByText(promo.rebate.bankBound).waitFor();
    await page.getByText(promo.rebate.phoneBound).waitFor();
    await openInApp(page, '/pages/promo/CashbackRecord/CashbackRecord', 2);
    await page.getByText('Rs 350.00').first().waitFor();
    await page.getByText('Rs 1,000.00').waitFor();
    await page.getByRole('button', { name: promo.myReward.claim }).click();
    await page.getByText(promo.myReward.statuses.claimed, { exact: true }).waitFor();

    expect((await callApi<TUserInfo>(baseUrl, '/user/getUserInfo', session)).balance).toBe(1350);
    const rewards = await callApi<TRewardListResponse>(baseUrl, '/reward/list', {
      ...session,
      kind: 'deposit_cashback',
    });
    expect(rewards.list).toEqual([
      expect.objectContaining({ source: `deposit_cashback:${order.orderNo}`, status: 'claimed' }),
    ]);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('takes the sign-up bonus and claims it', async () => {
    const session = await playerWithPassword(baseUrl);
    const { page, context, errors } = await openPhone(browser, { session });
    await startApp(page, baseUrl);
    await openInApp(page, '/pages/promo/SignupBonus');
    await page.getByText('Rs 28.00').waitFor();
    await page.getByRole('button', { name: promo.signup.claim }).click();
    const row = rewardRow(page, 'signup_bonus');
    await row.getByRole('button', { name: promo.myReward.claim }).click();
    await row.getByText(promo.myReward.statuses.claimed, { exact: true }).waitFor();
    expect((await callApi<TUserInfo>(baseUrl, '/user/getUserInfo', session)).balance).toBe(28);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('the promo popup in Chromium', () => {
  let server: Awaited<ReturnType<typeof startAdminServer>>;

  beforeAll(async () => {
    // Its own server: the operator turns the popup on there (in the back office), not in front
    // of other tests.
    server = await startAdminServer();
    const backOffice = await operatorApi(server.baseUrl, OWNER);
    const popups = await backOffice.call<{ list: { id: string }[] }>(
      '/admin/promotions/campaigns/list',
      { kind: 'popup' },
    );
    const popup = popups.list[0]!;
    expect(
      await backOffice.call('/admin/promotions/campaigns/setEnabled', {
        id: popup.id,
        enabled: true,
      }),
    ).toMatchObject({ enabled: true, running: true });
  });
  afterAll(() => server?.close());

  /**
   * Launches the app at `at` (the phone's clock): on Home, the promotions are there (the app's
   * page carries them, docs/architecture.md §7).
   */
  async function launchAt(page: Page, at: string) {
    await page.clock.setFixedTime(new Date(at));
    await startApp(page, server.baseUrl);
  }

  it("hides after 'don't show again today' until the next day in GMT+5:30", async () => {
    const { page, context, errors } = await openPhone(browser);
    await launchAt(page, '2026-11-24T23:50:00+05:30');
    const popup = page.getByTestId('promo-popup');
    await popup.getByText('Deposit Rs 500 or more and get 35% back', { exact: false }).waitFor();
    if (SHOT_LOCALES.length > 0) {
      await page.waitForTimeout(800);
      await page.screenshot({ path: '.test-artifacts/promo-screens/popup-375-en.png' });
    }
    await popup.getByLabel(promo.popup.dontShowToday).check();
    await page.getByRole('button', { name: common.action.close }).click();
    await popup.waitFor({ state: 'detached' });

    // Launched again the same day: not shown.
    await launchAt(page, '2026-11-24T23:59:00+05:30');
    await page.waitForTimeout(300);
    await expect(popup.count()).resolves.toBe(0);

    // Midnight in India (18:30 UTC): a new day, shown again; its link opens the cashback page.
    await launchAt(page, '2026-11-25T00:00:30+05:30');
    await popup.waitFor();
    await popup.getByRole('button', { name: promo.popup.view }).click();
    await page.waitForURL('**/pages/promo/RebatePromo/RebatePromo');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

describe.runIf(SHOT_LOCALES.length > 0)('promotion screenshots for review', () => {
  const SCREENS = [
    '/pages/promo/Promo?tab=promo',
    '/pages/promo/Promo?tab=firstDeposit',
    '/pages/promo/Promo?tab=rules',
    '/pages/promo/Promo?tab=myReward',
    '/pages/promo/SignupBonus',
    '/pages/promo/RebatePromo/RebatePromo',
    '/pages/promo/CashbackRecord/CashbackRecord',
    '/pages/wallet/Deposit',
  ];
  it('takes each promotion screen at 375x812 and 360x740', async () => {
    const session = await playerWithPassword(baseUrl);
    await addBankAccount(baseUrl, session);
    await depositOnline(session, 1000, true);
    await depositOnline(session, 2000, false);
    await callApi(baseUrl, '/activity/signupBonus/claim', session);
    for (const viewport of [
      { width: 375, height: 812 },
      { width: 360, height: 740 },
    ]) {
      for (const locale of SHOT_LOCALES) {
        const { page, context } = await openPhone(browser, { session, viewport, locale });
        await startApp(page, baseUrl);
        for (const [i, screen] of SCREENS.entries()) {
          await openInApp(page, screen, i + 1);
          if (screen === '/pages/wallet/Deposit') {
            // The bonus event picker is the page's first choice; its first option joins.
            await page.getByRole('radiogroup').first().getByRole('radio').first().click();
          }
          await page.waitForTimeout(700);
          const name = screen.replace(/^\/pages\//, '').replace(/[/?&=]+/g, '_');
          const file = `.test-artifacts/promo-screens/${viewport.width}/${locale}/${i}-${name}.png`;
          await page.screenshot({ path: file, fullPage: true });
        }
        await context.close();
      }
    }
  }, 300_000);
});
