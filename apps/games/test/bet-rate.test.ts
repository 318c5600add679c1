import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinnedMinuteClock, type TestApp } from '../../server/test/helpers/app';
import { gamesPost, playerSession, startPlatform, testDatabases, walletRupees } from './helpers';

const dice = { amount: 1, target: 50, direction: 'under' };

/** Bets per minute through the games API: per address and per player (RATE_BET_*). */
describe.each(testDatabases())('games API bet limits on $kind', (target) => {
  let t: TestApp;
  // The limits' minutes follow the API's clock: pinned, no test's bets meet a minute's end.
  const clock = pinnedMinuteClock();
  beforeAll(async () => {
    t = await startPlatform(target, { RATE_BET_IP: '3', RATE_BET_PLAYER: '2' }, { now: clock.now });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('accepts exactly the limit of concurrent bets from one address, across players', async () => {
    // Two bets each: within every player's limit, so only the address's binds.
    const players = await Promise.all(Array.from({ length: 4 }, () => playerSession(t, 100)));
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        gamesPost(t.app, 'dice/bet', dice, players[i % 4]!.token, '10.9.0.1'),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
    expect(answers.find((a) => a.status === 429)!.body).toEqual({
      error: 'TOO_MANY_REQUESTS',
      message: 'Too many bets in a minute; please slow down',
    });
  });

  it('accepts exactly the limit of concurrent bets from one player, across addresses', async () => {
    const { playerId, token } = await playerSession(t, 100);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => gamesPost(t.app, 'dice/bet', dice, token, `10.9.1.${i}`)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 429, 429, 429, 429]);
    // Two bets of Rs 1 were taken (and perhaps paid); the refused ones took nothing.
    const balance = await walletRupees(t, playerId);
    expect(balance).toBeGreaterThanOrEqual(98);
    expect(balance).toBeLessThanOrEqual(98 + 2 * 1.98);
  });

  it("counts a bet its player's limit refused against its address too", async () => {
    const first = await playerSession(t, 100);
    const second = await playerSession(t, 100);
    const bet = (token: string) => gamesPost(t.app, 'dice/bet', dice, token, '10.9.2.1');
    expect((await bet(first.token)).status).toBe(200);
    expect((await bet(first.token)).status).toBe(200);
    expect((await bet(first.token)).status).toBe(429); // the player's third: over 2
    // The address has been tried three times: its limit (3) is reached for everyone.
    expect((await bet(second.token)).status).toBe(429);
  });
});
