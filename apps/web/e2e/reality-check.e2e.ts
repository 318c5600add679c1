import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import games from '../../games/src/web/locales/en.json';
import { queryRows } from '../../server/src/db/query';
import play from '../src/locales/en/play.json';
import { callApi, storedSession } from './accounts';
import { launchBrowser, openInApp, openPhone, startApp, type StoredSession } from './browser';
import { fundedGuest, gameFrame, ledgerView } from './games';
import { startServer } from './server';

// Reality checks and the session limit end to end (docs/product.md, Responsible gaming): a
// server of its own whose clock the test moves, and the phone's clock moved as far with
// Playwright's clock, as an hour of play moves both.
const MINUTE = 60_000;
let browser: Browser;
let server: Awaited<ReturnType<typeof startServer>>;
let baseUrl: string;
let shiftMs = 0;

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer({}, { now: () => new Date(Date.now() + shiftMs) });
  baseUrl = server.baseUrl;
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});
// Each test's player logs in at the real time: the server's clock starts there too.
beforeEach(() => {
  shiftMs = 0;
});

/** Screenshots for review land here when SCREENSHOTS is set (e.g. SCREENSHOTS=en,es). */
const SHOTS_DIR = '.test-artifacts/screens/reality-check';
const shotLocales = (process.env.SCREENSHOTS ?? '').split(',').filter(Boolean);

/** Both clocks `minutes` on: the server's and the phone's (its timers fire as they fall due). */
async function moveClocks(page: Page, minutes: number) {
  shiftMs += minutes * MINUTE;
  await page.clock.fastForward(minutes * MINUTE);
}

const playSessionAnswer = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/api/protection/playSession'));

const events = (playerId: string, kind: string) =>
  queryRows<{ detail: Record<string, unknown> }>(
    server.db,
    sql`select detail from protection_events
        where player_id = ${Number(playerId)} and kind = ${kind} order by id`,
  );

const rupees = (n: number) =>
  `Rs ${Math.abs(n).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A player logged in on a phone whose clock the test moves; the app has read the session. */
async function playerOnPhone(options: { session?: StoredSession; locale?: string } = {}) {
  const session = options.session ?? (await fundedGuest(baseUrl, 1000));
  const phone = await openPhone(browser, {
    session,
    locale: options.locale,
    realityChecks: 'show',
  });
  await phone.page.clock.install();
  const first = playSessionAnswer(phone.page);
  await startApp(phone.page, baseUrl);
  await first;
  return { ...phone, session };
}

async function diceGameId() {
  const [row] = await queryRows<{ id: number }>(
    server.db,
    sql`select id from games where game_code = 'dice'`,
  );
  return row!.id;
}

describe('reality checks in Chromium', () => {
  it('shows the check after an hour of play on any page and in GameWeb, across a reload, until stop', async () => {
    const { page, context, errors, session } = await playerOnPhone();
    const check = page.getByTestId('reality-check');

    // 59 minutes: nothing yet.
    await moveClocks(page, 59);
    await page.waitForTimeout(300);
    await expect(check.count()).resolves.toBe(0);

    // The 60th minute: the check, with the time played and the result so far.
    await moveClocks(page, 1);
    await check.waitFor();
    await expect(check.getByTestId('reality-check-time').textContent()).resolves.toBe('1 h');
    await expect(check.getByTestId('reality-check-net').textContent()).resolves.toBe(rupees(0));
    await check.getByRole('button', { name: play.realityCheck.continue }).click();
    await check.waitFor({ state: 'detached' });
    expect(await events(session.uid, 'reality_check.continue')).toHaveLength(1);

    // In a game: one Dice bet in GameWeb's frame, then the next hour.
    await openInApp(page, `/pages/webview/GameWeb?gameId=${await diceGameId()}&name=Dice`);
    const game = gameFrame(page);
    const bet = game.getByRole('button', { name: games.bet.place, exact: true });
    await bet.click();
    await game.locator('.recent__chip').first().waitFor();
    const ledger = await ledgerView(baseUrl, session);
    const net = ledger.records.reduce((sum, r) => sum + r.winLoss, 0);

    await moveClocks(page, 60);
    await check.waitFor();
    await expect(check.getByTestId('reality-check-time').textContent()).resolves.toBe('2 h');
    await expect(check.getByTestId('reality-check-net').textContent()).resolves.toBe(
      net === 0 ? rupees(0) : `${net > 0 ? '+' : '−'}${rupees(net)}`,
    );
    // Over the game: the tap lands on the check, not on the frame beneath it.
    const stop = check.getByRole('button', { name: play.realityCheck.stop });
    const box = (await stop.boundingBox())!;
    await expect(
      page.evaluate(
        ({ x, y }) =>
          document.elementFromPoint(x, y)?.closest('[data-testid="reality-check"]') !== null,
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      ),
    ).resolves.toBe(true);
    if (shotLocales.includes('en')) {
      await fs.mkdir(SHOTS_DIR, { recursive: true });
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(SHOTS_DIR, 'en-375-gameweb.png') });
    }

    // A reload does not lose it: the server says it is due.
    const reloaded = playSessionAnswer(page);
    await page.reload();
    await reloaded;
    await check.waitFor();

    // Stop: the session ends on the server and in the app.
    await check.getByRole('button', { name: play.realityCheck.stop }).click();
    await page.getByText(play.stopped).waitFor();
    await expect(storedSession(page)).resolves.toMatchObject({ sign: null, uid: null });
    await expect(callApi(baseUrl, '/user/getUserInfo', session)).rejects.toThrow(
      /401 Please login first/,
    );
    const stops = await events(session.uid, 'reality_check.stop');
    expect(stops).toHaveLength(1);
    expect(stops[0]!.detail).toMatchObject({ due: true, playedSeconds: expect.any(Number) });
    await expect(check.count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('follows the interval the player set', async () => {
    const session = await fundedGuest(baseUrl, 10);
    await server.db.execute(
      sql`insert into protection_settings (player_id, reality_check_minutes)
          values (${Number(session.uid)}, 15)`,
    );
    const { page, context, errors } = await playerOnPhone({ session });
    const check = page.getByTestId('reality-check');
    await moveClocks(page, 14);
    await page.waitForTimeout(300);
    await expect(check.count()).resolves.toBe(0);
    await moveClocks(page, 1);
    await check.waitFor();
    await expect(check.getByTestId('reality-check-time').textContent()).resolves.toBe('15 min');
    await check.getByText('Your next reality check comes 15 min after you continue.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('warns before the session limit, then logs the player out at it and says why', async () => {
    const session = await fundedGuest(baseUrl, 10);
    await server.db.execute(
      sql`insert into protection_settings (player_id, session_minutes)
          values (${Number(session.uid)}, 90)`,
    );
    const { page, context, errors } = await playerOnPhone({ session });
    // Five minutes before: a warning, and the session still works.
    await moveClocks(page, 85);
    await page.getByText(play.limit.endingSoon_other.replace('{{count}}', '5')).waitFor();
    await expect(storedSession(page)).resolves.toMatchObject({ uid: session.uid });
    await moveClocks(page, 5);
    const notice = page.getByTestId('session-limit');
    await notice.waitFor();
    await notice.getByText(play.limit.title).waitFor();
    await notice
      .getByText(play.limit.text.replace('{{duration}}', '1 h 30 min'), { exact: true })
      .waitFor();
    await expect(storedSession(page)).resolves.toMatchObject({ sign: null, uid: null });
    expect(await events(session.uid, 'session.limit_reached')).toHaveLength(1);
    await notice.getByRole('button', { name: play.limit.ok }).click();
    await notice.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.skipIf(shotLocales.length === 0)('reality-check screenshots', () => {
  it.each(
    shotLocales.flatMap((locale) =>
      [
        { width: 375, height: 812 },
        { width: 360, height: 740 },
      ].map((viewport) => ({ locale, viewport })),
    ),
  )('$locale at $viewport.width', async ({ locale, viewport }) => {
    const session = await fundedGuest(baseUrl, 10);
    await server.db.execute(
      sql`insert into protection_settings (player_id, session_minutes)
          values (${Number(session.uid)}, 120)`,
    );
    const phone = await openPhone(browser, { session, locale, viewport, realityChecks: 'show' });
    const { page } = phone;
    await page.clock.install();
    const first = playSessionAnswer(page);
    await startApp(page, baseUrl);
    await first;
    await fs.mkdir(SHOTS_DIR, { recursive: true });
    const name = `${locale}-${viewport.width}`;
    await moveClocks(page, 60);
    await page.getByTestId('reality-check').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-check.png`) });
    await page.getByTestId('reality-check').getByRole('button').first().click();
    await page.getByTestId('reality-check').waitFor({ state: 'detached' });
    await moveClocks(page, 55);
    await page.getByTestId('toast').waitFor();
    await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-warning.png`) });
    await moveClocks(page, 5);
    await page.getByTestId('session-limit').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-limit.png`) });
    await phone.context.close();
  });
});
