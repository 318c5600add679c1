import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../server/test/helpers/app';
import { gamesPost, playerSession, startPlatform, testDatabases, walletRupees } from './helpers';

/**
 * The games API reads its bodies with the contract's input rules (packages/contract games-api):
 * an amount JSON can write but no stake can be (1e308 answered HTTP 503 before) and text the
 * database cannot keep are refused as INVALID_REQUEST, naming the field, moving nothing.
 */
describe.each(testDatabases())('games API input on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startPlatform(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (path: string, raw: string, token: string) =>
    t.app.inject({
      method: 'POST',
      url: `/games/api/${path}`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: raw,
    });

  it.each([
    ['dice/bet', '"target":50,"direction":"under"'],
    ['limbo/bet', '"target":2'],
    ['mines/start', '"mines":3'],
    ['crash/bet', '"autoCashout":2'],
  ])('refuses the amounts 1e308, -0 and 1e-7 on %s', async (path, rest) => {
    const { playerId, token } = await playerSession(t, 100);
    for (const amount of ['1e308', '-0', '1e-7', '1e309']) {
      const response = await send(path, `{"amount":${amount},${rest}}`, token);
      expect(response.statusCode, amount).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'INVALID_REQUEST',
        message: expect.stringMatching(/^amount: /),
      });
    }
    expect(await walletRupees(t, playerId)).toBe(100);
  });

  it('refuses NUL and unpaired surrogates in text fields', async () => {
    const { token } = await playerSession(t, 100);
    for (const [path, body] of [
      ['mines/reveal', { gameId: 'm-1\u0000', tile: 1 }],
      ['mines/cashout', { gameId: '\uD800' }],
      ['fairness/rotate', { clientSeed: 'seed\u0000' }],
    ] as const) {
      const answer = await gamesPost(t.app, path, body, token);
      expect(answer.status, path).toBe(400);
      expect(answer.body).toMatchObject({
        error: 'INVALID_REQUEST',
        message: expect.stringMatching(/must not contain NUL characters or unpaired surrogates$/),
      });
    }
  });
});
