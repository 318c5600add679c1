import { APP_ID, APP_PACKAGE_PREFIX } from '@khel/contract/constants';
import type { Page } from 'playwright-core';
import { openInApp, startApp, type StoredSession } from './browser';

/** Account helpers for browser tests: straight to the real server's API, as the app calls it. */
const common = () => ({
  appId: APP_ID,
  appPackageName: `${APP_PACKAGE_PREFIX}${APP_ID}`,
  deviceNumber: `e2e-${Math.random().toString(36).slice(2)}`,
  locale: 'en',
});

export async function callApi<T>(baseUrl: string, path: string, body: object = {}): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...common(), ...body }),
  });
  const envelope = (await response.json()) as { state: string; msg?: string; resultData: T };
  if (envelope.state !== '200') throw new Error(`${path}: ${envelope.state} ${envelope.msg}`);
  return envelope.resultData;
}

/** The newest sandbox SMS code sent to `mobile` (E.164), waiting a little for it. */
export async function readOtp(baseUrl: string, mobile: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await fetch(`${baseUrl}/api/dev/outbox?mobile=${encodeURIComponent(mobile)}`);
    const { resultData } = (await response.json()) as { resultData: { text: string }[] };
    const code = resultData[0]?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code in the outbox for ${mobile}`);
}

/**
 * A new one-click player: a real session plus the generated password. One-click accounts are
 * made without a date of birth and give it before their first deposit (modules/kyc README): this
 * one has given it, as most of these tests' players deposit.
 */
export async function createGuest(baseUrl: string) {
  const guest = await callApi<StoredSession & { password: string }>(baseUrl, '/sso/guest', {
    agreeTerms: true,
    adultConfirmed: true,
  });
  await callApi(baseUrl, '/user/updateInfo', {
    sign: guest.sign,
    uid: guest.uid,
    birthday: '1990-05-17',
  });
  return guest;
}

/** A player registered with `mobile` and `password` through the API (SMS code included). */
export async function registerPlayer(baseUrl: string, mobile: string, password: string) {
  await callApi(baseUrl, '/sms/send', { mobile, purpose: 'register' });
  const verificationCode = await readOtp(baseUrl, mobile);
  return callApi<StoredSession>(baseUrl, '/sso/register', {
    mobile,
    verificationCode,
    password,
    birthday: '1990-05-17',
    agreeTerms: true,
    adultConfirmed: true,
  });
}

/** What the app keeps in local storage for the session. */
export const storedSession = (page: Page) =>
  page.evaluate(() => ({
    sign: localStorage.getItem('sign'),
    uid: localStorage.getItem('uid'),
    userInfo: JSON.parse(localStorage.getItem('userInfo') ?? 'null') as Record<
      string,
      unknown
    > | null,
  }));

/** Waits until the app has loaded the user info of the logged-in player. */
export const waitForUserInfo = (page: Page) =>
  page.waitForFunction(() => {
    const info = JSON.parse(localStorage.getItem('userInfo') ?? 'null') as { userId?: string };
    return info?.userId !== undefined && info.userId === localStorage.getItem('uid');
  });

/** A toast with exactly this text. */
export const toast = (page: Page, text: string) =>
  page.getByTestId('toast').getByText(text, { exact: true });

/** Opens the app, then the login page in it. */
export async function openLogin(page: Page, baseUrl: string) {
  await startApp(page, baseUrl);
  await openInApp(page, '/pages/Login/Login');
  await page.getByTestId('login-submit').waitFor();
}

export const walletStrip = (page: Page) => page.getByTestId('wallet-strip');

/** Home with the logged-in wallet strip, and the player's user info loaded. */
export async function expectLoggedInHome(page: Page) {
  await page.waitForURL('**/pages/home/Home');
  await walletStrip(page).and(page.locator('[data-logged-in="true"]')).waitFor();
  await waitForUserInfo(page);
}
