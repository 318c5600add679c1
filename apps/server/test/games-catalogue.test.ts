import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameCategories, gameProviders, games } from '../src/db/schema';
import { queryRows } from '../src/db/query';
import { seedDemoCatalogue } from '../src/db/seed';
import { escapeLike } from '../src/modules/games/catalogue';
import { commonBody, createTestApp, postApi, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';
import { addCategory, addGame, addKhelWithCatalogue, api, loginAs } from './helpers/games';
import { addProvider, fundedPlayer } from './helpers/provider';

interface Summary {
  id: number;
  code: string;
  name: string;
  imageUrl: string;
  provider: string;
  providerName: string;
  category: string;
  tags: string[];
}
interface SearchPage {
  list: Summary[];
  total: number;
  page: number;
  pageSize: number;
}

describe('escapeLike', () => {
  it('makes LIKE wildcards literal', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});

describe.each(testDatabases())('the game catalogue on $kind', (target) => {
  let t: TestApp;
  const lobby = async () =>
    (await api(t.app, '/game/lobby')).resultData as {
      categories: { code: string }[];
      games: Summary[];
    };
  const search = async (body: Record<string, unknown>) => await api(t.app, '/game/search', body);
  const names = (list: Summary[]) => list.map((g) => g.name);

  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  it('is empty and seeds nothing until the in-house provider is registered', async () => {
    expect(await seedDemoCatalogue(t.database.db)).toBe(false);
    expect(await lobby()).toEqual({ categories: [], games: [] });
    await addKhelWithCatalogue(t.database.db);
    expect(await seedDemoCatalogue(t.database.db)).toBe(false);
  });

  it('lists the demo catalogue by category, with tags and tile images', async () => {
    const { categories, games: list } = await lobby();
    expect(categories).toEqual([{ code: 'originals' }, { code: 'crash' }]);
    expect(list.map((g) => [g.code, g.category, g.tags])).toEqual([
      ['dice', 'originals', ['hot']],
      ['mines', 'originals', ['hot']],
      ['limbo', 'originals', ['new']],
      ['crash', 'crash', ['hot', 'new']],
    ]);
    expect(list[0]).toMatchObject({
      name: 'Dice',
      imageUrl: '/static/games/dice.svg',
      provider: 'khel',
      providerName: 'Khel Originals',
    });
  });

  it('hides disabled games, disabled categories and disabled providers', async () => {
    const { db } = t.database;
    await db.update(games).set({ enabled: false }).where(eq(games.gameCode, 'limbo'));
    expect(names((await lobby()).games)).toEqual(['Dice', 'Mines', 'Crash']);
    await db.update(gameCategories).set({ enabled: false }).where(eq(gameCategories.code, 'crash'));
    expect(await lobby()).toMatchObject({ categories: [{ code: 'originals' }] });
    expect(names((await lobby()).games)).toEqual(['Dice', 'Mines']);
    await db.update(gameProviders).set({ enabled: false }).where(eq(gameProviders.code, 'khel'));
    expect(await lobby()).toEqual({ categories: [], games: [] });
    await db.update(gameProviders).set({ enabled: true }).where(eq(gameProviders.code, 'khel'));
    await db.update(gameCategories).set({ enabled: true }).where(eq(gameCategories.code, 'crash'));
    await db.update(games).set({ enabled: true }).where(eq(games.gameCode, 'limbo'));
    expect((await lobby()).games).toHaveLength(4);
  });

  it("shows a third-party provider's games only once its adapter is configured", async () => {
    const { db } = t.database;
    const jili = await addProvider(db, 'jili');
    await db
      .update(gameProviders)
      .set({ name: 'JILI', adapter: 'jili', sortOrder: 1 })
      .where(eq(gameProviders.code, jili.code));
    await addCategory(db, 'slots', 2);
    const game = await addGame(db, {
      providerCode: 'jili',
      gameCode: '49',
      name: 'Super Ace',
      categoryCode: 'slots',
      tags: ['hot'],
      sortOrder: 5,
    });
    const playerId = await fundedPlayer(db, 0);
    const auth = await loginAs(db, playerId);
    const launch = () => api(t.app, '/game/launch', { ...auth, gameId: game.id });

    expect(names((await lobby()).games)).not.toContain('Super Ace');
    expect(await launch()).toMatchObject({ state: '404', msg: 'This game is not available' });

    // Half a configuration is no configuration.
    await db
      .update(gameProviders)
      .set({ config: { launchBase: 'https://jili.example' } })
      .where(eq(gameProviders.code, 'jili'));
    expect(names((await lobby()).games)).not.toContain('Super Ace');

    await db
      .update(gameProviders)
      .set({ config: { launchBase: 'https://jili.example/', agentId: 'khel-demo' } })
      .where(eq(gameProviders.code, 'jili'));
    const shown = await lobby();
    expect(shown.categories.map((c) => c.code)).toEqual(['originals', 'crash', 'slots']);
    expect(shown.games.find((g) => g.code === '49')).toMatchObject({
      name: 'Super Ace',
      provider: 'jili',
      providerName: 'JILI',
      category: 'slots',
    });
    const answer = await launch();
    expect(answer.state).toBe('200');
    const url = new URL((answer.resultData as { url: string }).url);
    expect(url.origin + url.pathname).toBe('https://jili.example/singleWallet/LoginWithToken');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      AgentId: 'khel-demo',
      GameId: '49',
      Token: expect.stringMatching(/^.{20,}$/) as unknown as string,
      Lang: 'en',
      Currency: 'INR',
    });

    // An adapter the server does not know hides the provider again.
    await db
      .update(gameProviders)
      .set({ adapter: 'nonexistent' })
      .where(eq(gameProviders.code, 'jili'));
    expect(names((await lobby()).games)).not.toContain('Super Ace');
    expect(await launch()).toMatchObject({ state: '404' });
    await db.update(gameProviders).set({ adapter: 'jili' }).where(eq(gameProviders.code, 'jili'));
  });

  it('finds games by name or code in any case, with LIKE wildcards taken literally', async () => {
    const found = async (keyword: string) =>
      names((((await search({ keyword })).resultData as SearchPage) ?? { list: [] }).list);
    expect(await found('DIC')).toEqual(['Dice']);
    expect(await found('  mInEs ')).toEqual(['Mines']);
    expect(await found('ace')).toEqual(['Super Ace']);
    expect(await found('49')).toEqual(['Super Ace']);
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([]);
    expect(await found('i')).toEqual(['Dice', 'Mines', 'Limbo']);
    // Names starting with the keyword come first.
    expect(await found('m')).toEqual(['Mines', 'Limbo']);
  });

  it('filters hot games, puts new games first under latest, and pages', async () => {
    const page = async (body: Record<string, unknown>) =>
      (await search(body)).resultData as SearchPage;
    expect(names((await page({ keyword: '', tab: 'hot' })).list)).toEqual([
      'Crash',
      'Dice',
      'Mines',
      'Super Ace',
    ]);
    const latest = names((await page({ tab: 'latest' })).list);
    expect(latest.slice(0, 2).sort()).toEqual(['Crash', 'Limbo']);
    expect(latest.slice(2)).toEqual(['Super Ace', 'Mines', 'Dice']);
    const first = await page({ tab: 'all', page: 1, pageSize: 2 });
    const second = await page({ tab: 'all', page: 2, pageSize: 2 });
    const third = await page({ tab: 'all', page: 3, pageSize: 2 });
    expect([first.total, first.page, first.pageSize]).toEqual([5, 1, 2]);
    expect([...first.list, ...second.list, ...third.list].map((g) => g.id).sort()).toEqual(
      (await lobby()).games.map((g) => g.id).sort(),
    );
    expect(third.list).toHaveLength(1);
  });

  it('refuses bad search input with a clear message', async () => {
    expect(await search({ keyword: 'x'.repeat(41) })).toMatchObject({
      state: '400',
      msg: 'Invalid keyword: at most 40 characters',
    });
    expect(await search({ keyword: 'dice', pageSize: 51 })).toMatchObject({
      state: '400',
      msg: 'Invalid pageSize: expected 1 to 50',
    });
    expect(await search({ keyword: 'dice', tab: 'cold' })).toMatchObject({ state: '400' });
    expect(await search({ keyword: 42 })).toMatchObject({ state: '400' });
    expect(await search({ page: 0 })).toMatchObject({
      state: '400',
      msg: 'Invalid page: expected 1 to 1000',
    });
  });

  it('counts page-1 searches and lists popular terms that still find a game', async () => {
    const { db } = t.database;
    await db.execute(sql`delete from game_search_terms`);
    // Searchers here are addresses (nobody is logged in): each counts a term once a day.
    const searches: [string, string][] = [
      ['Crash', '10.1.0.1'],
      ['crash ', '10.1.0.2'],
      ['CRASH', '10.1.0.3'],
      ['crash', '10.1.0.3'],
      ['dice', '10.1.0.1'],
      ['dice', '10.1.0.2'],
      ['zzz', '10.1.0.1'],
      ['zzz', '10.1.0.2'],
      ['zzz', '10.1.0.3'],
      ['zzz', '10.1.0.4'],
    ];
    for (const [keyword, ip] of searches) {
      await postApi(t.app, '/game/search', commonBody({ keyword }), { ip });
    }
    await search({ keyword: 'mines', page: 2 });
    await search({ keyword: '' });
    // A term of 8 days ago is out of the window.
    await db.execute(
      sql`insert into game_search_terms (term, day, count) values ('limbo', current_date - 8, 50)`,
    );
    const counted = await queryRows<{ term: string; count: number }>(
      db,
      sql`select term, sum(count)::int as count from game_search_terms group by term order by term`,
    );
    expect(counted).toEqual([
      { term: 'crash', count: 3 },
      { term: 'dice', count: 2 },
      { term: 'limbo', count: 50 },
      { term: 'zzz', count: 4 },
    ]);
    const home = (await api(t.app, '/game/searchHome')).resultData as {
      popular: string[];
      recommended: Summary[];
    };
    expect(home.popular).toEqual(['crash', 'dice']);
    expect(names(home.recommended)).toEqual(['Crash', 'Dice', 'Mines', 'Super Ace']);
  });

  it('keeps popular terms to those finding a game, and hot games to 8', async () => {
    const { db } = t.database;
    for (let i = 0; i < 10; i += 1) {
      await addGame(db, {
        providerCode: 'khel',
        gameCode: `hot${i}`,
        tags: ['hot'],
        sortOrder: 20 + i,
      });
    }
    await db.update(games).set({ enabled: false }).where(eq(games.gameCode, 'dice'));
    const home = (await api(t.app, '/game/searchHome')).resultData as {
      popular: string[];
      recommended: Summary[];
    };
    expect(home.popular).toEqual(['crash']);
    expect(names(home.recommended)).toEqual([
      'Crash',
      'Mines',
      'Super Ace',
      'hot0',
      'hot1',
      'hot2',
      'hot3',
      'hot4',
    ]);
    await db.update(games).set({ enabled: true }).where(eq(games.gameCode, 'dice'));
  });
});
