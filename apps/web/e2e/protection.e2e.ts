import { mkdir } from 'node:fs/promises';
import type { TProtectionInfoResponse } from '@khel/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import account from '../src/locales/en/account.json';
import protection from '../src/locales/en/protection.json';
import esProtection from '../src/locales/es/protection.json';
import { callApi, createGuest, toast } from './accounts';
import { launchBrowser, openInApp, openPhone, startApp } from './browser';

const baseUrl = inject('baseUrl');
const PAGE = '/pages/account/components/ResponsibleGaming/ResponsibleGaming';
/** Set E2E_SHOTS to a folder to keep screenshots of the page (both phone sizes, two languages). */
const SHOTS = process.env.E2E_SHOTS;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const infoOf = (session: { sign: string; uid: string }) =>
  callApi<TProtectionInfoResponse>(baseUrl, '/protection/info', session);

async function changeLimit(page: Page, limit: string, value: string) {
  await page.getByTestId(`limit-${limit}`).getByRole('button', { name: protection.edit }).click();
  const field = page.getByRole('dialog').locator('input[name="limitValue"]');
  await field.fill(value);
  await page.getByRole('dialog').getByRole('button', { name: protection.save }).click();
}

describe('Responsible gaming in Chromium', () => {
  it('sets limits, queues an increase, sets the reality check and self-excludes with a serious confirmation', async () => {
    const session = await createGuest(baseUrl);
    const { page, context, errors } = await openPhone(browser, { session });
    await startApp(page, baseUrl);
    await openInApp(page, '/pages/account/Account');
    await page.getByText(account.menu.responsibleGaming).click();
    await page.waitForURL(`**${PAGE}`);
    await page.getByTestId('deposit-limits').waitFor();

    // A first limit applies at once; the typed value is checked before it is sent.
    await changeLimit(page, 'depositDay', '0');
    await page.getByText(protection.invalidAmount).waitFor();
    await page.getByRole('dialog').locator('input[name="limitValue"]').fill('1500');
    await page.getByRole('dialog').getByRole('button', { name: protection.save }).click();
    await toast(page, protection.applied).waitFor();
    await expect
      .poll(async () => page.getByTestId('limit-depositDay').textContent())
      .toContain('1,500');
    expect((await infoOf(session)).limits.depositDay).toBe(1500);

    // An increase waits 24 hours: shown with the time it can be confirmed from, Confirm disabled.
    await changeLimit(page, 'depositDay', '3000');
    await toast(page, protection.queued).waitFor();
    const pending = page.getByTestId('pending-depositDay');
    await pending.waitFor();
    expect(await pending.textContent()).toContain(protection.pending.raise.split('{{')[0]!);
    expect(await pending.getByRole('button', { name: protection.confirm }).isDisabled()).toBe(true);
    expect((await infoOf(session)).limits.depositDay).toBe(1500);
    // The session limit, in minutes.
    await changeLimit(page, 'sessionMinutes', '90');
    await toast(page, protection.applied).waitFor();
    await expect
      .poll(async () => page.getByTestId('limit-sessionMinutes').textContent())
      .toContain('90');

    // The reality check interval.
    await page
      .getByTestId('reality-check')
      .getByRole('button', { name: protection.reality.every_other.replace('{{count}}', '30') })
      .click();
    await toast(page, protection.reality.saved).waitFor();
    expect((await infoOf(session)).realityCheckMinutes).toBe(30);

    if (SHOTS) {
      await mkdir(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/rg-en-375.png`, fullPage: true });
      await page.setViewportSize({ width: 360, height: 740 });
      await page.screenshot({ path: `${SHOTS}/rg-en-360.png`, fullPage: true });
      await page.setViewportSize({ width: 375, height: 812 });
    }

    // Cancelling the increase keeps the limit.
    await pending.getByRole('button', { name: protection.cancel }).click();
    await toast(page, protection.cancelled).waitFor();
    await pending.waitFor({ state: 'detached' });

    // Self-exclusion: the dialog needs the box ticked, then the player is logged out everywhere.
    const self = page.getByTestId('self-exclusion');
    await self.getByRole('button', { name: protection.exclusion.indefinite }).click();
    await self.getByRole('button', { name: protection.exclusion.start }).click();
    const dialog = page.getByTestId('exclusion-confirm');
    await dialog.getByText(protection.exclusion.confirmIndefinite).waitFor();
    const startNow = dialog.getByRole('button', { name: protection.exclusion.startNow });
    expect(await startNow.isDisabled()).toBe(true);
    if (SHOTS) {
      // The dialog fades in: let it settle before the picture (screenshots only).
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${SHOTS}/rg-en-confirm.png` });
    }
    await dialog.getByRole('checkbox').check();
    await startNow.click();
    await page.waitForURL((url) => !url.pathname.includes('ResponsibleGaming'));
    await expect(infoOf(session)).rejects.toThrow(/401/);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('shows a time-out in force to a player who logs in again, in Spanish', async () => {
    const session = await createGuest(baseUrl);
    await callApi(baseUrl, '/protection/exclude', {
      ...session,
      kind: 'timeout',
      days: 7,
      confirm: true,
    });
    // The guest's sessions ended; a new one (as a login would make) sees the time-out.
    const fresh = await callApi<{ sign: string; uid: string }>(baseUrl, '/sso/idlogin', {
      userId: session.uid,
      password: session.password,
    });
    const { page, context, errors } = await openPhone(browser, { session: fresh, locale: 'es' });
    await startApp(page, baseUrl);
    await openInApp(page, PAGE);
    await page.getByText(esProtection.exclusion.activeTimeout).waitFor();
    await page.getByText(esProtection.exclusion.waitEnd).waitFor();
    await expect(page.getByTestId('timeout').count()).resolves.toBe(0);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/rg-es-375.png`, fullPage: true });
      await page.setViewportSize({ width: 360, height: 740 });
      await page.screenshot({ path: `${SHOTS}/rg-es-360.png`, fullPage: true });
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
