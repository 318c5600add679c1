import fs from 'node:fs/promises';
import type { TWheelSpinResponse } from '@khel/contract';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { callApi, createGuest } from './accounts';
import { launchBrowser, openInApp, openPhone, startApp } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('shots', () => {
  it('takes them', async () => {
    const session = await createGuest(baseUrl);
    await callApi(baseUrl, '/activity/signin/checkIn', session);
    const spin = await callApi<TWheelSpinResponse>(baseUrl, '/activity/wheel/spin', session);
    const fresh = await createGuest(baseUrl);
    await fs.mkdir('/tmp/i17cw-shots', { recursive: true });
    for (const viewport of [{ width: 375, height: 812 }, { width: 360, height: 740 }]) {
      for (const locale of ['en', 'zh-CN']) {
        for (const [who, s] of [['done', session], ['fresh', fresh]] as const) {
          const { page, context } = await openPhone(browser, { session: s, viewport, locale });
          await startApp(page, baseUrl);
          await openInApp(page, '/pages/promo/Signin/Signin');
          await page.waitForTimeout(1500);
          await page.screenshot({ path: `/tmp/i17cw-shots/signin-${who}-${viewport.width}-${locale}.png`, fullPage: true });
          if (who === 'done') {
            await page.getByRole('tab').nth(1).click();
            await page.waitForTimeout(800);
            await page.locator('details').first().evaluate((d) => ((d as HTMLDetailsElement).open = true));
            await page.waitForTimeout(300);
            await page.screenshot({ path: `/tmp/i17cw-shots/signin-records-${viewport.width}-${locale}.png`, fullPage: true });
            await openInApp(page, `/pages/promo/WheelVerify/WheelVerify?spin=${spin.spin.id}`, 2);
            await page.waitForTimeout(1200);
            await page.screenshot({ path: `/tmp/i17cw-shots/verify-${viewport.width}-${locale}.png`, fullPage: true });
          }
          await context.close();
        }
      }
    }
  }, 200_000);
});
