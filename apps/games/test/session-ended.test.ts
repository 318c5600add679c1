import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonBody, postApi, type TestApp } from '../../server/test/helpers/app';
import { SESSION_ENDED } from '../src/server/errors';
import {
  fundedPlayer,
  gamesPost,
  sessionFromLogin,
  startPlatform,
  testDatabases,
  walletRupees,
} from './helpers';

interface MinesGame {
  id: string;
  status: string;
}

/** A game session ends with the platform login that launched it (logout, password change…). */
describe.each(testDatabases())('games after the player logs out on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startPlatform(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stops betting with a clear message, and an open Mines game still pays after login', async () => {
    const playerId = await fundedPlayer(t.database.db, 100);
    const { token, login } = await sessionFromLogin(t, playerId, 'mines');
    const started = await gamesPost<{ game: MinesGame }>(
      t.app,
      'mines/start',
      { amount: 10, mines: 1 },
      token,
    );
    expect(started.status).toBe(200);
    expect(await walletRupees(t, playerId)).toBe(90);

    const logout = await postApi(t.app, '/sso/logout', commonBody(login));
    expect(logout.body).toMatchObject({ state: '200' });

    const refused = await gamesPost(
      t.app,
      'dice/bet',
      { amount: 1, target: 50, direction: 'under' },
      token,
    );
    expect(refused).toEqual({
      status: 401,
      body: { error: 'UNAUTHORIZED', message: SESSION_ENDED },
    });
    // Our session ended with the platform's: nothing more is asked of the platform.
    expect(await gamesPost(t.app, 'fairness', {}, token)).toEqual({
      status: 401,
      body: { error: 'UNAUTHORIZED', message: SESSION_ENDED },
    });
    expect(await walletRupees(t, playerId)).toBe(90);

    // Logged in again, the player finds the open game and cashes it out: the money lands.
    const again = await sessionFromLogin(t, playerId, 'mines');
    const active = await gamesPost<{ game: MinesGame | null }>(
      t.app,
      'mines/active',
      {},
      again.token,
    );
    expect(active.body.game?.id).toBe(started.body.game.id);
    let game = active.body.game!;
    for (let tile = 0; tile < 25 && game.status === 'active'; tile += 1) {
      const revealed = await gamesPost<{ game: MinesGame }>(
        t.app,
        'mines/reveal',
        { gameId: game.id, tile },
        again.token,
      );
      game = revealed.body.game;
      if (game.status === 'active') {
        const cashed = await gamesPost<{ game: MinesGame }>(
          t.app,
          'mines/cashout',
          { gameId: game.id },
          again.token,
        );
        game = cashed.body.game;
      }
    }
    expect(['won', 'lost']).toContain(game.status);
    if (game.status === 'won') expect(await walletRupees(t, playerId)).toBeGreaterThan(90);
  });
});
