import type { TGameRecordResponse, TUserInfo } from '@khel/contract';
import type { FrameLocator, Page } from 'playwright-core';
import crash from '../../games/src/web/crash/locales/en.json';
import games from '../../games/src/web/locales/en.json';
import common from '../src/locales/en/common.json';
import home from '../src/locales/en/home.json';
import search from '../src/locales/en/search.json';
import { callApi, createGuest } from './accounts';
import type { StoredSession } from './browser';

/** Game helpers for browser tests: the lobby, search, GameWeb's frame and the ledger's view. */
export const lobbyTiles = (page: Page) => page.getByTestId('game-lobby').getByTestId('game-tile');

/** From Home, through Search, to the results for `keyword`. */
export async function searchFor(page: Page, keyword: string) {
  await page.getByRole('button', { name: home.searchPlaceholder }).click();
  await page.waitForURL('**/pages/search/Search');
  await page.getByRole('searchbox', { name: search.placeholder }).fill(keyword);
  await page.getByRole('button', { name: common.action.search }).click();
  await page.waitForURL(`**/pages/search/SearchResult?keyword=${keyword}`);
}

/** Sandbox money through a real ledger transaction (sandbox mode only). */
export async function creditSandboxMoney(
  baseUrl: string,
  playerId: string,
  amount: number,
  reference = `e2e-${playerId}-${Date.now()}`,
) {
  await callApi(baseUrl, '/dev/credit', { playerId, amount, reference });
}

/** A new guest holding `amount` rupees of sandbox money. */
export async function fundedGuest(baseUrl: string, amount: number) {
  const session = await createGuest(baseUrl);
  await creditSandboxMoney(baseUrl, session.uid, amount);
  return session;
}

/** The game page GameWeb shows, inside its iframe. */
export const gameFrame = (page: Page): FrameLocator =>
  page.frameLocator('[data-testid="game-web"] iframe');

/** The balance and settled game records the platform holds for a player. */
export async function ledgerView(baseUrl: string, session: StoredSession) {
  const info = await callApi<TUserInfo>(baseUrl, '/user/getUserInfo', session);
  const records = await callApi<TGameRecordResponse>(baseUrl, '/game/record', {
    ...session,
    status: 'all',
    range: 'today',
    pageSize: 50,
  });
  return { balance: info.balance, records: records.list };
}

/** Seconds left to bet, from the stage's countdown ("Starts in 4.3 s"); null when not shown. */
async function secondsToBet(frame: FrameLocator) {
  const countdown = frame.getByText(new RegExp(`^${crash.startsIn.replace(/\{\{\w+\}\}.*$/, '')}`));
  const text = await countdown.textContent({ timeout: 200 }).catch(() => null);
  const seconds = text?.match(/\d+(\.\d+)?/)?.[0];
  return seconds === undefined ? null : Number(seconds);
}

/**
 * Bets for every frame (players watching the same round) in one round: now while at least 2 s
 * of betting are left, or on the next round once this one flies. A click in the last instant of
 * betting would race the round's start: the server refuses it ("Bets are closed; wait for the
 * next round", a 409 the browser logs as an error), which is right, but not what the tests that
 * bet are about; so that instant is waited out. The first frame decides for all, so that no
 * player bets now while another has to wait for the next round.
 */
export async function placeCrashBet(...frames: [FrameLocator, ...FrameLocator[]]) {
  const buttons = (frame: FrameLocator) => ({
    bet: frame.getByRole('button', { name: games.bet.place, exact: true }),
    next: frame.getByRole('button', { name: crash.betNext, exact: true }),
  });
  const first = buttons(frames[0]);
  for (;;) {
    await first.bet.or(first.next).first().waitFor();
    const choice = (await first.next.isVisible())
      ? 'next'
      : ((await secondsToBet(frames[0])) ?? 0) >= 2
        ? 'bet'
        : null;
    if (choice) {
      await Promise.all(frames.map((frame) => buttons(frame)[choice].click()));
      return;
    }
    await frames[0].locator('body').page().waitForTimeout(200);
  }
}
