import fs from 'node:fs/promises';
import path from 'node:path';
import type { TDepositOrder, TFeedback, TMailListResponse } from '@khel/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import account from '../src/locales/en/account.json';
import common from '../src/locales/en/common.json';
import mail from '../src/locales/en/mail.json';
import { callApi, createGuest } from './accounts';
import { launchBrowser, openInApp, openPhone, startApp, type StoredSession } from './browser';
import { finishPayment, waitForDeposit } from './money';
import { OWNER, startAdminServer } from './admin';
import { operatorApi } from './admin-api-client';
import { watchSettling } from './settle';

/** A real 1×1 PNG, as a phone's screenshot would be (only smaller). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const MAIL = '/pages/mail/Mail';
const FEEDBACK = '/pages/account/components/FeedBack/FeedBack';
const FAQ = '/pages/faq/Faq';

let browser: Browser;
let server: Awaited<ReturnType<typeof startAdminServer>>;
let baseUrl: string;
/** The back office's API, signed in as the owner (the feedback reply, the broadcast). */
let admin: Awaited<ReturnType<typeof operatorApi>>;

beforeAll(async () => {
  server = await startAdminServer();
  baseUrl = server.baseUrl;
  admin = await operatorApi(baseUrl, OWNER);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The operator's reply to a feedback, through the back office's API. */
const replyTo = (id: string, reply: string) =>
  admin.call('/admin/support/feedback/reply', { id, reply });

async function depositedPlayer() {
  const session = await createGuest(baseUrl);
  const order = await callApi<TDepositOrder>(baseUrl, '/recharge/createRechargeOrder', {
    ...session,
    depositAmount: 500,
    depositChannel: 1,
    depositMethod: 1,
  });
  await finishPayment(order);
  await waitForDeposit(baseUrl, session, order.orderNo, 'success');
  return { session, order };
}

const depositMail = (page: Page) =>
  page.getByTestId('mail-item').filter({ hasText: 'Deposit credited' });

describe('the inbox and feedback in Chromium', () => {
  it('a deposit brings a mail, which is read and deleted with the confirm', async () => {
    const { session, order } = await depositedPlayer();
    const { page, context, errors } = await openPhone(browser, { session });
    await startApp(page, baseUrl);

    // The unread count the server sent, on the inbox button.
    const { unreadCount } = await callApi<{ unreadCount: number }>(
      baseUrl,
      '/mail/unreadCount',
      session,
    );
    expect(unreadCount).toBeGreaterThan(0);
    await page.getByTestId('inbox-unread').getByText(String(unreadCount)).waitFor();
    await page.getByTestId('inbox-button').click();
    await page.waitForURL(`**${MAIL}`);

    const item = depositMail(page);
    await item.waitFor();
    await expect(item.getAttribute('data-read')).resolves.toBe('false');
    await item.click();
    await page.getByText(order.orderNo, { exact: false }).last().waitFor();
    await page.getByRole('button', { name: common.action.confirm }).click();
    await page.waitForSelector('[data-testid="mail-item"][data-read="true"]');
    await expect
      .poll(
        async () =>
          (await callApi<{ unreadCount: number }>(baseUrl, '/mail/unreadCount', session))
            .unreadCount,
      )
      .toBe(unreadCount - 1);

    // Delete mode: tick it, delete, and confirm.
    await page.getByTestId('mail-manage').click();
    await depositMail(page).click();
    await page.getByTestId('mail-delete').click();
    await page.getByText(mail.deleteConfirm_one).waitFor();
    await page.getByTestId('mail-delete-confirm').click();
    await page.getByText(mail.deleted).waitFor();
    await expect.poll(() => depositMail(page).count()).toBe(0);
    const left = await callApi<TMailListResponse>(baseUrl, '/mail/list', session);
    expect(left.list.map((m) => m.template)).not.toContain('deposit.credited');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('sends feedback with a screenshot, and reads the operator reply in the list and the inbox', async () => {
    const session = await createGuest(baseUrl);
    const { page, context, errors } = await openPhone(browser, { session });
    await startApp(page, baseUrl);
    await openInApp(page, FEEDBACK);

    await page.getByRole('radio', { name: account.feedback.categories.withdraw }).click();
    await page
      .getByRole('textbox', { name: account.feedback.suggestion })
      .fill('My withdrawal has been pending since the morning.');
    await page
      .getByTestId('feedback-screenshots')
      .setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: 'Screenshot 1' }).waitFor();
    await page.getByTestId('feedback-submit').click();
    await page.getByText(account.feedback.sent).waitFor();

    // It moves to 'My feedback', waiting for a reply, with its screenshot.
    const entry = page.getByTestId('feedback-entry').first();
    await entry.getByText(account.feedback.status.open).waitFor();
    await entry.getByText(account.feedback.screenshots_one.replace('{{count}}', '1')).waitFor();
    const [mine] = (await callApi<{ list: TFeedback[] }>(baseUrl, '/feedback/list', session)).list;
    expect(mine).toMatchObject({ category: 'withdraw', screenshots: 1, status: 'open' });

    await replyTo(mine!.id, 'It was paid at 14:05, please check.');
    await openInApp(page, MAIL, 2);
    const replyMail = page.getByTestId('mail-item').filter({ hasText: 'Reply to your feedback' });
    await replyMail.waitFor();
    await replyMail.click();
    await page.getByText('It was paid at 14:05, please check.').last().waitFor();
    await page.getByRole('button', { name: common.action.confirm }).click();

    await openInApp(page, FEEDBACK, 3);
    await page.getByRole('tab', { name: account.feedback.tabs.mine }).click();
    await page
      .getByTestId('feedback-reply')
      .getByText('It was paid at 14:05, please check.')
      .waitFor();
    await page.getByText(account.feedback.status.replied).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

/** Screenshots for review when SCREENSHOTS is set (e.g. SCREENSHOTS=en,zh-CN). */
const locales = (process.env.SCREENSHOTS ?? '').split(',').filter(Boolean);
const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 360, height: 740 },
];

describe.runIf(locales.length > 0)('inbox screenshots for review', () => {
  let session: StoredSession;
  beforeAll(async () => {
    ({ session } = await depositedPlayer());
    await admin.call('/admin/content/mail/broadcast', {
      audience: 'all',
      title: 'Weekend cashback',
      content: 'Deposit this weekend and get 10% back on Monday.',
      translations: { 'zh-CN': { title: '周末返现', content: '本周末存款，周一返还 10%。' } },
      reachesLaterPlayers: true,
    });
    // A feedback with a screenshot, replied to, for the 'My feedback' list.
    const form = new FormData();
    const fields = {
      appId: '1502',
      appPackageName: 'com.khel.h5.1502',
      deviceNumber: 'e2e-shots',
      locale: 'en',
      ...session,
      category: 'deposit',
      content: 'My deposit took an hour to arrive on my balance.',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('screenshot1', new Blob([PNG], { type: 'image/png' }), 'screen.png');
    const submitted = (await (
      await fetch(`${baseUrl}/api/feedback/submit`, { method: 'POST', body: form })
    ).json()) as { resultData: TFeedback };
    await replyTo(
      submitted.resultData.id,
      'Sorry for the wait: the bank was slow that hour. It is credited now.',
    );
  });

  it.each(VIEWPORTS.flatMap((viewport) => locales.map((locale) => ({ viewport, locale }))))(
    'takes Mail, FeedBack and FAQ at $viewport.width in $locale',
    async ({ viewport, locale }) => {
      const { page, context } = await openPhone(browser, { viewport, session, locale });
      const dir = path.join(
        '.test-artifacts/screens/inbox',
        `${viewport.width}x${viewport.height}`,
        locale,
      );
      await fs.mkdir(dir, { recursive: true });
      const settled = watchSettling(page);
      await startApp(page, baseUrl);
      await settled();
      const shot = (name: string) => page.screenshot({ path: path.join(dir, `${name}.png`) });
      await openInApp(page, MAIL, 1);
      await settled();
      await shot('1-Mail');
      await page.getByTestId('mail-item').first().click();
      await page.waitForTimeout(400);
      await shot('2-Mail-open');
      await page.keyboard.press('Escape');
      await page.waitForTimeout(400);
      await page.getByTestId('mail-manage').click();
      await page.getByTestId('mail-item').first().click();
      await shot('2-Mail-delete-mode');
      await openInApp(page, FEEDBACK, 2);
      await settled();
      await shot('3-FeedBack');
      await page.getByRole('tab').nth(1).click();
      await settled();
      await shot('4-FeedBack-mine');
      await openInApp(page, FAQ, 3);
      await settled();
      await shot('5-Faq');
      await page.getByTestId('faq-item').first().click();
      await shot('6-Faq-open');
      await context.close();
    },
    120_000,
  );
});
