import type { TGameLobbyResponse } from '@khel/contract';
import { sql } from 'drizzle-orm';
import type { Browser, FrameLocator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../games/src/web/locales/en.json';
import es from '../../games/src/web/locales/es.json';
import { callApi } from './accounts';
import { launchBrowser, openInApp, openPhone, startApp } from './browser';
import { fundedGuest, gameFrame, placeCrashBet } from './games';
import { startServer } from './server';

// The player's protections as GameWeb shows them: a stake past the player's own loss limit, or
// made after a self-exclusion began with the game open, is refused by the platform and the game
// says why in the player's language, nothing taken. SCREENSHOT_DIR keeps a picture of each.
let browser: Browser;
let server: Awaited<ReturnType<typeof startServer>>;
let gameIds: Record<string, number>;

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer();
  const lobby = await callApi<TGameLobbyResponse>(server.baseUrl, '/game/lobby');
  gameIds = Object.fromEntries(lobby.games.map((g) => [g.code, g.id]));
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const LOCALES = { en, es } as const;

async function openGame(
  code: 'dice' | 'crash',
  name: string,
  options: { locale: keyof typeof LOCALES; viewport: { width: number; height: number } },
) {
  const session = await fundedGuest(server.baseUrl, 1000);
  const phone = await openPhone(browser, { session, ...options });
  await startApp(phone.page, server.baseUrl);
  await openInApp(phone.page, `/pages/webview/GameWeb?gameId=${gameIds[code]}&name=${name}`);
  const frame = gameFrame(phone.page);
  await frame.locator('.balance__amount').waitFor();
  return { ...phone, frame, playerId: Number(session.uid) };
}

const screenshot = async (
  page: { screenshot(o: { path: string }): Promise<unknown> },
  name: string,
) => {
  if (process.env.SCREENSHOT_DIR)
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}.png` });
};
const balanceOf = (frame: FrameLocator) => frame.locator('.balance__amount').textContent();

describe('protection refusals in GameWeb', () => {
  it.each([
    ['en', 375, 812],
    ['es', 360, 740],
    ['en', 360, 740],
    ['es', 375, 812],
  ] as const)('Dice says why a bet is refused, in %s at %i×%i', async (locale, width, height) => {
    const strings = LOCALES[locale];
    const { page, frame, context, playerId, errors } = await openGame('dice', 'Dice', {
      locale,
      viewport: { width, height },
    });
    const before = await balanceOf(frame);
    // A loss limit of one paisa: any stake would pass it.
    await server.db.execute(
      sql`insert into protection_settings (player_id, loss_day_paise) values (${playerId}, 1)`,
    );
    const bet = frame.getByRole('button', { name: strings.bet.place, exact: true });
    await bet.click();
    const alert = frame.getByRole('alert');
    await alert.getByText(strings.errors.LOSS_LIMIT_REACHED).waitFor();
    await screenshot(page, `dice-loss-limit-${locale}-${width}x${height}`);
    expect(await balanceOf(frame)).toBe(before);

    await server.db.execute(
      sql`update protection_settings set loss_day_paise = null, exclusion_kind = 'timeout',
            excluded_at = now(), excluded_until = now() + interval '1 day'
          where player_id = ${playerId}`,
    );
    await bet.click();
    await alert.getByText(strings.errors.PLAYER_EXCLUDED).waitFor();
    await screenshot(page, `dice-excluded-${locale}-${width}x${height}`);
    expect(await balanceOf(frame)).toBe(before);
    expect(errors.filter((e) => !/status of 403/.test(e))).toEqual([]);
    await context.close();
  });

  it('Crash says a self-excluded player may not bet', async () => {
    const { page, frame, context, playerId } = await openGame('crash', 'Crash', {
      locale: 'en',
      viewport: { width: 375, height: 812 },
    });
    await server.db.execute(
      sql`insert into protection_settings (player_id, exclusion_kind, excluded_at)
          values (${playerId}, 'self_exclusion', now())`,
    );
    await placeCrashBet(frame);
    // The next round can be up to a 1,000x flight away (apps/games/src/server/crash/README.md).
    await frame.getByText(en.errors.PLAYER_EXCLUDED).waitFor({ timeout: 130_000 });
    await screenshot(page, 'crash-excluded-en-375x812');
    await expect(balanceOf(frame)).resolves.toBe('Rs 1,000.00');
    await context.close();
  }, 200_000);
});
