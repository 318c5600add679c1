import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer } from './accounts';
import { OWNER, openAdmin, signInAdmin, startAdminServer, TABLET } from './admin';
import { launchBrowser } from './browser';
import { creditSandboxMoney } from './games';

/**
 * The back office's players: a player signed up through the player API is found by phone, an
 * operator adds a note and credits them under the four-eyes threshold (the balance moves at
 * once), then asks for a credit above it, which a second operator approves in their queue.
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

/** A screenshot from the top (whole page, or the window behind a dialog), without toasts. */
async function shot(page: Page, name: string, fullPage = true) {
  // Toasts of the last actions are closed first (behind a modal dialog they cannot be
  // clicked: they leave by themselves within 4 s).
  await expect
    .poll(
      async () => {
        for (const close of await page.locator('.toast .icon-btn').all())
          await close.click({ timeout: 1_000 }).catch(() => undefined);
        return page.locator('.toast').count();
      },
      { timeout: 10_000, interval: 250 },
    )
    .toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `.test-artifacts/screens/admin-${name}.png`, fullPage });
}

describe('back office players', () => {
  it('finds a player, notes, adjusts under the threshold, and a second operator approves above it', async () => {
    const mobile = `+9198${String(Date.now()).slice(-8)}`;
    const player = await registerPlayer(server.baseUrl, mobile, 'Kh3l-tiger-moon');
    await creditSandboxMoney(server.baseUrl, player.uid, 500);

    const owner = await openAdmin(browser, server.baseUrl);
    const { page } = owner;
    await signInAdmin(page, OWNER);

    // A finance operator to approve what the owner asks for.
    await page.goto(`${server.baseUrl}/admin/operators`);
    await page.getByRole('button', { name: 'New operator' }).click();
    await page.getByLabel('Name').fill('Meera Finance');
    await page.getByLabel('Email').fill('meera@khel.test');
    await page.getByLabel('Role').selectOption('finance');
    await page.getByLabel('First password').fill('a long first password');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('cell', { name: 'meera@khel.test' }).waitFor();

    // Search by the last digits of the phone; open the player.
    await page.getByRole('link', { name: 'Players', exact: true }).click();
    await page.getByRole('heading', { name: 'Players' }).waitFor();
    await page.getByLabel('Id, phone or nickname').fill(mobile.slice(-6));
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('cell', { name: player.uid }).click();
    await page.getByText(`Player id ${player.uid}`).waitFor();
    const balance = page.locator('.stat').filter({ hasText: 'Balance' }).locator('.stat-value');
    await expect.poll(() => balance.textContent()).toBe('Rs 500.00');

    // A note, kept with its author.
    await page.getByRole('button', { name: 'Add note' }).click();
    await page.getByRole('button', { name: 'Save note' }).click();
    await page.getByText('write the note').waitFor();
    await page.getByLabel('Note').fill('Called about a failed deposit; sent the UTR to finance.');
    await page.getByRole('button', { name: 'Save note' }).click();
    await page.getByRole('tab', { name: 'Notes' }).click();
    await page.getByRole('cell', { name: 'Called about a failed deposit' }).waitFor();
    await page.getByRole('cell', { name: OWNER.name }).waitFor();

    // Under the threshold: posted at once, the balance moves.
    await page.getByRole('button', { name: 'Adjust balance' }).click();
    await page.getByLabel('Amount (Rs)').fill('250');
    await page.getByText('Up to Rs 10,000.00: posted at once.').waitFor();
    await page.getByRole('button', { name: 'Post adjustment' }).click();
    await page.getByText('give a reason').waitFor();
    await page.getByLabel('Reason').fill('Goodwill for the failed deposit');
    await page.getByRole('button', { name: 'Post adjustment' }).click();
    await expect.poll(() => balance.textContent()).toBe('Rs 750.00');
    await page.getByRole('tab', { name: 'Ledger' }).click();
    await page.getByRole('cell', { name: 'Goodwill for the failed deposit' }).waitFor();

    // Above it: waits for a second operator; the balance stays.
    await page.getByRole('button', { name: 'Adjust balance' }).click();
    await page.getByLabel('Amount (Rs)').fill('15000');
    await page.getByLabel('Reason').fill('Tournament prize paid by hand');
    await page.getByText('a second operator must approve it').waitFor();
    await shot(page, 'adjust-dialog-1280', false);
    await page.getByRole('button', { name: 'Send for approval' }).click();
    await page.getByText('1 adjustment is waiting for a second operator.').waitFor();
    expect(await balance.textContent()).toBe('Rs 750.00');
    await page.getByRole('tab', { name: 'Adjustments' }).click();
    await page.getByRole('cell', { name: 'Tournament prize paid by hand' }).waitFor();
    // Their own request: they may withdraw it, not approve it.
    await expect.poll(() => page.getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true);
    await shot(page, 'player-pending-1280');

    // The second operator approves it in the queue.
    const finance = await openAdmin(browser, server.baseUrl);
    await signInAdmin(finance.page, {
      email: 'meera@khel.test',
      password: 'a long first password',
    });
    await finance.page.getByRole('link', { name: 'Adjustments' }).click();
    await finance.page.getByRole('cell', { name: 'Tournament prize paid by hand' }).waitFor();
    await shot(finance.page, 'adjustments-1280');
    await finance.page.setViewportSize(TABLET);
    await shot(finance.page, 'adjustments-1024');
    await finance.page.getByRole('button', { name: 'Approve' }).click();
    await finance.page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await finance.page.getByText('Nothing is waiting for approval.').waitFor();

    await page.reload();
    await expect.poll(() => balance.textContent()).toBe('Rs 15,750.00');
    await page.getByText('Nothing waiting for approval.').waitFor();
    await page.getByRole('cell', { name: 'Tournament prize paid by hand' }).waitFor();
    await shot(page, 'player-1280');
    await page.setViewportSize(TABLET);
    await shot(page, 'player-1024');

    // Disable (a reason is required; the player's sessions end), then enable again.
    await page.getByRole('button', { name: 'Disable' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
    await page.getByText('give a reason').waitFor();
    await page.getByLabel('Reason').fill('Asked to pause their account');
    await page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
    await page.getByText('This player is disabled').waitFor();
    await page.getByRole('button', { name: 'Enable' }).click();
    await page.getByLabel('Reason').fill('Asked to come back');
    await page.getByRole('dialog').getByRole('button', { name: 'Enable' }).click();
    await page.getByRole('button', { name: 'Disable' }).waitFor();
    await page.getByRole('tab', { name: 'Notes' }).click();
    await page.getByRole('cell', { name: 'Asked to pause their account' }).waitFor();

    // A list with nothing in it says so; an unknown player is refused with the server's words.
    await page.getByRole('tab', { name: 'Deposits' }).click();
    await page.getByText('No deposits.').waitFor();
    await page.goto(`${server.baseUrl}/admin/players/12345678`);
    await page.getByText('No player with this id').waitFor();

    // The players table, found by nickname, at both sizes.
    await page.getByRole('link', { name: 'Players', exact: true }).click();
    await page.getByRole('cell', { name: player.uid }).waitFor();
    await shot(page, 'players-1024');
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, 'players-1280');

    for (const { errors } of [owner, finance])
      expect(errors.filter((e) => !/401|Failed to load resource/.test(e))).toEqual([]);
    await finance.close();
    await owner.close();
  });
});
