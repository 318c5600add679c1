import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import common from '../src/locales/en/common.json';
import home from '../src/locales/en/home.json';
import search from '../src/locales/en/search.json';
import { createGuest } from './accounts';
import { launchBrowser, openInApp, openPhone, startApp } from './browser';
import { lobbyTiles, searchFor } from './games';

// Home, Search, SearchResult, GameWeb (launch only) and Game records against the real server and
// its seeded catalogue (Khel Originals: dice, limbo, mines, crash). Playing Dice is dice-play's.
const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const tiles = lobbyTiles;
const tileCodes = (page: Page) =>
  tiles(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-game')).sort());

describe('game screens in Chromium', () => {
  it('shows the seeded games and their categories on Home', async () => {
    const { page, context, errors } = await openPhone(browser);
    await startApp(page, baseUrl);
    await tiles(page).first().waitFor();
    expect(await tileCodes(page)).toEqual(['crash', 'dice', 'limbo', 'mines']);
    await expect(tiles(page).filter({ hasText: 'Dice' }).textContent()).resolves.toContain(
      'Khel Originals',
    );

    const categories = page.getByTestId('game-categories').getByRole('tab');
    await expect(categories.allTextContents()).resolves.toEqual([
      common.filter.all,
      home.category.originals,
      home.category.crash,
    ]);
    await categories.filter({ hasText: home.category.crash }).click();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="game-lobby"] [data-game]').length === 1,
    );
    expect(await tileCodes(page)).toEqual(['crash']);

    // A visitor who taps a game is asked to log in first.
    await tiles(page).first().click();
    await page.waitForURL('**/pages/Login/Login');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("finds Dice by name and says so when nothing matches 'zzz'", async () => {
    const { page, context, errors } = await openPhone(browser);
    await startApp(page, baseUrl);

    await searchFor(page, 'dice');
    const results = page.getByTestId('search-results').getByTestId('game-tile');
    await results.first().waitFor();
    await expect(
      results.evaluateAll((n) => n.map((e) => e.getAttribute('data-game'))),
    ).resolves.toEqual(['dice']);

    // A search from the results page replaces it.
    await page.getByRole('searchbox', { name: search.placeholder }).fill('zzz');
    await page.getByRole('button', { name: common.action.search }).click();
    await page.waitForURL('**/pages/search/SearchResult?keyword=zzz');
    const empty = page.getByTestId('search-empty');
    await empty
      .getByText(search.noResults.replace('{{keyword}}', 'zzz'), { exact: true })
      .waitFor();
    await page.getByRole('tab', { name: search.tabs.hot }).click();
    await empty.getByText(common.state.empty, { exact: true }).waitFor();

    // Back on Search, both keywords are recent searches, newest first, until cleared.
    await page.goBack();
    await page.waitForURL('**/pages/search/Search');
    const recent = page.locator('section').filter({ hasText: search.recent }).getByRole('listitem');
    await expect(recent.allTextContents()).resolves.toEqual(['zzz', 'dice']);
    await page.getByRole('button', { name: search.clearRecent }).click();
    await page.getByRole('dialog').getByRole('button', { name: search.clearRecentAction }).click();
    await expect(recent.count()).resolves.toBe(0);
    await expect(page.evaluate(() => localStorage.getItem('recentSearches'))).resolves.toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('launches a game in GameWeb with a fresh one-time token on every load', async () => {
    const session = await createGuest(baseUrl);
    const { page, context } = await openPhone(browser, { session });
    await startApp(page, baseUrl);
    await tiles(page).filter({ hasText: 'Dice' }).click();
    await page.waitForURL('**/pages/webview/GameWeb?gameId=*&name=Dice');
    const frame = page.locator('[data-testid="game-web"] iframe');
    const src = async () => new URL((await frame.getAttribute('src'))!);
    await frame.waitFor({ state: 'attached' });
    const first = await src();
    expect(first.pathname).toBe('/games/play/dice');
    expect(first.searchParams.get('token')).toBeTruthy();
    await expect(page.getByTestId('tab-bar').count()).resolves.toBe(0);

    await page.getByTestId('game-back').click();
    await page.waitForURL('**/pages/home/Home');

    // Coming back to GameWeb (a browser reload starts over at the entry page, docs/product.md §1) cannot
    // reuse the spent token: GameWeb launches again.
    await page.goForward();
    await page.waitForURL('**/pages/webview/GameWeb?gameId=*&name=Dice');
    await frame.waitFor({ state: 'attached' });
    const second = await src();
    expect(second.pathname).toBe('/games/play/dice');
    expect(second.searchParams.get('token')).not.toBe(first.searchParams.get('token'));

    await page.getByTestId('game-back').click();
    await page.waitForURL('**/pages/home/Home');
    // Dice is now the player's recently played game.
    await page.getByRole('heading', { name: home.recentlyPlayed }).waitFor();
    await context.close();
  });

  it('shows the tap-to-reload view when the launch is refused', async () => {
    const session = await createGuest(baseUrl);
    const { page, context } = await openPhone(browser, { session });
    await startApp(page, baseUrl);
    await openInApp(page, '/pages/webview/GameWeb?gameId=99999&name=Nothing');
    const reload = page.getByTestId('game-reload');
    await reload.getByText(common.state.tapToReload).waitFor();
    await reload.click();
    await page.locator('[data-testid="game-web"][data-phase="failed"]').waitFor();
    await context.close();
  });

  it("shows 'No Records!' in Game records for a new player", async () => {
    const session = await createGuest(baseUrl);
    const { page, context, errors } = await openPhone(browser, { session });
    await startApp(page, baseUrl);
    await openInApp(page, '/pages/account/components/GameRecords/GameRecords');
    await page.getByText(common.state.empty, { exact: true }).waitFor();
    await page.getByRole('tab', { name: common.filter.last3Days }).click();
    await page.getByText(common.state.empty, { exact: true }).waitFor();
    await expect(page.getByTestId('game-record').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
