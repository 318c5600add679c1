import type { TGameLobbyResponse } from '@khel/contract';
import type { Browser, FrameLocator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import crash from '../../games/src/web/crash/locales/en.json';
import { callApi } from './accounts';
import { launchBrowser, openInApp, openPhone, startApp } from './browser';
import { fundedGuest, gameFrame, ledgerView, placeCrashBet } from './games';

// Crash with two players in the same live round (the real round loop of the e2e server): one
// cashes out, the other rides it to the crash. Their wallets must show exactly that.
const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const label = (text: string) => new RegExp(`^${text.replace(/\{\{\w+\}\}.*$/, '')}`);

async function openCrash(gameId: number) {
  const session = await fundedGuest(baseUrl, 1000);
  const phone = await openPhone(browser, { session });
  await startApp(phone.page, baseUrl);
  await openInApp(phone.page, `/pages/webview/GameWeb?gameId=${gameId}&name=Crash`);
  const frame = gameFrame(phone.page);
  await frame.locator('.balance__amount').getByText('Rs 1,000.00').waitFor();
  return { ...phone, session, frame };
}

describe('Crash in GameWeb', () => {
  it('pays the player who cashes out and takes the stake of the one who does not', async () => {
    const lobby = await callApi<TGameLobbyResponse>(baseUrl, '/game/lobby');
    const crashGame = lobby.games.find((g) => g.code === 'crash')!;
    const alice = await openCrash(crashGame.id);
    const bob = await openCrash(crashGame.id);
    const lost = (frame: FrameLocator) => frame.getByText(crash.lost, { exact: true });

    // A round may crash at 1.00× before anyone can cash out: then both lost, and they go again.
    let cashedOut = false;
    for (let attempt = 0; attempt < 3 && !cashedOut; attempt += 1) {
      await placeCrashBet(alice.frame, bob.frame);
      const cashOut = alice.frame.getByRole('button', { name: label(crash.cashOut) });
      // A bet for the next round waits for the one in flight: at most its 1,000x maximum
      // (under 116 s, apps/games/src/server/crash/README.md), the pause and the betting time.
      await cashOut.or(lost(alice.frame)).waitFor({ timeout: 130_000 });
      if (await cashOut.isVisible()) await cashOut.click().catch(() => undefined);
      const paid = alice.frame.getByText(label(crash.cashedOut));
      await paid.or(lost(alice.frame)).waitFor({ timeout: 30_000 });
      cashedOut = await paid.isVisible();
      await lost(bob.frame).waitFor({ timeout: 120_000 });
    }
    expect(cashedOut).toBe(true);

    for (const [player, expectWin] of [
      [alice, true],
      [bob, false],
    ] as const) {
      const ledger = await ledgerView(baseUrl, player.session);
      const rounds = ledger.records.filter((r) => r.gameCode === 'crash');
      expect(rounds.length).toBeGreaterThan(0);
      expect(rounds.every((r) => r.status === 'settled')).toBe(true);
      expect(rounds.some((r) => r.win > 0)).toBe(expectWin);
      const net = rounds.reduce((sum, r) => sum + r.winLoss, 0);
      expect(ledger.balance).toBeCloseTo(1000 + net, 2);
      expect(player.errors).toEqual([]);
      await player.context.close();
    }
  }, 900_000);
});
