import type {
  TBalanceRecordsResponse,
  TDepositOrder,
  TUserInfo,
  TVipInfoResponse,
  TWithdrawInfo,
} from '@khel/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import account from '../src/locales/en/account.json';
import vip from '../src/locales/en/vip.json';
import { callApi, createGuest } from './accounts';
import { launchBrowser, openInApp, openPhone, startApp } from './browser';
import { finishPayment, waitForDeposit } from './money';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the Vip tab in Chromium', () => {
  it('levels a player up on a deposit, shows V1 and its upgrade bonus, and pays the claim', async () => {
    const session = await createGuest(baseUrl);
    const before = await callApi<TVipInfoResponse>(baseUrl, '/vip/getVipInfo', session);
    expect(before.currentVipConfig.level).toBe(0);
    const v1 = before.vipConfigList.find((level) => level.level === 1)!;
    expect(v1.upgradeBonus).toBeGreaterThan(0);

    // Deposits exactly what V1 asks for, paid on the sandbox gateway.
    const order = await callApi<TDepositOrder>(baseUrl, '/recharge/createRechargeOrder', {
      ...session,
      depositAmount: v1.depositRequired,
      depositChannel: 1,
      depositMethod: 1,
    });
    await finishPayment(order);
    await waitForDeposit(baseUrl, session, order.orderNo, 'success');
    const wagerBefore = (await callApi<TWithdrawInfo>(baseUrl, '/withdraw/info', session))
      .wagerRemaining;

    const { page, context, errors } = await openPhone(browser, { session });
    await startApp(page, baseUrl);
    await openInApp(page, '/pages/vip/Vip');

    // The level card, the level-up moment (once) and the server's figures for V2.
    await page.getByText(vip.card.level.replace('{{level}}', '1'), { exact: true }).waitFor();
    const note = page.getByText(vip.levelUp.title.replace('{{level}}', '1'));
    await note.waitFor();
    const after = await callApi<TVipInfoResponse>(baseUrl, '/vip/getVipInfo', session);
    expect(after.nextLevel).toBe(2);
    await page.getByText(vip.card.progress.replace('{{level}}', '2')).waitFor();
    await expect(page.getByRole('progressbar').getAttribute('aria-valuenow')).resolves.toBe(
      String(
        Math.floor((after.totalDeposit * 100) / (after.totalDeposit + after.depositForNextLevel)),
      ),
    );

    // The claimable upgrade bonus, claimed once.
    const rewards = page.getByRole('region', { name: vip.rewards.title });
    const upgrade = rewards
      .getByRole('listitem')
      .filter({ hasText: vip.rewards.kinds.vip_upgrade });
    await upgrade.waitFor();
    await upgrade.getByRole('button', { name: vip.rewards.claim }).click();
    await rewards.getByText(vip.rewards.empty).waitFor();

    const balance = (await callApi<TUserInfo>(baseUrl, '/user/getUserInfo', session)).balance;
    expect(balance).toBe(v1.depositRequired + v1.upgradeBonus);
    const wagerAfter = (await callApi<TWithdrawInfo>(baseUrl, '/withdraw/info', session))
      .wagerRemaining;
    expect(wagerAfter).toBeGreaterThan(wagerBefore);
    const records = await callApi<TBalanceRecordsResponse>(baseUrl, '/user/balanceRecords', {
      ...session,
      type: 'vip_bonus',
      range: 'today',
    });
    expect(records.list).toEqual([expect.objectContaining({ amount: v1.upgradeBonus })]);

    // The balance records' 'VIP bonus' filter shows it.
    await openInApp(page, '/pages/account/components/BalanceRecords/BalanceRecords', 2);
    await page.getByTestId('balance-type-picker').click();
    await page
      .getByRole('option', { name: account.balanceRecords.types.vipBonus, exact: true })
      .click();
    const bonus = page.locator('[data-testid="balance-record"][data-type="vip_bonus"]');
    await bonus.first().waitFor();
    await bonus.getByText(account.balanceRecords.types.vipBonus).first().waitFor();
    await expect(bonus.count()).resolves.toBe(1);

    // Seen once: back on the tab, no congratulation.
    await openInApp(page, '/pages/vip/Vip');
    await page.getByText(vip.card.level.replace('{{level}}', '1'), { exact: true }).waitFor();
    await rewards.getByText(vip.rewards.empty).waitFor();
    await expect(note.count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
