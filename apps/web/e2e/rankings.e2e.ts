import type { TRankingListResponse } from '@khel/contract';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import games from '../../games/src/web/locales/en.json';
import promo from '../src/locales/en/promo.json';
import { callApi } from './accounts';
import { launchBrowser, openInApp, openPhone, startApp, type StoredSession } from './browser';
import { fundedGuest, gameFrame, ledgerView, searchFor } from './games';

// Rankings for a new player: they play Dice with wallet money, and today's list on the Ranking
// page shows them with the valid bet the platform settled, and their own place.
const baseUrl = inject('baseUrl');
let browser: Browser;
/** The player who bet, for the screenshots. */
let player: StoredSession | undefined;

/** Screenshots for review land here when SCREENSHOTS is set (as layout.e2e.ts takes them). */
const SHOTS_DIR = '.test-artifacts/screens';
const locales = (process.env.SCREENSHOTS ?? '').split(',').filter(Boolean);
const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 360, height: 740 },
];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const rupees = (n: number) =>
  `Rs ${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('the Ranking page in Chromium', () => {
  it('lists a new player who just bet, with their own place and total', async () => {
    const session = await fundedGuest(baseUrl, 5000);
    player = session;
    const { page, context, errors } = await openPhone(browser, { session });
    await startApp(page, baseUrl);
    await searchFor(page, 'dice');
    await page.getByTestId('search-results').getByTestId('game-tile').first().click();
    const game = gameFrame(page);
    const bet = game.getByRole('button', { name: games.bet.place, exact: true });
    await game.getByText(rupees(5000)).first().waitFor();
    await game.getByLabel(games.bet.amount).fill('2000');
    await bet.click();
    await game.locator('.recent__chip').first().waitFor();
    await expect(bet.isEnabled()).resolves.toBe(true);

    const ledger = await ledgerView(baseUrl, session);
    expect(ledger.records).toHaveLength(1);
    const total = ledger.records[0]!.validBet;
    expect(total).toBe(2000);

    await openInApp(page, '/pages/promo/Ranking/Ranking');
    const mine = page.getByTestId('ranking-mine');
    await mine.getByText(promo.ranking.mine).waitFor();
    await mine.getByText(rupees(total)).waitFor();
    // The list is the standings the server holds (at most a few seconds old; other files' players
    // bet on this server too): asked again until it holds the player's own place.
    const list = () =>
      callApi<TRankingListResponse>(baseUrl, '/activity/ranking/list', {
        ...session,
        period: 'daily',
        scope: 'current',
      });
    let answer = await list();
    await expect
      .poll(
        async () => {
          answer = await list();
          return answer.list.some(
            (row) => row.rank === answer.mine!.rank && row.totalBet === total,
          );
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(true);
    const rank = answer.mine!.rank!;
    await mine.getByText(promo.ranking.place.replace('{{rank}}', String(rank))).waitFor();
    // The player's row in today's list: a guest shows as the masked user id.
    const own = answer.list.find((row) => row.rank === rank);
    expect(own).toEqual({
      rank,
      phone: `ID •••${session.uid.slice(-3)}`,
      totalBet: total,
      award: expect.any(Number),
    });
    const row = page.getByText(own!.phone, { exact: true });
    await row.first().waitFor();

    // This week and this month hold the same bet; last day's list is another period.
    await page.getByRole('tab', { name: promo.ranking.periods.weekly }).click();
    await mine.getByText(rupees(total)).waitFor();
    await page.getByRole('tab', { name: promo.ranking.history.weekly }).click();
    await mine.getByText(promo.ranking.notRanked).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

describe.runIf(locales.length > 0)('Ranking screenshots for review', () => {
  it.each(VIEWPORTS.flatMap((viewport) => locales.map((locale) => ({ viewport, locale }))))(
    'takes the Ranking page at $viewport.width in $locale',
    async ({ viewport, locale }) => {
      const { page, context } = await openPhone(browser, { viewport, session: player, locale });
      const dir = path.join(SHOTS_DIR, `${viewport.width}x${viewport.height}`, locale);
      await fs.mkdir(dir, { recursive: true });
      await startApp(page, baseUrl);
      await openInApp(page, '/pages/promo/Ranking/Ranking');
      await page.getByTestId('ranking-mine').waitFor();
      await page.screenshot({ path: path.join(dir, 'ranking.png'), fullPage: true });
      await page.screenshot({ path: path.join(dir, 'ranking-top.png') });
      await context.close();
    },
    120_000,
  );
});
