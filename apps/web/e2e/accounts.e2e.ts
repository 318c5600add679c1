import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import login from '../src/locales/en/login.json';
import {
  callApi,
  createGuest,
  expectLoggedInHome,
  openLogin,
  readOtp,
  registerPlayer,
  storedSession,
  toast,
  waitForUserInfo,
  walletStrip,
} from './accounts';
import { launchBrowser, openInApp, openPhone, startApp } from './browser';

const baseUrl = inject('baseUrl');
const PASSWORD = 'Lahore-Nights-42';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('accounts in Chromium', () => {
  it('registers with the code from the SMS outbox and lands on Home, logged in', async () => {
    const { page, context, errors } = await openPhone(browser);
    await startApp(page, baseUrl);
    await openInApp(page, '/pages/Login/Register');
    await page.locator('input[name="phone"]').fill('300 1000001');
    await page.getByTestId('send-code').click();
    await toast(page, login.otp.sent).waitFor();
    await page.locator('input[name="otp"]').fill(await readOtp(baseUrl, '+923001000001'));
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('input[name="confirm"]').fill(PASSWORD);
    await page.locator('input[name="terms"]').check();
    await page.locator('input[name="age"]').check();
    // Under 18 is refused before anything is sent; 18 or more goes through.
    await page.locator('input[name="birthday"]').fill('2015-01-01');
    await page.getByTestId('register-submit').click();
    await toast(page, login.errors.underage).waitFor();
    await page.locator('input[name="birthday"]').fill('1990-05-17');
    await page.getByTestId('register-submit').click();
    await expectLoggedInHome(page);
    const { sign, uid, userInfo } = await storedSession(page);
    expect(sign).toMatch(/.{20,}/);
    expect(uid).toMatch(/^\d{8}$/);
    expect(userInfo).toMatchObject({ userId: uid, phone: '+923001000001', isGuest: false });

    await page.getByTestId('tab-bar').locator('button').nth(4).click();
    await expect(page.getByTestId('player-name').textContent()).resolves.toBe('Player0001');
    await expect(page.getByTestId('player-id').textContent()).resolves.toContain(uid!);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('logs out through the server to the entry page, then Home, logged out', async () => {
    const session = await createGuest(baseUrl);
    const { page, context } = await openPhone(browser, { session });
    await startApp(page, baseUrl);
    await waitForUserInfo(page);
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      const replace = history.replaceState.bind(history);
      history.replaceState = (state, unused, url) => {
        seen.push(String(url));
        replace(state, unused, url);
      };
    });
    await page.getByTestId('tab-bar').locator('button').nth(4).click();
    await page.getByTestId('logout').click();
    await page.getByTestId('logout-confirm').click();
    await walletStrip(page).and(page.locator('[data-logged-in="false"]')).waitFor();
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(seen.slice(-2)).toEqual(['/', '/pages/home/Home']);
    expect(await storedSession(page)).toEqual({ sign: null, uid: null, userInfo: null });
    // The server ended the session: its sign no longer works.
    await expect(callApi(baseUrl, '/user/getUserInfo', session)).rejects.toThrow(/401/);
    await context.close();
  });

  it('logs in with phone number and password', async () => {
    await registerPlayer(baseUrl, '+923001000002', PASSWORD);
    const { page, context } = await openPhone(browser);
    await openLogin(page, baseUrl);
    await page.locator('input[name="account"]').fill('03001000002');
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await expectLoggedInHome(page);
    expect((await storedSession(page)).userInfo).toMatchObject({ phone: '+923001000002' });
    await context.close();
  });

  it('logs in with the 8-digit ID and password', async () => {
    const { uid } = await registerPlayer(baseUrl, '+919876500003', PASSWORD);
    const { page, context } = await openPhone(browser);
    await openLogin(page, baseUrl);
    await page.locator('input[name="account"]').fill(uid);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await expectLoggedInHome(page);
    expect((await storedSession(page)).uid).toBe(uid);
    await context.close();
  });

  it('logs in with an OTP, creating the account once the consent is ticked', async () => {
    const { page, context } = await openPhone(browser);
    await openLogin(page, baseUrl);
    await page.getByRole('tab', { name: login.tabs.otp }).click();
    await page.locator('input[name="phone"]').fill('3001000004');
    await page.getByTestId('send-code').click();
    await page.locator('input[name="otp"]').fill(await readOtp(baseUrl, '+923001000004'));
    await page.getByTestId('login-submit').click();
    await toast(page, login.errors.consentRequired).waitFor();
    await page.locator('input[name="consent"]').check();
    await page.getByTestId('login-submit').click();
    await expectLoggedInHome(page);
    expect((await storedSession(page)).userInfo).toMatchObject({ phone: '+923001000004' });
    await context.close();
  });

  it('shows the generated ID and password after one-click login, and they log in again', async () => {
    const { page, context } = await openPhone(browser);
    await openLogin(page, baseUrl);
    // One-click creates an account: it asks for the consent in a sheet, there and then.
    await page.getByTestId('guest-login').click();
    const sheet = page.getByTestId('consent-sheet');
    await sheet.getByTestId('consent-continue').click();
    await toast(page, login.errors.consentRequired).waitFor();
    await sheet.locator('input[name="consent"]').check();
    await sheet.getByTestId('consent-continue').click();
    const id = (await page.getByTestId('guest-id').textContent())!;
    const password = (await page.getByTestId('guest-password').textContent())!;
    expect(id).toMatch(/^\d{8}$/);
    expect(password.length).toBeGreaterThanOrEqual(8);
    expect((await storedSession(page)).uid).toBe(id);
    await page.getByTestId('guest-saved').click();
    await expectLoggedInHome(page);
    await context.close();

    const again = await openPhone(browser);
    await openLogin(again.page, baseUrl);
    await again.page.locator('input[name="account"]').fill(id);
    await again.page.locator('input[name="password"]').fill(password);
    await again.page.getByTestId('login-submit').click();
    await expectLoggedInHome(again.page);
    expect((await storedSession(again.page)).userInfo).toMatchObject({ userId: id, isGuest: true });
    await again.context.close();
  });

  it('shows the exact empty-field messages on Login and sends nothing', async () => {
    const { page, context } = await openPhone(browser);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(sso|sms)\//.test(request.url())) sent.push(request.url());
    });
    await openLogin(page, baseUrl);
    await page.getByTestId('login-submit').click();
    await toast(page, 'The phone number or ID cannot be empty').waitFor();
    await page.locator('input[name="account"]').fill('3001000005');
    await page.getByTestId('login-submit').click();
    await toast(page, 'The Password cannot be empty').waitFor();

    await page.getByRole('tab', { name: login.tabs.otp }).click();
    await page.getByTestId('login-submit').click();
    await toast(page, 'The phone number cannot be empty').waitFor();
    await page.getByTestId('send-code').click();
    await toast(page, 'The phone number cannot be empty').waitFor();
    await page.locator('input[name="phone"]').fill('3001000005');
    await page.getByTestId('login-submit').click();
    await toast(page, 'The OTP cannot be empty').waitFor();
    expect(sent).toEqual([]);
    await context.close();
  });
});
