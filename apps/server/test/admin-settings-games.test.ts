import { signBody } from '@khel/contract/signing';
import { diceMultiplier } from '@khel/games/fair';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query';
import { ACCOUNT_ENV } from './helpers/accounts';
import { auditOf } from './helpers/admin-settings';
import { commonBody, createTestApp, postApi, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';
import { signedInOwner, type Operator } from './helpers/operators';
import { fundedPlayer, newLaunch } from './helpers/provider';

/**
 * The games catalogue and the in-house games' RTP and limits in the back office (§6, §11): the
 * platform sets them through the games server's signed settings API — over HTTP even when
 * embedded, as to a games server on its own host — and the next round uses them.
 */
describe.each(testDatabases())('games in the back office on $kind', (target) => {
  let t: TestApp;
  let owner: Operator;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(target, {
      ...ACCOUNT_ENV,
      GAMES_EMBEDDED: 'true',
      GAMES_CRASH_LOOP: 'false',
      PORT: '0',
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    owner = await signedInOwner(t.app, db());
  });
  afterAll(async () => t?.close());

  const gameId = async (code: string) => {
    const [row] = await queryRows<{ id: string }>(
      db(),
      sql`select id::text from games where game_code = ${code}`,
    );
    return row!.id;
  };

  /** A funded player's games session, as the game page opens it. */
  async function gamesSession(app: FastifyInstance, game: string) {
    const playerId = await fundedPlayer(db(), 1000);
    const { launchToken } = await newLaunch(db(), {
      playerId,
      providerCode: 'khel',
      gameCode: game,
    });
    const answer = await app.inject({
      method: 'POST',
      url: '/games/api/session',
      payload: { launchToken, game },
    });
    return answer.json() as {
      sessionToken: string;
      rtp: number;
      limits: { minBet: number; maxBet: number };
    };
  }
  const diceBet = (token: string, amount: number) =>
    t.app.inject({
      method: 'POST',
      url: '/games/api/dice/bet',
      headers: { authorization: `Bearer ${token}` },
      payload: { amount, target: 50, direction: 'under' },
    });

  it('lists the catalogue paged, sorted and filtered', async () => {
    const all = await owner.call('/admin/settings/games', { sortBy: 'name', sortDesc: false });
    expect(all.state, all.msg).toBe('200');
    expect(all.resultData.total).toBe(4);
    expect(all.resultData.list.map((g: { gameCode: string }) => g.gameCode)).toEqual([
      'crash',
      'dice',
      'limbo',
      'mines',
    ]);
    expect(all.resultData.list[1]).toMatchObject({ provider: 'khel', hasSettings: true });
    const page = await owner.call('/admin/settings/games', { pageSize: 2, page: 2 });
    expect(page.resultData).toMatchObject({ total: 4 });
    expect(page.resultData.list).toHaveLength(2);
    const one = await owner.call('/admin/settings/game', { id: all.resultData.list[1].id });
    expect(one.resultData).toEqual(all.resultData.list[1]);
    expect((await owner.call('/admin/settings/game', { id: '999999' })).state).toBe('404');
    const found = await owner.call('/admin/settings/games', {
      search: 'lim',
      category: 'originals',
    });
    expect(found.resultData.list.map((g: { name: string }) => g.name)).toEqual(['Limbo']);
  });

  it('edits a game (hot/new, order, category, enabled): the lobby follows, every change audited', async () => {
    const id = await gameId('limbo');
    const updated = await owner.call('/admin/settings/gameUpdate', {
      id,
      tags: ['hot', 'hot'],
      sortOrder: 9,
      enabled: false,
    });
    expect(updated.resultData).toMatchObject({ tags: ['hot'], sortOrder: 9, enabled: false });
    const lobby = await postApi(t.app, '/game/lobby', commonBody());
    expect(JSON.stringify(lobby.body)).not.toContain('"limbo"');
    expect((await owner.call('/admin/settings/gameUpdate', { id, category: 'nope' })).msg).toBe(
      'No category nope',
    );
    await owner.call('/admin/settings/gameUpdate', { id, enabled: true });
    expect(await auditOf(db(), 'game', id)).toMatchObject([
      {
        action: 'game.update',
        before: { tags: ['new'], sortOrder: 3, enabled: true },
        after: { tags: ['hot'], sortOrder: 9, enabled: false },
      },
      { action: 'game.update', before: { enabled: false }, after: { enabled: true } },
    ]);
    const categories = await owner.call('/admin/settings/categories');
    expect(categories.resultData.list).toEqual([
      { code: 'originals', sortOrder: 0, enabled: true, games: 3 },
      { code: 'crash', sortOrder: 1, enabled: true, games: 1 },
    ]);
    const moved = await owner.call('/admin/settings/categoryUpdate', {
      code: 'crash',
      sortOrder: 0,
    });
    expect(moved.resultData).toMatchObject({ code: 'crash', sortOrder: 0 });
    expect(await auditOf(db(), 'game_category', 'crash')).toMatchObject([
      { before: { sortOrder: 1 }, after: { sortOrder: 0 } },
    ]);
  });

  it("changes Dice's RTP and limits at the provider: the next session and round use them", async () => {
    const id = await gameId('dice');
    const read = await owner.call('/admin/settings/gameSettings', { id });
    expect(read.resultData).toMatchObject({
      game: 'dice',
      set: { rtp: null, minBet: null, maxBet: null },
      effective: { rtp: 0.97, minBet: 1, maxBet: 10_000 },
      version: null,
    });
    // A round before the change pays by 0.97.
    const before = await gamesSession(t.app, 'dice');
    expect((await diceBet(before.sessionToken, 2)).json().bet.multiplier).toBe(
      diceMultiplier(50, 'under', 0.97),
    );

    const saved = await owner.call('/admin/settings/gameSettingsSave', {
      id,
      version: null,
      settings: { rtp: 0.99, minBet: 5, maxBet: 500, maxMultiplier: null },
    });
    expect(saved.state, saved.msg).toBe('200');
    expect(saved.resultData.effective).toMatchObject({ rtp: 0.99, minBet: 5, maxBet: 500 });
    // The very next round of the session opened before the change uses the new figures.
    expect((await diceBet(before.sessionToken, 2)).json()).toMatchObject({ error: 'BET_LIMIT' });
    expect((await diceBet(before.sessionToken, 5)).json().bet.multiplier).toBe(
      diceMultiplier(50, 'under', 0.99),
    );
    const after = await gamesSession(t.app, 'dice');
    expect(after).toMatchObject({ rtp: 0.99, limits: { minBet: 5, maxBet: 500 } });
    expect(await auditOf(db(), 'game', id)).toMatchObject([
      {
        action: 'game.settings',
        before: { game: 'dice', rtp: null, minBet: null },
        after: { game: 'dice', rtp: 0.99, minBet: 5, maxBet: 500 },
      },
    ]);

    // Saved on a version that is no longer current (another operator, a replay): refused.
    const stale = await owner.call('/admin/settings/gameSettingsSave', {
      id,
      version: null,
      settings: { rtp: 0.9, minBet: null, maxBet: null, maxMultiplier: null },
    });
    expect(stale).toMatchObject({
      state: '409',
      msg: 'The settings changed meanwhile: reload them',
    });
    // Two saves on the same version at once: one wins.
    const answers = await Promise.all(
      [0.95, 0.96].map((rtp) =>
        owner.call('/admin/settings/gameSettingsSave', {
          id,
          version: saved.resultData.version,
          settings: { rtp, minBet: null, maxBet: null, maxMultiplier: null },
        }),
      ),
    );
    expect(answers.map((a) => a.state).sort()).toEqual(['200', '409']);
    expect(await auditOf(db(), 'game', id)).toHaveLength(2);
  });

  it('refuses bad settings: bounds, Crash RTP, a maximum multiplier outside Crash', async () => {
    const dice = await gameId('dice');
    const crash = await gameId('crash');
    const current = (await owner.call('/admin/settings/gameSettings', { id: dice })).resultData;
    const save = (id: string, settings: Record<string, unknown>, version = current.version) =>
      owner.call('/admin/settings/gameSettingsSave', {
        id,
        version,
        settings: { rtp: null, minBet: null, maxBet: null, maxMultiplier: null, ...settings },
      });
    expect((await save(dice, { rtp: 1.2 })).msg).toBe(
      'Invalid settings.rtp: must be at most 0.995',
    );
    expect((await save(dice, { rtp: 0.97123 })).msg).toBe(
      'Invalid settings.rtp: must have at most 4 decimals',
    );
    expect((await save(dice, { minBet: 50, maxBet: 10 })).msg).toBe(
      'Invalid settings.maxBet: must not be below the minimum bet',
    );
    expect((await save(dice, { minBet: 20_000 })).msg).toBe(
      'maxBet: must not be below the minimum bet',
    );
    expect((await save(dice, { maxMultiplier: 50 })).msg).toBe(
      'maxMultiplier: only Crash has a maximum multiplier',
    );
    expect((await save(crash, { rtp: 0.9 }, null)).msg).toBe(
      "rtp: Crash's RTP is fixed by its hash chain (GAMES_RTP)",
    );
    const capped = await save(crash, { maxMultiplier: 500, maxBet: 100 }, null);
    expect(capped.resultData.effective).toMatchObject({ maxMultiplier: 500, maxBet: 100 });
  });

  it('refuses an unsigned or forged settings call on the games server, and a provider without one', async () => {
    const raw = JSON.stringify({
      game: 'dice',
      version: null,
      settings: { rtp: 0.5, minBet: null, maxBet: null, maxMultiplier: null },
    });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/games/api/operator/settings/save',
      headers: { 'content-type': 'application/json' },
      payload: raw,
    });
    expect(unsigned.statusCode).toBe(401);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const forged = await t.app.inject({
      method: 'POST',
      url: '/games/api/operator/settings/save',
      headers: {
        'content-type': 'application/json',
        'x-khel-timestamp': timestamp,
        'x-khel-signature': signBody('not-the-secret', timestamp, raw),
      },
      payload: raw,
    });
    expect(forged.statusCode).toBe(401);
    await db().execute(
      sql`insert into game_providers (code, name, secret, adapter, launch_url)
          values ('other', 'Other', 'secret', 'seamless', 'https://other.example/play')`,
    );
    await db().execute(
      sql`insert into games (provider_code, game_code, name, image_url, category_code)
          values ('other', 'slots1', 'Slots', '/x.svg', 'originals')`,
    );
    const other = await gameId('slots1');
    expect((await owner.call('/admin/settings/gameSettings', { id: other })).msg).toBe(
      'Provider other takes no settings from here',
    );
  });
});
