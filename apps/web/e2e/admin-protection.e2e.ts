import { sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import protection from '../../admin/src/locales/en/protection.json';
import { createGuest } from './accounts';
import { OWNER, openAdmin, signInAdmin, startAdminServer, TABLET } from './admin';
import { launchBrowser } from './browser';

/**
 * The back office's Protection screen and the player page's protection tab: events of two
 * players, filtered by kind prefix and player; one player's settings in force.
 */
const SHOTS = process.env.E2E_SCREENSHOTS;
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

describe('back office protection', () => {
  it('lists every protection event, filters them, and shows a player’s settings', async () => {
    const asha = await createGuest(server.baseUrl);
    const ravi = await createGuest(server.baseUrl);
    const event = (uid: string, kind: string, detail: object, minutesAgo: number) =>
      server.db.execute(
        sql`insert into protection_events (player_id, kind, detail, actor, created_at)
            values (${Number(uid)}, ${kind}, ${JSON.stringify(detail)}::jsonb, 'player',
              now() - make_interval(mins => ${minutesAgo}))`,
      );
    await event(asha.uid, 'limit.decreased', { limit: 'deposit_day', amount: 1000 }, 30);
    await event(ravi.uid, 'limit.refused', { limit: 'loss_week', path: 'bet' }, 20);
    await event(asha.uid, 'exclusion.started', { kind: 'timeout', days: 7 }, 10);
    await server.db.execute(
      sql`insert into protection_settings (player_id, deposit_day_paise, session_minutes,
            exclusion_kind, excluded_at, excluded_until)
          values (${Number(asha.uid)}, 100000, 120, 'timeout', now(), now() + interval '7 days')`,
    );

    const { page, errors, close } = await openAdmin(browser, server.baseUrl);
    await signInAdmin(page, OWNER);
    await page.getByRole('link', { name: 'Protection', exact: true }).click();
    await page.getByRole('heading', { name: protection.title }).waitFor();
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(3);
    await expect(rows.first().innerText()).resolves.toContain(protection.kind.exclusion_started);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-protection.png` });

    await page.getByLabel(protection.filter.kindPrefix).fill('limit.');
    await page.getByRole('button', { name: protection.filter.apply }).click();
    await expect.poll(() => rows.count()).toBe(2);
    await page.getByLabel(protection.filter.playerId).fill(ravi.uid);
    await page.getByRole('button', { name: protection.filter.apply }).click();
    await expect.poll(() => rows.count()).toBe(1);
    await expect(rows.first().innerText()).resolves.toContain(protection.kind.limit_refused);

    // The player link opens the player page; its protection tab holds settings and events.
    await page.getByRole('button', { name: protection.filter.clear }).click();
    await expect.poll(() => rows.count()).toBe(3);
    await page.getByRole('link', { name: asha.uid }).first().click();
    await page.getByRole('tab', { name: 'Protection' }).click();
    await page.getByText(protection.player.excluded, { exact: true }).waitFor();
    await page.getByText('Rs 1,000.00').waitFor();
    await page.getByText('120 minutes').waitFor();
    await expect.poll(() => rows.count()).toBe(2);
    await page.setViewportSize(TABLET);
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/admin-player-protection.png`, fullPage: true });
    expect(errors).toEqual([]);
    await close();
  });
});
