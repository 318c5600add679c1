import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openLogin, registerPlayer, toast } from './accounts';
import { launchBrowser, openPhone } from './browser';

const baseUrl = inject('baseUrl');
const PASSWORD = 'Sevilla-Noches-42';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A failed action tells the player it failed, in their language (the server words it). */
describe('refusals in the player language in Chromium', () => {
  it('shows a Spanish player the server refusal of a wrong password in Spanish', async () => {
    await registerPlayer(baseUrl, '+923009900001', PASSWORD);
    const { page, context, errors } = await openPhone(browser, { locale: 'es' });
    await openLogin(page, baseUrl);
    await page.locator('input[name="account"]').fill('03009900001');
    await page.locator('input[name="password"]').fill('Not-the-password-1');
    await page.getByTestId('login-submit').click();
    await toast(page, 'Número de teléfono o contraseña incorrectos').waitFor();
    expect(await page.getByText('Incorrect phone number or password').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
