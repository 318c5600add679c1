import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import login from '../src/locales/en/login.json';
import { createGuest, expectLoggedInHome, openLogin, storedSession, toast } from './accounts';
import { launchBrowser, openPhone } from './browser';
import { startServer } from './server';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const CLAIMS = { sub: '1098765', email: 'ravi@example.com', name: 'Ravi Kumar' };
const TOKEN = `${base64url({ alg: 'RS256' })}.${base64url(CLAIMS)}.signature`;

/** Google Identity Services stand-in: its button hands the app TOKEN, as Google's popup would. */
const FAKE_GIS = `
window.google = { accounts: { id: {
  initialize(config) { window.gisConfig = config; },
  renderButton(parent) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Sign in with Google';
    button.dataset.testid = 'gis-button';
    button.onclick = () => window.gisConfig.callback({ credential: ${JSON.stringify(TOKEN)} });
    parent.appendChild(button);
  },
} } };`;

describe('Google login in Chromium', () => {
  it('hides Google when /threeLogin/channel has it off', async () => {
    const { page, context } = await openPhone(browser);
    const channel = page.waitForResponse((r) => r.url().endsWith('/api/threeLogin/channel'));
    await openLogin(page, baseUrl);
    await expect((await channel).json()).resolves.toMatchObject({ resultData: { google: false } });
    await page.getByTestId('guest-login').waitFor();
    await expect(page.getByTestId('google-login').count()).resolves.toBe(0);
    await context.close();
  });

  it("sends Google's credential and its subject, after the consent is ticked", async () => {
    // A server with Google on: its channel answer and its Content-Security-Policy allow GIS.
    const google = await startServer({ GOOGLE_CLIENT_ID: 'e2e.apps.googleusercontent.com' });
    const guest = await createGuest(google.baseUrl);
    const { page, context, errors } = await openPhone(browser);
    let sent: Record<string, unknown> | null = null;
    await context.route('https://accounts.google.com/gsi/client', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: FAKE_GIS }),
    );
    // The server checks real Google signatures; here it answers with a real session instead.
    await context.route('**/api/sso/googleLogin', (route) => {
      sent = route.request().postDataJSON() as Record<string, unknown>;
      return route.fulfill({
        json: { state: '200', resultData: { sign: guest.sign, uid: guest.uid, newUserFlag: 1 } },
      });
    });
    await openLogin(page, google.baseUrl);
    await page.getByTestId('gis-button').waitFor();
    await page.getByTestId('google-login').click();
    const sheet = page.getByTestId('consent-sheet');
    await sheet.getByTestId('consent-continue').click();
    await toast(page, login.errors.consentRequired).waitFor();
    expect(sent).toBeNull();

    await sheet.locator('input[name="consent"]').check();
    await sheet.getByTestId('consent-continue').click();
    await sheet.waitFor({ state: 'detached' });
    await page.getByTestId('gis-button').click();
    await expectLoggedInHome(page);
    expect(sent).toMatchObject({
      googleToken: TOKEN,
      googleId: '1098765',
      email: 'ravi@example.com',
      name: 'Ravi Kumar',
      agreeTerms: true,
      adultConfirmed: true,
    });
    expect((await storedSession(page)).uid).toBe(guest.uid);
    expect(errors).toEqual([]);
    await context.close();
    await google.close();
  });
});
