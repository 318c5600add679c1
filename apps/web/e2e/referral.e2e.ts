import type {
  TAgentInfoResponse,
  TDepositOrder,
  TGameSearchResponse,
  TUserInfo,
} from '@khel/contract';
import { APP_ID, APP_PACKAGE_PREFIX } from '@khel/contract/constants';
import { dayStart, localDay } from '@khel/contract/dates';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import earnEn from '../src/locales/en/earn.json';
import login from '../src/locales/en/login.json';
import { readOtp, storedSession, toast, expectLoggedInHome } from './accounts';
import { launchBrowser, openInApp, openPhone, startApp, type StoredSession } from './browser';
import { finishPayment, waitForDeposit } from './money';
import { startServer } from './server';
import { watchSettling } from './settle';
import { playDice } from './story';

/**
 * Referral end to end on a server of its own, whose clock the test moves to the next 05:00
 * (GMT+5:30) so the referral job runs as it would overnight. The server trusts a proxy, so the
 * referrer and the second invitee (made through the API) come from addresses of their own, as
 * they would from their own phones: an invitee on the referrer's address is held for review.
 */
const IST = 330;
let browser: Browser;
let server: Awaited<ReturnType<typeof startServer>>;
let baseUrl: string;
let shiftMs = 0;

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer(
    { TRUST_PROXY: 'true' },
    { now: () => new Date(Date.now() + shiftMs) },
  );
  baseUrl = server.baseUrl;
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

let device = 0;
/** A call of the app's API as a phone at `ip` would make it. */
async function callFrom<T>(ip: string, path: string, body: object = {}): Promise<T> {
  device += 1;
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({
      appId: APP_ID,
      appPackageName: `${APP_PACKAGE_PREFIX}${APP_ID}`,
      deviceNumber: `e2e-referral-${ip}-${device}`,
      locale: 'en',
      ...body,
    }),
  });
  const envelope = (await response.json()) as { state: string; msg?: string; resultData: T };
  if (envelope.state !== '200') throw new Error(`${path}: ${envelope.state} ${envelope.msg}`);
  return envelope.resultData;
}

/** Deposits Rs 500 on the sandbox gateway's pay page and bets once on Dice. */
async function depositAndPlay(session: StoredSession) {
  const order = await callFrom<TDepositOrder>('10.77.0.9', '/recharge/createRechargeOrder', {
    ...session,
    depositAmount: 500,
    depositChannel: 1,
    depositMethod: 1,
  });
  await finishPayment(order);
  await waitForDeposit(baseUrl, session, order.orderNo, 'success');
  const { list } = await callFrom<TGameSearchResponse>('10.77.0.9', '/game/search', {
    pageSize: 50,
  });
  const dice = list.find((game) => game.provider === 'khel' && game.code === 'dice')!;
  await playDice(baseUrl, session, dice.id);
}

/** Screenshots for review land here when SCREENSHOTS is set (e.g. SCREENSHOTS=en,zh-CN). */
const SHOTS_DIR = '.test-artifacts/screens';
const locales = (process.env.SCREENSHOTS ?? '').split(',').filter(Boolean);
const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 360, height: 740 },
];

/** Earn and InvitationalRanks of the referrer, at each phone size and language asked for. */
async function screenshots(session: StoredSession) {
  for (const viewport of VIEWPORTS) {
    for (const locale of locales) {
      const { page, context } = await openPhone(browser, { session, viewport, locale });
      const settled = watchSettling(page);
      await startApp(page, baseUrl);
      for (const [name, url] of [
        ['Earn', '/pages/earn/Earn'],
        ['InvitationalRanks', '/pages/promo/InvitationalRanks'],
      ] as const) {
        if (name === 'Earn') await page.getByTestId('tab-bar').locator('button').nth(3).click();
        else await openInApp(page, url);
        await settled();
        await page.screenshot({
          path: `${SHOTS_DIR}/referral-${name}-${viewport.width}x${viewport.height}-${locale}.png`,
          fullPage: true,
        });
        if (name === 'Earn') {
          await page.getByRole('tab').nth(1).click();
          await settled();
          await page.screenshot({
            path: `${SHOTS_DIR}/referral-EarnRules-${viewport.width}x${viewport.height}-${locale}.png`,
            fullPage: true,
          });
        }
      }
      await context.close();
    }
  }
}

describe('referral in Chromium', () => {
  it('a referrer shares the link; an invitee registers, deposits and plays; the next 05:00 makes the reward claimable on Earn', async () => {
    const referrer = await callFrom<StoredSession>('10.77.0.1', '/sso/guest', {
      agreeTerms: true,
      adultConfirmed: true,
    });

    // The referrer's link and its QR code on the Earn tab.
    const mine = await openPhone(browser, { session: referrer });
    await startApp(mine.page, baseUrl);
    await mine.page.getByTestId('tab-bar').locator('button').nth(3).click();
    const link = mine.page.getByTestId('invite-link');
    await link.waitFor();
    // The link on one line, shortened in the middle if the phone is narrow; whole in its title.
    const url = (await link.locator('[title]').getAttribute('title'))!;
    const info = await callFrom<TAgentInfoResponse>('10.77.0.1', '/invite/agent/info', referrer);
    expect(url).toBe(info.referralUrl);
    expect(new URL(url).searchParams.get('invite_code')).toBe(info.referralCode);
    await mine.page.getByRole('img', { name: earnEn.link.qrAlt }).waitFor();

    // A new player opens the link, registers (the app sends the saved invite code) and plays.
    const friend = await openPhone(browser);
    await friend.page.goto(url);
    await friend.page.waitForURL('**/pages/home/Home');
    await openInApp(friend.page, '/pages/Login/Register');
    const mobile = `+92301${String(Date.now()).slice(-7)}`;
    await friend.page.locator('input[name="phone"]').fill(mobile.slice(3));
    await friend.page.getByTestId('send-code').click();
    await toast(friend.page, login.otp.sent).waitFor();
    await friend.page.locator('input[name="otp"]').fill(await readOtp(baseUrl, mobile));
    await friend.page.locator('input[name="password"]').fill('Kh3l-referral-42');
    await friend.page.locator('input[name="confirm"]').fill('Kh3l-referral-42');
    await friend.page.locator('input[name="birthday"]').fill('1992-08-30');
    await friend.page.locator('input[name="terms"]').check();
    await friend.page.locator('input[name="age"]').check();
    await friend.page.getByTestId('register-submit').click();
    await expectLoggedInHome(friend.page);
    const stored = await storedSession(friend.page);
    const friendSession = { sign: stored.sign!, uid: stored.uid! };
    await depositAndPlay(friendSession);
    expect(friend.errors).toEqual([]);
    await friend.context.close();

    // A second invitee, from a phone of their own, does the same through the API.
    const second = `+92302${String(Date.now()).slice(-7)}`;
    await callFrom('10.77.0.2', '/sms/send', { mobile: second, purpose: 'register' });
    const secondSession = await callFrom<StoredSession>('10.77.0.2', '/sso/register', {
      mobile: second,
      verificationCode: await readOtp(baseUrl, second),
      password: 'Kh3l-referral-43',
      birthday: '1994-02-11',
      agreeTerms: true,
      adultConfirmed: true,
      referralCode: info.referralCode,
    });
    await depositAndPlay(secondSession);

    // Before 05:00 both are counted, nothing is claimable yet.
    const before = await callFrom<TAgentInfoResponse>('10.77.0.1', '/invite/agent/info', referrer);
    expect(before).toMatchObject({ inviteCount: 2, availableReward: 0 });

    // The 05:00 after the coming midnight on the platform's clock: the referral job pairs the two
    // valid invitees of today. Between 00:00 and 05:00 the clock stops at today's 05:00 first, as
    // the runtime would run it (a jump over two occurrences runs only the older one).
    const now = Date.now();
    const fiveToday = dayStart(localDay(IST, new Date(now)), IST).getTime() + 5 * 3_600_000;
    const stops = fiveToday > now ? [fiveToday, fiveToday + 86_400_000] : [fiveToday + 86_400_000];
    for (const [i, stop] of stops.entries()) {
      shiftMs = stop - now + 1000;
      // The runtime polls every second: the earlier stop's run has happened after a few.
      if (i < stops.length - 1) await new Promise((resolve) => setTimeout(resolve, 5000));
    }
    let after = before;
    for (let i = 0; i < 60 && after.availableReward === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      after = await callFrom<TAgentInfoResponse>('10.77.0.1', '/invite/agent/info', referrer);
    }
    expect(after).toMatchObject({
      availableReward: info.rules.rewardPerPair,
      totalReward: info.rules.rewardPerPair,
      validInviteCount: 2,
    });

    // Claimed on Earn, once.
    const settled = watchSettling(mine.page);
    await mine.page.reload();
    await mine.page.waitForURL('**/pages/home/Home');
    await mine.page.getByTestId('tab-bar').locator('button').nth(3).click();
    const available = mine.page.getByTestId('earn-available');
    const stats = mine.page.getByTestId('earn-stats');
    await stats
      .getByRole('button', { name: earnEn.stats.claim })
      .and(mine.page.locator(':enabled'))
      .waitFor();
    await mine.page.locator('[data-testid="cash-bonus"][data-status="claimable"]').waitFor();
    await settled();
    await stats.getByRole('button', { name: earnEn.stats.claim }).click();
    await mine.page.locator('[data-testid="cash-bonus"][data-status="claimed"]').waitFor();
    await expect(available.textContent()).resolves.toBe('Rs 0.00');
    await stats
      .getByRole('button', { name: earnEn.stats.claim })
      .and(mine.page.locator(':disabled'))
      .waitFor();
    const user = await callFrom<TUserInfo>('10.77.0.1', '/user/getUserInfo', referrer);
    expect(user.balance).toBe(info.rules.rewardPerPair);

    // The team and the ranks on InvitationalRanks.
    await openInApp(mine.page, '/pages/promo/InvitationalRanks');
    await mine.page.getByTestId('team-status').nth(1).waitFor();
    await expect(mine.page.getByTestId('team-status').allTextContents()).resolves.toEqual([
      earnEn.team.statuses.claim,
      earnEn.team.statuses.claim,
    ]);
    await mine.page.getByRole('tab', { name: earnEn.ranks.periods.all }).click();
    await mine.page.getByTestId('my-rank').filter({ hasText: '#' }).waitFor();
    expect(mine.errors).toEqual([]);
    await mine.context.close();
    await screenshots(referrer);
  }, 180_000);
});
