import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import account from '../src/locales/en/account.json';
import { createGuest, readOtp, storedSession, toast, waitForUserInfo } from './accounts';
import { launchBrowser, openInApp, openPhone, startApp } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const EDIT_PROFILE = '/pages/account/components/EditProfile/EditProfile';
const PROFILE = '/pages/account/Profile/Profile';
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('the profile in Chromium', () => {
  it('keeps an edited profile across a reload', async () => {
    const session = await createGuest(baseUrl);
    const { page, context, errors } = await openPhone(browser, { session });
    await startApp(page, baseUrl);
    await waitForUserInfo(page);
    await openInApp(page, EDIT_PROFILE);
    await page.locator('input[name="nickname"]').fill('Ravi Kumar');
    await page.locator('input[name="email"]').fill('ravi@example.com');
    await page.locator('input[name="telegram"]').fill('@ravik');
    await page.getByTestId('profile-save').click();
    await toast(page, account.editProfile.saved).waitFor();

    await page.reload();
    await page.waitForURL('**/pages/home/Home');
    await openInApp(page, PROFILE);
    await page.getByText('Ravi Kumar').waitFor();
    await page.getByText('ravi@example.com').waitFor();
    await page.getByText('@ravik').waitFor();
    // What shows came back from the server, not only from this browser's storage.
    expect((await storedSession(page)).userInfo).toMatchObject({
      nickname: 'Ravi Kumar',
      email: 'ravi@example.com',
      telegram: '@ravik',
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('uploads an avatar image and refuses other files with a clear message', async () => {
    const session = await createGuest(baseUrl);
    const { page, context } = await openPhone(browser, { session });
    await startApp(page, baseUrl);
    await waitForUserInfo(page);
    await openInApp(page, PROFILE);
    const input = page.getByTestId('avatar-input');
    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('x'),
    });
    await toast(page, account.avatar.errors.type).waitFor();
    await input.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(2 * 1024 * 1024 + 1),
    });
    await toast(page, account.avatar.errors.size).waitFor();

    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await toast(page, account.avatar.uploaded).waitFor();
    const image = page.getByTestId('avatar-change').locator('img');
    await expect(image.getAttribute('src')).resolves.toMatch(/^\/api\/files\/[A-Za-z0-9_-]{22}$/);
    await page.waitForFunction(
      (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth === 1,
      await image.elementHandle(),
    );
    expect((await storedSession(page)).userInfo?.avatar).toMatch(
      /^\/api\/files\/[A-Za-z0-9_-]{22}$/,
    );
    await context.close();
  });

  it('binds a phone to a one-click account with a code sent to it', async () => {
    const session = await createGuest(baseUrl);
    const { page, context } = await openPhone(browser, { session });
    await startApp(page, baseUrl);
    await waitForUserInfo(page);
    await openInApp(page, '/pages/account/components/PhoneBinding/PhoneBinding');
    await page.locator('input[name="phone"]').fill('3001000006');
    await page.getByTestId('send-code').click();
    await page.locator('input[name="otp"]').fill(await readOtp(baseUrl, '+923001000006'));
    await page.getByTestId('phone-binding-submit').click();
    await toast(page, account.security.bound).waitFor();
    expect((await storedSession(page)).userInfo).toMatchObject({
      phone: '+923001000006',
      isGuest: false,
    });
    await context.close();
  });
});
