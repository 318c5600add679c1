import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { OWNER, openAdmin, startAdminServer, TABLET, totp } from './admin';

/**
 * The back office's door: the first owner enrols TOTP and signs in, a wrong code is refused,
 * an operator is created and an API key made (shown once), and each write is in the audit log.
 */
let browser: Browser;
let server: Awaited<ReturnType<typeof startAdminServer>>;

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startAdminServer();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('back office sign-in and operators', () => {
  it('refuses a wrong code, enrols TOTP, manages operators and keys, and audits it all', async () => {
    const { page, errors, close } = await openAdmin(browser, server.baseUrl);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();

    // A wrong password is refused with the server's words; nothing is shown of the account.
    await page.getByLabel('Email').fill(OWNER.email);
    await page.getByLabel('Password').fill('not the password at all');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Wrong email, password or code').waitFor();

    // Enrolment: the secret on screen; a wrong code keeps the operator out.
    await page.getByLabel('Password').fill(OWNER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    await expect.poll(() => page.locator('.enroll img').count()).toBe(1);
    const wrong = totp(secret) === '000000' ? '111111' : '000000';
    await page.getByLabel('Authenticator code').fill(wrong);
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
    await page.getByText('Wrong email, password or code').waitFor();
    await page.getByLabel('Authenticator code').fill(totp(secret));
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await expect.poll(() => page.getByText(OWNER.name).count()).toBeGreaterThan(0);

    // A reload keeps the session (the cookie; the CSRF token comes back from auth/me).
    await page.goto(`${server.baseUrl}/admin/operators`);
    await page.getByRole('heading', { name: 'Operators' }).waitFor();
    await page.getByRole('cell', { name: OWNER.email }).waitFor();

    // A new support operator.
    await page.getByRole('button', { name: 'New operator' }).click();
    await page.getByLabel('Name').fill('Ravi Support');
    await page.getByLabel('Email').fill('ravi@khel.test');
    await page.getByLabel('Role').selectOption('support');
    await page.getByLabel('First password').fill('short');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByText('at least 12 characters').waitFor();
    await page.getByLabel('First password').fill('a long first password');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('cell', { name: 'ravi@khel.test' }).waitFor();

    // An API key, shown once.
    await page.getByRole('link', { name: 'API keys' }).click();
    await page.getByText('No API keys yet.').waitFor();
    await page.getByRole('button', { name: 'New API key' }).click();
    await page.getByLabel('Name').fill('Payout reconciler');
    await page.getByLabel('Read money').check();
    await page.getByRole('button', { name: 'Create' }).click();
    const key = (await page.getByTestId('api-key').textContent())!.trim();
    expect(key).toMatch(/^khk_/);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('cell', { name: 'Payout reconciler' }).waitFor();

    // The audit log has each write, newest first, and filters by action.
    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByText('apiKey.create').waitFor();
    await page.getByText('operator.create').waitFor();
    await page.getByLabel('Action').fill('operator.');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.getByText('apiKey.create').count()).toBe(0);
    await page.getByText('operator.create').waitFor();
    await page.screenshot({ path: '.test-artifacts/screens/admin-audit-1280.png', fullPage: true });
    await page.setViewportSize(TABLET);
    await page.screenshot({ path: '.test-artifacts/screens/admin-audit-1024.png', fullPage: true });

    // Sign out: back to the sign-in screen, and the old session is gone.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.goto(`${server.baseUrl}/admin/audit`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(errors.filter((e) => !/401|Failed to load resource/.test(e))).toEqual([]);
    await close();
  });
});
