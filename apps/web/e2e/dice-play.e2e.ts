import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import games from '../../games/src/web/locales/en.json';
import account from '../src/locales/en/account.json';
import { walletStrip } from './accounts';
import { launchBrowser, openInApp, openPhone, startApp, type StoredSession } from './browser';
import { fundedGuest, gameFrame, ledgerView, searchFor } from './games';

// The whole loop of the games issue: a funded player finds Dice by searching, plays it three
// times in GameWeb with wallet money, comes back, and the balance, Balance records and Game
// records all agree with the ledger.
const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** From the app's start, finds Dice by searching and opens it in GameWeb: its frame. */
async function openDice(page: Page) {
  await startApp(page, baseUrl);
  await searchFor(page, 'dice');
  await page.getByTestId('search-results').getByTestId('game-tile').first().click();
  await page.waitForURL('**/pages/webview/GameWeb?gameId=*&name=Dice');
  return gameFrame(page);
}

/**
 * The platform's view of a player funded with `funded` rupees who played `count` Dice rounds:
 * every round settled, and the balance the funding plus their net.
 */
async function settledDiceRounds(session: StoredSession, count: number, funded: number) {
  const ledger = await ledgerView(baseUrl, session);
  expect(ledger.records).toHaveLength(count);
  expect(ledger.records.every((r) => r.status === 'settled' && r.gameCode === 'dice')).toBe(true);
  const net = ledger.records.reduce((sum, r) => sum + r.winLoss, 0);
  expect(ledger.balance).toBeCloseTo(funded + net, 2);
  return ledger;
}

const rupees = (n: number) =>
  `Rs ${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('Dice in GameWeb', () => {
  it('plays three bets with wallet money that every record agrees on', async () => {
    const session = await fundedGuest(baseUrl, 1000);
    const { page, context, errors } = await openPhone(browser, { session });
    const game = await openDice(page);
    const bet = game.getByRole('button', { name: games.bet.place, exact: true });
    await game.getByText(rupees(1000)).first().waitFor();
    for (let i = 0; i < 3; i += 1) {
      await bet.click();
      // 'Betting…' while in flight, then 'Bet' again with the roll among the recent results.
      await game.locator('.recent__chip').nth(i).waitFor();
      await expect(bet.isEnabled()).resolves.toBe(true);
    }
    await game.getByRole('button', { name: games.history.title }).click();
    await game.locator('.history__row').nth(2).waitFor();
    await expect(game.locator('.history__row').count()).resolves.toBe(3);

    const ledger = await settledDiceRounds(session, 3, 1000);
    // The game shows the platform's balance.
    await game.locator('.balance__amount').getByText(rupees(ledger.balance)).waitFor();

    // Leaving GameWeb returns to the results and refreshes the balance Home shows.
    await page.getByTestId('game-back').click();
    await page.waitForURL('**/pages/search/SearchResult?keyword=dice');
    await page.goBack();
    await page.goBack();
    await page.waitForURL('**/pages/home/Home');
    await walletStrip(page).getByText(rupees(ledger.balance)).waitFor();

    await openInApp(page, '/pages/account/components/GameRecords/GameRecords');
    await page.getByTestId('game-record').nth(2).waitFor();
    await expect(page.getByTestId('game-record').count()).resolves.toBe(3);
    for (const record of ledger.records) {
      await page.getByTestId('game-record').filter({ hasText: record.betId }).waitFor();
    }

    await openInApp(page, '/pages/account/components/BalanceRecords/BalanceRecords', 2);
    await page.getByTestId('balance-type-picker').click();
    await page.getByRole('option', { name: account.balanceRecords.types.bet, exact: true }).click();
    const bets = page.locator('[data-testid="balance-record"][data-type="bet"]');
    await bets.nth(2).waitFor();
    await expect(bets.count()).resolves.toBe(3);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('plays an auto bet of three rounds that stops by itself, each one in the ledger', async () => {
    const session = await fundedGuest(baseUrl, 1000);
    const { page, context, errors } = await openPhone(browser, { session });
    const game = await openDice(page);
    await game.getByText(rupees(1000)).first().waitFor();
    await game.getByRole('tab', { name: games.bet.auto, exact: true }).click();
    const count = game.getByLabel(games.auto.count);
    // The number of bets takes digits only.
    await count.fill('3x');
    await expect(count.inputValue()).resolves.toBe('3');
    await game.getByLabel(games.auto.stopLoss).fill('500');
    await game.getByRole('button', { name: games.auto.start }).click();
    await game.getByText(games.auto.stopped.count).waitFor();
    await game.getByText(games.auto.progress.replace('{{count}}', '3')).waitFor();
    // The button and the tabs are free again once the run ended.
    await expect(game.getByRole('button', { name: games.auto.start }).isEnabled()).resolves.toBe(
      true,
    );
    await expect(
      game.getByRole('tab', { name: games.bet.manual, exact: true }).isEnabled(),
    ).resolves.toBe(true);

    await settledDiceRounds(session, 3, 1000);
    expect(errors).toEqual([]);
    await context.close();
  });
});
