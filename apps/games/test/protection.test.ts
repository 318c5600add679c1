import { queryRows } from '@khel/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/test/helpers/app';
import { newLaunch } from '../../server/test/helpers/provider';
import { crashEngineFor, type CrashEngine } from '../src/server/crash';
import { createPlatformClient } from '../src/server/platform';
import { createSession } from '../src/server/sessions';
import { fundedPlayer, gamesPost, playerSession, testDatabases, walletRupees } from './helpers';

interface ErrorBody {
  error: string;
  message: string;
}

/**
 * The player's protections as the games meet them: the platform refuses the stake
 * (LOSS_LIMIT_REACHED, SESSION_LIMIT_REACHED, PLAYER_EXCLUDED) and every game answers the code of
 * the same name, nothing taken and nothing left queued to retry.
 */
describe.each(testDatabases())('protection refusals in the games on $kind', (target) => {
  let t: TestApp;
  let engine: CrashEngine;
  const crashClock = { now: 1_700_000_000_000 };
  beforeAll(async () => {
    t = await createTestApp(target, { GAMES_EMBEDDED: 'true', GAMES_CRASH_LOOP: 'false' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    engine = crashEngineFor(t.database.db)!;
    engine.clock = () => crashClock.now;
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const limit = (playerId: number, lossDayPaise: number) =>
    db().execute(
      sql`insert into protection_settings (player_id, loss_day_paise)
          values (${playerId}, ${lossDayPaise})`,
    );
  const exclude = (playerId: number) =>
    db().execute(
      sql`insert into protection_settings (player_id, exclusion_kind, excluded_at)
          values (${playerId}, 'self_exclusion', now())`,
    );
  const bets = (playerId: number) =>
    queryRows<{ status: string }>(
      db(),
      sql`select status from kg_bets where player_id = ${String(playerId)} order by id`,
    );
  const queued = async () =>
    (
      await queryRows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from kg_pending_settlements`,
      )
    )[0]!.n;

  it('refuses a Dice bet past the loss limit and takes one exactly reaching it', async () => {
    const { playerId, token } = await playerSession(t, 100);
    await limit(playerId, 10_00);
    const before = await queued();
    const refused = await gamesPost<ErrorBody>(
      t.app,
      'dice/bet',
      { amount: 10.01, target: 50, direction: 'under' },
      token,
    );
    expect(refused).toEqual({
      status: 403,
      body: { error: 'LOSS_LIMIT_REACHED', message: 'This bet would pass your loss limit' },
    });
    expect(await walletRupees(t, playerId)).toBe(100);
    expect(await bets(playerId)).toEqual([{ status: 'refused' }]);
    expect(await queued()).toBe(before);
    const taken = await gamesPost(
      t.app,
      'dice/bet',
      { amount: 10, target: 50, direction: 'under' },
      token,
    );
    expect(taken.status).toBe(200);
  });

  it('refuses Limbo and Mines stakes of a self-excluded player', async () => {
    const { playerId, token } = await playerSession(t, 100);
    await exclude(playerId);
    const limbo = await gamesPost<ErrorBody>(t.app, 'limbo/bet', { amount: 5, target: 2 }, token);
    expect(limbo.status).toBe(403);
    expect(limbo.body.error).toBe('PLAYER_EXCLUDED');
    const mines = await gamesPost<ErrorBody>(t.app, 'mines/start', { amount: 5, mines: 3 }, token);
    expect(mines.status).toBe(403);
    expect(mines.body.error).toBe('PLAYER_EXCLUDED');
    const active = await gamesPost<{ game: unknown }>(t.app, 'mines/active', {}, token);
    expect(active.body.game).toBeNull();
    expect(await walletRupees(t, playerId)).toBe(100);
  });

  it('refuses a Mines stake once the login is as old as the session limit, Dice before it', async () => {
    const { playerId, token } = await playerSession(t, 100);
    await db().execute(
      sql`insert into protection_settings (player_id, session_minutes) values (${playerId}, 30)`,
    );
    const dice = { amount: 5, target: 50, direction: 'under' };
    expect((await gamesPost(t.app, 'dice/bet', dice, token)).status).toBe(200);
    // The login began 30 minutes ago (this app runs on the real clock).
    await db().execute(
      sql`update sessions set created_at = now() - interval '30 minutes' where player_id = ${playerId}`,
    );
    const refused = await gamesPost<ErrorBody>(
      t.app,
      'mines/start',
      { amount: 5, mines: 3 },
      token,
    );
    expect(refused).toEqual({
      status: 403,
      body: { error: 'SESSION_LIMIT_REACHED', message: 'Your session time limit is reached' },
    });
  });

  it('refuses a Crash bet of a self-excluded player to that player only', async () => {
    const address = t.app.server.address();
    const port = address && typeof address === 'object' ? address.port : 0;
    const [provider] = await queryRows<{ secret: string }>(
      db(),
      sql`select secret from game_providers where code = 'khel'`,
    );
    const platform = createPlatformClient({
      baseUrl: () => `http://127.0.0.1:${port}/api`,
      providerCode: 'khel',
      secret: provider!.secret,
    });
    const crashPlayer = async (rupees: number) => {
      const playerId = await fundedPlayer(db(), rupees);
      const { launchToken } = await newLaunch(db(), {
        playerId,
        providerCode: 'khel',
        gameCode: 'crash',
      });
      return { playerId, token: (await createSession(db(), platform, launchToken)).sessionToken };
    };
    const crashBet = async (token: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/games/api/crash/bet',
        headers: { authorization: `Bearer ${token}` },
        payload: { amount: 10 },
      });
      return { status: response.statusCode, body: response.json() as ErrorBody };
    };
    const excluded = await crashPlayer(50);
    const other = await crashPlayer(50);
    await exclude(excluded.playerId);
    for (let i = 0; i < 10; i += 1) {
      await engine.step();
      if ((await engine.current())?.row.status === 'betting') break;
    }
    expect((await engine.current())?.row.status).toBe('betting');
    expect(await crashBet(excluded.token)).toEqual({
      status: 403,
      body: {
        error: 'PLAYER_EXCLUDED',
        message: 'Betting is paused by your time-out or self-exclusion',
      },
    });
    expect((await crashBet(other.token)).status).toBe(200);
    expect(await walletRupees(t, excluded.playerId)).toBe(50);
    const [event] = await queryRows<{ detail: { path: string } }>(
      db(),
      sql`select detail from protection_events where player_id = ${excluded.playerId}`,
    );
    expect(event!.detail.path).toBe('crash');
  });
});
