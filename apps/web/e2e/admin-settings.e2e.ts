import { diceMultiplier } from '@khel/games/fair';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './accounts';
import { DESKTOP, OWNER, openAdmin, signInAdmin, startAdminServer, TABLET } from './admin';
import { launchBrowser } from './browser';
import { fundedGuest } from './games';

/**
 * The settings area of the back office: an operator changes Dice's RTP and minimum bet in
 * /admin, and the very next round a player plays uses them (the game's session answers them, a
 * bet under the new minimum is refused, a bet pays by the new RTP); the other settings screens
 * are opened and photographed at desktop and tablet sizes.
 */
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

/** A full-page screenshot with the toasts of earlier steps dismissed. */
async function shot(page: Page, name: string) {
  await page.evaluate(() =>
    document.querySelectorAll<HTMLButtonElement>('.toast button').forEach((b) => b.click()),
  );
  await page.screenshot({
    path: `.test-artifacts/screens/admin-settings-${name}.png`,
    fullPage: true,
  });
}

/** A funded player's Dice session opened as GameWeb opens it: launch, then the game's session. */
async function diceSession() {
  const session = await fundedGuest(server.baseUrl, 1000);
  const lobby = await callApi<{ games: { id: number; code: string }[] }>(
    server.baseUrl,
    '/game/lobby',
  );
  const dice = lobby.games.find((g) => g.code === 'dice')!;
  const { url } = await callApi<{ url: string }>(server.baseUrl, '/game/launch', {
    ...session,
    gameId: dice.id,
  });
  const launchToken = new URL(url, server.baseUrl).searchParams.get('token');
  const response = await fetch(`${server.baseUrl}/games/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ launchToken, game: 'dice' }),
  });
  return (await response.json()) as {
    sessionToken: string;
    rtp: number;
    limits: { minBet: number; maxBet: number };
  };
}

async function diceBet(token: string, amount: number) {
  const response = await fetch(`${server.baseUrl}/games/api/dice/bet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ amount, target: 50, direction: 'under' }),
  });
  return (await response.json()) as { bet?: { multiplier: number }; error?: string };
}

describe('settings in the back office', () => {
  it("changes Dice's RTP and minimum bet, and the next round uses them", async () => {
    const { page, errors, close } = await openAdmin(browser, server.baseUrl);
    await signInAdmin(page, OWNER);

    // Before: a player's Dice session runs at the server's default, 97 %.
    const before = await diceSession();
    expect(before).toMatchObject({ rtp: 0.97, limits: { minBet: 1 } });

    await page.getByRole('link', { name: 'Games' }).click();
    await page.getByRole('heading', { name: 'Games' }).waitFor();
    await page.getByRole('cell', { name: /Dice/ }).waitFor();
    await shot(page, 'games-1280');
    await page.getByRole('cell', { name: /Dice/ }).click();
    await page.getByRole('heading', { name: 'Dice' }).waitFor();
    await page.getByText('97.00%').waitFor();

    // The form refuses what the server refuses, in the same words.
    await page.getByLabel('RTP (%)').fill('99.6');
    await page.getByRole('button', { name: 'Save RTP and limits' }).click();
    await page.getByText('must be at most 0.995').waitFor();

    await page.getByLabel('RTP (%)').fill('99');
    await page.getByLabel('Minimum bet (Rs)').fill('5');
    await page.getByRole('button', { name: 'Save RTP and limits' }).click();
    await page.getByText('Dice: RTP and limits saved; the next round uses them.').waitFor();
    await page.getByText('99.00%').waitFor();
    await shot(page, 'game-1280');

    // The very next round of the session opened before the change uses the new figures.
    expect(await diceBet(before.sessionToken, 2)).toMatchObject({ error: 'BET_LIMIT' });
    const played = await diceBet(before.sessionToken, 5);
    expect(played.bet?.multiplier).toBe(diceMultiplier(50, 'under', 0.99));
    expect(await diceSession()).toMatchObject({ rtp: 0.99, limits: { minBet: 5 } });

    // Disabling a game in the catalogue takes it out of the lobby.
    await page.getByRole('link', { name: '← All games' }).click();
    const limbo = page.getByRole('row', { name: /Limbo/ });
    await limbo.getByRole('button', { name: 'Disable' }).click();
    await limbo.getByText('Disabled').waitFor();
    const lobby = await callApi<{ games: { code: string }[] }>(server.baseUrl, '/game/lobby');
    expect(lobby.games.map((g) => g.code)).not.toContain('limbo');

    // Every write is in the audit log with before and after.
    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByText('game.settings').waitFor();
    await page.getByText('rtp: null → 0.99').waitFor();
    await page.getByText('game.update').first().waitFor();

    // The other settings screens, at desktop size.
    await page.getByRole('link', { name: 'VIP levels' }).click();
    await page.getByRole('cell', { name: 'V10' }).waitFor();
    await shot(page, 'vip-1280');
    await page.getByText('V2', { exact: true }).click();
    await page.getByLabel('Upgrade bonus (Rs)').fill('99.5');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Level 2 saved.').waitFor();

    await page.getByRole('link', { name: 'Deposit & withdrawal rules' }).click();
    await page.getByLabel('Minimum withdrawal (Rs)').waitFor();
    await page.getByLabel('Maximum withdrawal (Rs)').fill('50');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('must not be below the minimum').waitFor();
    await page.getByLabel('Maximum withdrawal (Rs)').fill('60000');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Rules saved. Players see them on their next request.').waitFor();
    await shot(page, 'rules-1280');
    await page.getByRole('tab', { name: 'Deposits' }).click();
    await page.getByText('Online payment methods').waitFor();
    await shot(page, 'deposit-rules-1280');

    await page.getByRole('link', { name: 'App settings' }).click();
    await page.getByLabel('Community link (Telegram)').fill('https://t.me/KhelOfficial');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await page.getByText('App settings saved.', { exact: false }).waitFor();
    const config = await callApi<{ appConfig: string }>(server.baseUrl, '/u/gconfig');
    expect(JSON.parse(config.appConfig)).toMatchObject({
      telegram_url: 'https://t.me/KhelOfficial',
    });
    await page.getByRole('cell', { name: 'https://t.me/KhelSupportDemo' }).waitFor();
    await shot(page, 'app-1280');

    // Tablet: the same screens fit.
    await page.setViewportSize(TABLET);
    await page.getByRole('link', { name: 'Games' }).click();
    await page.getByRole('cell', { name: /Dice/ }).waitFor();
    await shot(page, 'games-1024');
    await page.getByRole('cell', { name: /Dice/ }).click();
    await page.getByText('99.00%').waitFor();
    await shot(page, 'game-1024');
    await page.getByRole('link', { name: 'VIP levels' }).click();
    await page.getByRole('cell', { name: 'V10' }).waitFor();
    await shot(page, 'vip-1024');
    await page.setViewportSize(DESKTOP);

    expect(errors).toEqual([]);
    await close();
  });
});
