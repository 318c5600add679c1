import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../src/db/schema';
import { sha256 } from '../src/lib/tokens';
import { readWallet } from '../src/modules/wallet/accounts';
import { toRupees } from '@khel/contract/money';
import { createTestApp, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';
import { addGame, addKhelWithCatalogue, api, loginAs, setSetting } from './helpers/games';
import { fundedPlayer, providerCall, type TestProvider } from './helpers/provider';

describe.each(testDatabases())('launching games on $kind', (target) => {
  let t: TestApp;
  let khel: TestProvider;
  let gameIds: Record<string, number>;

  beforeAll(async () => {
    // This player launches 16 games in a minute, past the production limit of 10.
    t = await createTestApp(target, { RATE_LAUNCH_PLAYER: '100' });
    khel = await addKhelWithCatalogue(t.database.db);
    const rows = await t.database.db.select().from(games);
    gameIds = Object.fromEntries(rows.map((g) => [g.gameCode, g.id]));
  });
  afterAll(() => t.close());

  const player = async (rupees = 100) => {
    const playerId = await fundedPlayer(t.database.db, rupees);
    return { playerId, auth: await loginAs(t.database.db, playerId) };
  };
  const launch = (auth: Record<string, unknown>, gameId: unknown) =>
    api(t.app, '/game/launch', { ...auth, gameId });
  const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('token')!;
  const balance = async (playerId: number) =>
    toRupees((await readWallet(t.database.db, playerId)).balancePaise);

  it('needs a logged-in player', async () => {
    expect(await launch({}, gameIds.dice)).toMatchObject({ state: '401' });
    expect(await launch({ sign: 'nonsense', uid: '12345678' }, gameIds.dice)).toMatchObject({
      state: '401',
    });
  });

  it('refuses unknown and disabled games, and bad ids, with a message', async () => {
    const { auth } = await player();
    expect(await launch(auth, 999_999)).toMatchObject({
      state: '404',
      msg: 'This game is not available',
    });
    await t.database.db.update(games).set({ enabled: false }).where(eq(games.gameCode, 'limbo'));
    expect(await launch(auth, gameIds.limbo)).toMatchObject({
      state: '404',
      msg: 'This game is not available',
    });
    await t.database.db.update(games).set({ enabled: true }).where(eq(games.gameCode, 'limbo'));
    expect(await launch(auth, 'dice')).toMatchObject({
      state: '400',
      msg: 'Invalid gameId: expected the id of a game (a number)',
    });
    expect(await launch(auth, 1.5)).toMatchObject({ state: '400' });
    expect(await launch(auth, undefined)).toMatchObject({ state: '400' });
  });

  it('answers a relative URL with a one-time token the game exchanges once', async () => {
    const { playerId, auth } = await player(250);
    const answer = await launch(auth, gameIds.dice);
    expect(answer.state).toBe('200');
    const { url, gameId, name } = answer.resultData as {
      url: string;
      gameId: number;
      name: string;
    };
    expect(url).toMatch(
      /^\/games\/play\/dice\?token=[A-Za-z0-9_-]{20,}&lang=en&cur=Rs&tz=%2B05%3A30$/,
    );
    expect([gameId, name]).toEqual([gameIds.dice, 'Dice']);
    const launchToken = tokenOf(url);
    const session = await providerCall(t.app, khel, 'session', { launchToken });
    expect(session).toMatchObject({
      state: '200',
      resultData: { playerId: String(playerId), balance: 250 },
    });
    expect((await providerCall(t.app, khel, 'session', { launchToken })).state).toBe(
      'INVALID_SESSION',
    );
  });

  it('passes the request locale on', async () => {
    const { auth } = await player();
    const answer = await api(t.app, '/game/launch', {
      ...auth,
      gameId: gameIds.crash,
      locale: 'id',
    });
    expect((answer.resultData as { url: string }).url).toMatch(
      /^\/games\/play\/crash\?.*&lang=id&cur=Rs&tz=%2B05%3A30$/,
    );
  });

  it("gives the game the player's UI language, which the locale cannot tell, and the zone", async () => {
    const { auth } = await player();
    const url = async (language: string) =>
      new URL(
        (
          (
            await api(t.app, '/game/launch', {
              ...auth,
              gameId: gameIds.dice,
              locale: 'en',
              language,
            })
          ).resultData as { url: string }
        ).url,
        'http://x',
      ).searchParams;
    // Spanish and traditional Chinese both send locale 'en' (docs/product.md §4).
    expect((await url('es')).get('lang')).toBe('es');
    expect((await url('zh-TW')).get('lang')).toBe('zh-TW');
    expect((await url('xx')).get('lang')).toBe('en');
    await setSetting(t.database.db, 'timezone', '+05:00');
    expect((await url('fr')).get('tz')).toBe('+05:00');
    await setSetting(t.database.db, 'timezone', '+05:30');
  });

  it('refuses an expired launch token', async () => {
    const { auth } = await player();
    const { url } = (await launch(auth, gameIds.mines)).resultData as { url: string };
    const launchToken = tokenOf(url);
    await t.database.db.execute(
      sql`update game_sessions set launch_expires_at = now() - interval '1 second'
          where launch_token_hash = ${sha256(launchToken)}`,
    );
    expect((await providerCall(t.app, khel, 'session', { launchToken })).state).toBe(
      'INVALID_SESSION',
    );
  });

  it("opens the session of the token's player only: bets move that player's money", async () => {
    const alice = await player(100);
    const bob = await player(100);
    const { url } = (await launch(alice.auth, gameIds.dice)).resultData as { url: string };
    const session = await providerCall(t.app, khel, 'session', { launchToken: tokenOf(url) });
    expect(session.resultData).toMatchObject({ playerId: String(alice.playerId) });
    const bet = await providerCall(t.app, khel, 'bet', {
      sessionId: session.resultData!.sessionId,
      transactionId: 'steal:bet',
      roundId: 'steal',
      amount: 30,
      gameCode: 'dice',
      playerId: bob.playerId,
    });
    expect(bet.state).toBe('200');
    expect(await balance(alice.playerId)).toBe(70);
    expect(await balance(bob.playerId)).toBe(100);
  });

  it('lists the last 10 distinct games launched, newest first, still enabled', async () => {
    const { db } = t.database;
    const { auth } = await player();
    const recent = async () =>
      (
        (await api(t.app, '/game/recent', auth)).resultData as {
          list: { code: string }[];
        }
      ).list.map((g) => g.code);
    expect(await recent()).toEqual([]);
    for (const code of ['dice', 'crash', 'dice', 'mines']) await launch(auth, gameIds[code]);
    expect(await recent()).toEqual(['mines', 'dice', 'crash']);
    await db.update(games).set({ enabled: false }).where(eq(games.gameCode, 'dice'));
    expect(await recent()).toEqual(['mines', 'crash']);
    await db.update(games).set({ enabled: true }).where(eq(games.gameCode, 'dice'));

    for (let i = 0; i < 12; i += 1) {
      const game = await addGame(db, { providerCode: 'khel', gameCode: `extra${i}` });
      await launch(auth, game.id);
    }
    const list = await recent();
    expect(list).toHaveLength(10);
    expect(list[0]).toBe('extra11');
    expect(list[9]).toBe('extra2');
    expect((await api(t.app, '/game/recent', {})).state).toBe('401');
  });
});
