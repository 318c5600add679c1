import fs from 'node:fs/promises';
import path from 'node:path';
import type { TMailListResponse } from '@khel/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import common from '../src/locales/en/common.json';
import { callApi, createGuest } from './accounts';
import { DESKTOP, openAdmin, OWNER, signInAdmin, startAdminServer, TABLET } from './admin';
import { operatorApi } from './admin-api-client';
import { launchBrowser, openInApp, openPhone, startApp, type StoredSession } from './browser';

/**
 * Content and support in the back office: an operator broadcasts a mail in /admin and a player
 * reads it in the player app's inbox (its read counted in the history); a feedback sent with a
 * screenshot is read and answered; every content screen is photographed at 1280×800 and 1024×768.
 */
const MAIL = '/pages/mail/Mail';
const PASSWORD = 'a long first password';
const SHOTS = '.test-artifacts/screens/admin-content';

let browser: Browser;
let server: Awaited<ReturnType<typeof startAdminServer>>;
let owner: Awaited<ReturnType<typeof operatorApi>>;

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startAdminServer();
  owner = await operatorApi(server.baseUrl, OWNER);
  for (const [name, role] of [
    ['Meera Support', 'support'],
    ['Kabir Marketing', 'marketing'],
  ] as const) {
    await owner.call('/admin/operators/create', {
      name,
      email: `${role}@khel.test`,
      role,
      password: PASSWORD,
    });
  }
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Sends a feedback as the player, with `screenshot` attached (multipart, as the app does). */
async function sendFeedback(session: StoredSession, screenshot: Buffer) {
  const form = new FormData();
  const fields = {
    appId: '1502',
    appPackageName: 'com.khel.h5.1502',
    deviceNumber: 'e2e-admin-content',
    locale: 'en',
    ...session,
    category: 'withdraw',
    content:
      'My withdrawal of Rs 2,500 has been pending since this morning. The screenshot shows the order.',
    mobile: '9812345678',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(
    'screenshot1',
    new Blob([new Uint8Array(screenshot)], { type: 'image/png' }),
    'order.png',
  );
  const answer = (await (
    await fetch(`${server.baseUrl}/api/feedback/submit`, { method: 'POST', body: form })
  ).json()) as { state: string; resultData: { id: string } };
  expect(answer.state).toBe('200');
  return answer.resultData.id;
}

async function shot(page: Page, name: string) {
  const size = page.viewportSize()!;
  const dir = path.join(SHOTS, `${size.width}x${size.height}`);
  await fs.mkdir(dir, { recursive: true });
  // Let lazy screens, images and table refreshes settle.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

describe('content and support in the back office', () => {
  it('an operator broadcasts a mail that a player reads in the app; a feedback is answered', async () => {
    // A player who is there before the mail is sent, and their phone's screen as a screenshot.
    const session = await createGuest(server.baseUrl);
    const phone = await openPhone(browser, { session });
    await startApp(phone.page, server.baseUrl);
    await phone.page.getByTestId('inbox-button').waitFor();
    const feedbackId = await sendFeedback(session, await phone.page.screenshot());

    const admin = await openAdmin(browser, server.baseUrl, DESKTOP);
    const { page } = admin;
    await signInAdmin(page, { email: 'support@khel.test', password: PASSWORD });
    await page.getByRole('link', { name: 'Mail' }).click();
    await page.getByRole('heading', { name: 'Mail' }).waitFor();

    // The contract's rules in the form: no subject, no send.
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('give a title').waitFor();
    await page.getByLabel('Subject').fill('Diwali weekend: 20% cashback');
    await page
      .getByLabel('Message')
      .fill('Deposit between Friday and Sunday and get 20% of it back on Monday, up to Rs 5,000.');
    await page.getByRole('tab', { name: /Français/ }).click();
    await page.getByLabel('Subject').fill('Week-end de Diwali : 20 % de cashback');
    await page.getByTestId('mail-preview').getByText('Week-end de Diwali').waitFor();
    await page.getByRole('tab', { name: /English/ }).click();
    await shot(page, '4-mail-compose');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Diwali weekend: 20% cashback').waitFor();
    await confirm.getByRole('button', { name: 'Send' }).click();
    await page.getByText(/Sent to \d+ player/).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Diwali weekend: 20% cashback' });
    await row.waitFor();
    await row.getByText('fr', { exact: true }).waitFor();

    // The player reads it in the app's inbox.
    await openInApp(phone.page, MAIL, 1);
    const item = phone.page.getByTestId('mail-item').filter({ hasText: 'Diwali weekend' });
    await item.waitFor();
    await item.click();
    await phone.page.getByText('up to Rs 5,000', { exact: false }).last().waitFor();
    // Confirming the opened mail marks it read.
    await phone.page.getByRole('button', { name: common.action.confirm }).click();
    await expect
      .poll(async () => {
        const history = await owner.call<{ list: { title: string; reads: number }[] }>(
          '/admin/content/mail/list',
          {},
        );
        return history.list.find((b) => b.title.startsWith('Diwali'))?.reads;
      })
      .toBe(1);
    await page.reload();
    await page
      .getByRole('row')
      .filter({ hasText: 'Diwali weekend: 20% cashback' })
      .getByTestId('broadcast-reads')
      .getByText('1', { exact: true })
      .waitFor();
    await page.getByRole('heading', { name: 'Sent messages' }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 600);
    await shot(page, '5-mail-history');

    // The feedback inbox: the open one, its screenshot, the reply.
    await page.getByRole('link', { name: 'Feedback' }).click();
    await page.getByRole('row').filter({ hasText: 'pending since this morning' }).click();
    await page.getByRole('heading', { name: `Feedback #${feedbackId}` }).waitFor();
    await expect.poll(() => page.locator('.ct-shot img').count()).toBe(1);
    await shot(page, '7-feedback-detail');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await page.getByText('give the reply').waitFor();
    await page
      .getByLabel('Your reply')
      .fill('Your withdrawal was paid at 14:05 to your bank account ending 4321. Please check.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await page.getByText('Replied by support@khel.test', { exact: false }).waitFor();
    const inbox = await callApi<TMailListResponse>(server.baseUrl, '/mail/list', session);
    expect(inbox.list.map((m) => m.template)).toContain('feedback.replied');
    await page.getByRole('link', { name: /All feedback/ }).click();
    await page.getByRole('tab', { name: 'Replied' }).click();
    await page.getByRole('row').filter({ hasText: 'pending since this morning' }).waitFor();
    await shot(page, '6-feedback-list');

    expect(admin.errors).toEqual([]);
    expect(phone.errors).toEqual([]);
    await admin.close();
    await phone.context.close();
  }, 180_000);

  it('shows every content screen finished at desktop and tablet sizes', async () => {
    const admin = await openAdmin(browser, server.baseUrl, DESKTOP);
    const { page } = admin;
    await signInAdmin(page, { email: 'marketing@khel.test', password: PASSWORD });
    for (const viewport of [DESKTOP, TABLET]) {
      await page.setViewportSize(viewport);
      await page.goto(`${server.baseUrl}/admin/content/banners`);
      await page.getByRole('heading', { name: 'Banners' }).waitFor();
      await page.getByRole('cell', { name: /First deposit bonus/ }).waitFor();
      await shot(page, '1-banners');
      await page.getByRole('cell', { name: /First deposit bonus/ }).click();
      await page.getByRole('tab', { name: /Français/ }).click();
      await expect
        .poll(() =>
          page
            .getByTestId('banner-preview')
            .locator('img')
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        )
        .toBe(true);
      await shot(page, '1-banner-edit');
      await page.keyboard.press('Escape');

      await page.getByRole('link', { name: 'Announcements' }).click();
      await page.getByRole('heading', { name: 'Announcements' }).waitFor();
      await page.getByText('Welcome to Khel!', { exact: false }).first().waitFor();
      await shot(page, '2-announcements');

      await page.getByRole('link', { name: 'FAQ' }).click();
      await page.getByRole('heading', { name: 'FAQ' }).waitFor();
      await page.getByRole('tab', { name: /简体中文/ }).click();
      await shot(page, '3-faq');
    }
    expect(admin.errors).toEqual([]);
    await admin.close();
  }, 180_000);
});
