import fs from 'node:fs';
import path from 'node:path';
import { addDays, localDay, offsetMinutes, PLATFORM_TIMEZONE } from '@khel/contract/dates';
import { sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHistory, buildScenario } from '../../server/test/helpers/reports';
import { DESKTOP, OWNER, openAdmin, signInAdmin, startAdminServer, TABLET } from './admin';
import { launchBrowser } from './browser';

/**
 * The dashboard and reports in the browser: the scenario of the server's admin-reports test,
 * moved so its second day is today (the server's clock is real), shows on the dashboard as the
 * hand-summed figures, and the daily report is downloaded as CSV.
 */
let browser: Browser;
let server: Awaited<ReturnType<typeof startAdminServer>>;
const SHOTS = '.test-artifacts/screens';
const offset = offsetMinutes(PLATFORM_TIMEZONE);
const today = localDay(offset, new Date());
const yesterday = addDays(today, -1);

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startAdminServer();
  const shiftDays = Math.round(
    (Date.parse(`${today}T00:00:00Z`) - Date.parse('2030-03-16T00:00:00Z')) / 86_400_000,
  );
  // Four weeks of ordinary play before the scenario's two days, so the charts have a history.
  await buildHistory(server.db, { before: yesterday });
  await buildScenario(server.db, { provider: 'e2e', shiftDays });
  // The rollup job may have summed days before their rows were moved into them.
  await server.db.execute(sql`delete from report_daily`);
  await server.db.execute(sql`delete from report_days`);
  fs.mkdirSync(SHOTS, { recursive: true });
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('back office dashboard and reports', () => {
  it("shows today's figures from the ledger, charts 30 days, and exports a report as CSV", async () => {
    const { page, errors, close } = await openAdmin(browser, server.baseUrl);
    await signInAdmin(page, OWNER);
    // The dashboard is the home page.
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/dashboard');
    const stat = (key: string) => page.getByTestId(`stat-${key}`).getByTestId('stat-value');
    await expect.poll(() => stat('deposits').textContent()).toBe('Rs 500.00');
    expect(await stat('withdrawals').textContent()).toBe('Rs 400.00');
    expect(await stat('ggr').textContent()).toBe('Rs 190.00');
    expect(await stat('bonusCost').textContent()).toBe('Rs 65.00');
    expect(await stat('newPlayers').textContent()).toBe('1');
    expect(await stat('activePlayers').textContent()).toBe('2');
    await page.getByTestId('stat-ggr').getByText('Stakes Rs 250.00 · wins Rs 60.00').waitFor();
    // Deposits fell from Rs 1,000 yesterday: −50 %.
    await page.getByTestId('stat-deposits').getByText('▼ 50.0%').waitFor();
    await expect.poll(() => page.locator('.chart-body .recharts-wrapper').count()).toBe(3);
    // No tooltip in the picture: the pointer off the charts.
    await page.mouse.move(5, 795);
    await page.screenshot({ path: path.join(SHOTS, 'admin-dashboard-1280.png') });
    await page.setViewportSize(TABLET);
    await page.screenshot({ path: path.join(SHOTS, 'admin-dashboard-1024.png'), fullPage: true });
    await page.setViewportSize(DESKTOP);

    // Reports: the last 7 days, by day; yesterday's GGR is negative.
    await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).click();
    await page.getByRole('heading', { name: 'Reports' }).waitFor();
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    await page
      .getByRole('cell', { name: /Rs 190\.00/ })
      .first()
      .waitFor();
    await page.getByRole('cell', { name: /-Rs 150\.00|Rs -150\.00/ }).waitFor();
    // A range ending before it starts is refused before it is sent.
    const from = page.getByLabel('From');
    await from.fill(addDays(today, 1));
    await page.getByText('the end is before the start').waitFor();
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    await page.screenshot({ path: path.join(SHOTS, 'admin-reports-1280.png') });
    await page.setViewportSize(TABLET);
    await page.screenshot({ path: path.join(SHOTS, 'admin-reports-1024.png'), fullPage: true });
    await page.setViewportSize(DESKTOP);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`khel-daily-${addDays(today, -6)}-to-${today}.csv`);
    const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\ufeff/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toMatch(/^day,deposits,deposit_count,withdrawals/);
    expect(lines).toContain(`${yesterday},1000,1,0,0,200,350,-150,1,25,1,1`);
    expect(lines).toContain(`${today},500,1,400,1,250,60,190,3,65,1,2`);

    // By campaign.
    await page.getByRole('tab', { name: 'Bonuses by campaign' }).click();
    await page
      .getByRole('cell', { name: /Lucky wheel/ })
      .first()
      .waitFor();
    await page
      .getByRole('cell', { name: /VIP daily rebate/ })
      .first()
      .waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'admin-reports-campaigns-1280.png') });
    expect(errors).toEqual([]);
    await close();
  });
});
