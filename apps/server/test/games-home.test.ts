import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements, banners, players } from '../src/db/schema';
import { seedDemoContentLocales } from '../src/db/seed-content-locales';
import { maskName, readRollSettings, rollMessages } from '../src/modules/home/service';
import { createTestApp, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';
import { addKhelWithCatalogue, api, setSetting } from './helpers/games';
import { fundedPlayer, openSession, providerCall, type TestProvider } from './helpers/provider';

describe('maskName', () => {
  it('shows the first and last two characters only', () => {
    expect(maskName('9812345621')).toBe('98****21');
    expect(maskName('Guest12345678')).toBe('Gu****78');
    expect(maskName('Ravi')).toBe('R****i');
    expect(maskName('Al')).toBe('A****');
    expect(maskName('')).toBe('****');
  });
  it('falls back to the defaults for unreadable settings', () => {
    expect(readRollSettings(undefined)).toEqual({ minWin: 500, hours: 24, limit: 20 });
    expect(readRollSettings({ minWin: 'x', hours: -1, limit: 5 })).toEqual({
      minWin: 500,
      hours: 24,
      limit: 5,
    });
  });
});

describe.each(testDatabases())('Home data on $kind', (target) => {
  let t: TestApp;
  let khel: TestProvider;

  beforeAll(async () => {
    t = await createTestApp(target);
    khel = await addKhelWithCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  const bannerList = async (language?: string) =>
    (
      (await api(t.app, '/banner/list', language ? { language } : {})).resultData as {
        list: { id: number; title: string; imageUrl: string; linkType: string; link: string }[];
      }
    ).list;

  it('lists the demo banners, one linking to a route and one to the Crash game', async () => {
    const list = await bannerList();
    const lobby = (await api(t.app, '/game/lobby')).resultData as {
      games: { id: number; code: string }[];
    };
    const crash = lobby.games.find((g) => g.code === 'crash');
    expect(list).toEqual([
      {
        id: expect.any(Number) as unknown as number,
        title: 'First deposit bonus',
        imageUrl: '/static/banners/first-deposit.svg',
        linkType: 'route',
        link: '/pages/promo/FirstDeposit/FirstDeposit',
      },
      {
        id: expect.any(Number) as unknown as number,
        title: 'Play Crash',
        imageUrl: '/static/banners/crash.svg',
        linkType: 'game',
        link: String(crash!.id),
      },
    ]);
  });

  it('shows banners inside their time window only, in order', async () => {
    const { db } = t.database;
    const at = (seconds: number) => new Date(Date.now() + seconds * 1000);
    const row = (title: string, extra: Partial<typeof banners.$inferInsert>) => ({
      title,
      imageUrl: `/static/banners/${title}.svg`,
      linkType: 'url',
      link: 'https://example.com/',
      ...extra,
    });
    await db
      .insert(banners)
      .values([
        row('running', { startsAt: at(-60), endsAt: at(3600), sortOrder: -1 }),
        row('future', { startsAt: at(3600) }),
        row('ended', { endsAt: at(-1) }),
        row('disabled', { enabled: false }),
        row('odd-type', { linkType: 'telepathy', sortOrder: 9 }),
      ]);
    expect((await bannerList()).map((b) => [b.title, b.linkType, b.link])).toEqual([
      ['running', 'url', 'https://example.com/'],
      ['First deposit bonus', 'route', '/pages/promo/FirstDeposit/FirstDeposit'],
      ['Play Crash', 'game', expect.stringMatching(/^\d+$/)],
      ['odd-type', 'none', ''],
    ]);
  });

  it('rolls real big wins with masked names, and the announcements', async () => {
    const { db } = t.database;
    const withPhone = await fundedPlayer(db, 5000);
    await db.execute(sql`update players set phone = '+919812345621' where id = ${withPhone}`);
    const guest = await fundedPlayer(db, 5000);
    const play = async (playerId: number, roundId: string, stake: number, win: number) => {
      const sessionId = await openSession(t.app, db, khel, playerId);
      await providerCall(t.app, khel, 'bet', {
        sessionId,
        transactionId: `${roundId}:bet`,
        roundId,
        amount: stake,
        gameCode: 'crash',
      });
      await providerCall(t.app, khel, 'win', {
        transactionId: `${roundId}:win`,
        roundId,
        amount: win,
        roundClosed: true,
      });
    };
    await play(withPhone, 'big-1', 100, 750);
    await play(guest, 'big-2', 100, 500);
    await play(guest, 'small', 100, 499.99);
    await play(guest, 'old', 100, 9000);
    await db.execute(
      sql`update game_rounds set settled_at = now() - interval '25 hours' where round_id = 'old'`,
    );
    // An open round with a win so far is not a win yet.
    const sessionId = await openSession(t.app, db, khel, guest);
    await providerCall(t.app, khel, 'bet', {
      sessionId,
      transactionId: 'open:bet',
      roundId: 'open',
      amount: 10,
    });
    await providerCall(t.app, khel, 'win', {
      transactionId: 'open:win',
      roundId: 'open',
      amount: 800,
      roundClosed: false,
    });
    const [guestRow] = await db
      .select({ nickname: players.nickname })
      .from(players)
      .where(eq(players.id, guest));
    await db.insert(announcements).values([
      { text: 'Hidden', enabled: false },
      { text: 'Later', startsAt: new Date(Date.now() + 3_600_000) },
    ]);

    const answer = await api(t.app, '/home/rollMsg');
    expect(answer.state).toBe('200');
    const { list } = answer.resultData as { list: Record<string, unknown>[] };
    expect(list.map(({ id: _id, ...rest }) => rest)).toEqual([
      {
        kind: 'notice',
        text: 'Welcome to Khel! This is a demo deployment: play Khel Originals with sandbox money.',
      },
      { kind: 'win', name: maskName(guestRow!.nickname), game: 'Crash', amount: 500 },
      { kind: 'win', name: '98****21', game: 'Crash', amount: 750 },
    ]);
    expect(new Set(list.map((m) => m.id)).size).toBe(list.length);

    await setSetting(db, 'rollMessages', { minWin: 400, hours: 48, limit: 3 });
    const wider = (await rollMessages(db, null)).list;
    expect(wider.filter((m) => m.kind === 'win').map((m) => m.kind === 'win' && m.amount)).toEqual([
      499.99, 500, 750,
    ]);
    await setSetting(db, 'rollMessages', { minWin: 100, hours: 48, limit: 2 });
    expect((await rollMessages(db, null)).list.filter((m) => m.kind === 'win')).toHaveLength(2);
  });

  it("answers the banners and announcements in the request's language, English otherwise", async () => {
    const { db } = t.database;
    // The two demo banners (the test before added others around them).
    const demo = async (language?: string) =>
      (await bannerList(language)).filter((b) => /(first-deposit|crash)\./.test(b.imageUrl));
    expect((await demo('es')).map((b) => [b.title, b.imageUrl])).toEqual([
      ['Bono del primer depósito', '/static/banners/first-deposit.es.svg'],
      ['Juega a Crash', '/static/banners/crash.es.svg'],
    ]);
    expect((await demo('zh-TW')).map((b) => b.title)).toEqual(['首儲獎勵', '暢玩 Crash']);
    // An unknown language, none, or a language a row has no words for: the English row.
    for (const language of ['de', undefined]) {
      expect((await demo(language)).map((b) => b.title)).toEqual([
        'First deposit bonus',
        'Play Crash',
      ]);
    }
    await db.insert(announcements).values({
      text: 'Diwali bonus tonight',
      sortOrder: 5,
      translations: { fr: { text: 'Bonus de Diwali ce soir' }, es: { text: '  ' } },
    });
    const notices = async (language: string) =>
      (
        (await api(t.app, '/home/rollMsg', { language })).resultData as {
          list: { kind: string; text?: string }[];
        }
      ).list.flatMap((m) => (m.kind === 'notice' ? [m.text] : []));
    expect(await notices('fr')).toEqual([
      'Bienvenue sur Khel ! Ceci est une version de démonstration : jouez aux Khel Originals avec de l’argent fictif.',
      'Bonus de Diwali ce soir',
    ]);
    // A blank translation is no translation.
    expect((await notices('es'))[1]).toBe('Diwali bonus tonight');
    expect((await notices('en'))[0]).toBe(
      'Welcome to Khel! This is a demo deployment: play Khel Originals with sandbox money.',
    );
  });

  it('gives the demo rows of an older database their translations once, sparing changed rows', async () => {
    const { db } = t.database;
    // As seeded before translations existed; the operator has since renamed the Crash banner.
    await db.execute(sql`delete from seed_runs where name = 'demo-content-locales-v1'`);
    await db.update(banners).set({ translations: {} });
    await db.update(announcements).set({ translations: {} });
    await db.update(banners).set({ title: 'Crash night' }).where(eq(banners.title, 'Play Crash'));

    expect(await seedDemoContentLocales(db)).toBe(true);
    expect(await seedDemoContentLocales(db)).toBe(false);
    const rows = await db.select().from(banners);
    const byTitle = Object.fromEntries(rows.map((r) => [r.title, r.translations]));
    expect(byTitle['First deposit bonus']).toMatchObject({
      id: { title: 'Bonus deposit pertama', imageUrl: '/static/banners/first-deposit.id.svg' },
    });
    expect(byTitle['Crash night']).toEqual({});
  });
});
