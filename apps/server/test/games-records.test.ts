import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDay, offsetMinutes, rangeBounds } from '@khel/contract/dates';
import { createTestApp, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';
import { addKhelWithCatalogue, api, loginAs, setSetting } from './helpers/games';
import { fundedPlayer, openSession, providerCall, type TestProvider } from './helpers/provider';

interface Rec {
  betId: string;
  game: string;
  gameCode: string | null;
  provider: string;
  stake: number;
  validBet: number;
  win: number;
  winLoss: number;
  status: string;
  createdAt: string;
  proofUrl: string | null;
}
interface RecPage {
  list: Rec[];
  nextCursor: string | null;
}

const DAY = 86_400_000;
const IST = offsetMinutes('+05:30');

describe('record ranges in GMT+5:30', () => {
  // 2026-11-21 01:00 in India is still 2026-11-20 in UTC.
  const now = new Date('2026-11-20T19:30:00Z');
  it('has yesterday and the last 3 days, today included', () => {
    expect(rangeBounds('yesterday', IST, now)).toEqual({
      from: new Date('2026-11-19T18:30:00Z'),
      to: new Date('2026-11-20T18:30:00Z'),
    });
    expect(rangeBounds('3days', IST, now)).toEqual({
      from: new Date('2026-11-18T18:30:00Z'),
      to: new Date('2026-11-21T18:30:00Z'),
    });
  });
  it('names the local calendar day', () => {
    expect(localDay(IST, now)).toBe('2026-11-21');
    expect(localDay(0, now)).toBe('2026-11-20');
  });
});

describe.each(testDatabases())('game records on $kind', (target) => {
  let t: TestApp;
  let khel: TestProvider;
  let auth: { sign: string; uid: string };

  const records = async (body: Record<string, unknown>, who = auth) =>
    await api(t.app, '/game/record', { ...who, ...body });
  const page = async (body: Record<string, unknown>, who = auth) =>
    (await records(body, who)).resultData as RecPage;

  beforeAll(async () => {
    t = await createTestApp(target);
    const { db } = t.database;
    khel = await addKhelWithCatalogue(db);
    const playerId = await fundedPlayer(db, 1000);
    auth = await loginAs(db, playerId);
    const sessionId = await openSession(t.app, db, khel, playerId);
    const call = (action: string, body: Record<string, unknown>) =>
      providerCall(t.app, khel, action, body).then((answer) => {
        if (answer.state !== '200') throw new Error(`${action}: ${JSON.stringify(answer)}`);
      });
    const bet = (roundId: string, amount: number, gameCode: string) =>
      call('bet', { sessionId, transactionId: `${roundId}:bet`, roundId, amount, gameCode });
    const win = (roundId: string, amount: number) =>
      call('win', { transactionId: `${roundId}:win`, roundId, amount, roundClosed: true });
    await bet('d-1', 10, 'dice');
    await win('d-1', 25);
    await bet('l-2', 20, 'limbo');
    await win('l-2', 0);
    await bet('m-3', 5, 'mines');
    await bet('c-4', 7, 'crash');
    await call('rollback', {
      transactionId: 'c-4:rb',
      betTransactionId: 'c-4:bet',
      roundId: 'c-4',
    });
    await bet('x-5', 10, 'unlisted');
    await win('x-5', 10.5);
  });
  afterAll(() => t.close());

  it("lists today's rounds newest first with stake, valid bet, win and W/L", async () => {
    const { list, nextCursor } = await page({});
    expect(nextCursor).toBeNull();
    expect(
      list.map((r) => [r.betId, r.game, r.status, r.stake, r.validBet, r.win, r.winLoss]),
    ).toEqual([
      ['x-5', 'unlisted', 'settled', 10, 10, 10.5, 0.5],
      // A rolled-back round's stake went back to the wallet: it shows 0.
      ['c-4', 'Crash', 'cancel', 0, 0, 0, 0],
      ['m-3', 'Mines', 'unsettled', 5, 0, 0, -5],
      ['l-2', 'Limbo', 'settled', 20, 20, 0, -20],
      ['d-1', 'Dice', 'settled', 10, 10, 25, 15],
    ]);
    expect(list[4]).toMatchObject({
      gameCode: 'dice',
      provider: 'khel',
      proofUrl: '/games/verify?bet=d-1',
    });
    expect(Date.now() - Date.parse(list[4]!.createdAt)).toBeLessThan(600_000);
  });

  it('filters by status', async () => {
    const ids = async (status: string) => (await page({ status })).list.map((r) => r.betId);
    expect(await ids('settled')).toEqual(['x-5', 'l-2', 'd-1']);
    expect(await ids('unsettled')).toEqual(['m-3']);
    expect(await ids('cancel')).toEqual(['c-4']);
    expect(await ids('all')).toHaveLength(5);
  });

  it('pages with a cursor until the end, in the same order', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 5; i += 1) {
      const next: RecPage = await page({ pageSize: 2, cursor });
      seen.push(...next.list.map((r) => r.betId));
      cursor = next.nextCursor;
      if (!cursor) break;
    }
    expect(seen).toEqual(['x-5', 'c-4', 'm-3', 'l-2', 'd-1']);
    expect(cursor).toBeNull();
  });

  it('keeps rounds of the same instant apart across pages', async () => {
    const { db } = t.database;
    const playerId = await fundedPlayer(db, 0);
    const who = await loginAs(db, playerId);
    await db.execute(
      sql`insert into game_rounds (provider_code, round_id, player_id, game_code, status, created_at)
          select 'khel', 'same-' || n, ${playerId}, 'dice', 'open', date_trunc('second', now())
          from generate_series(1, 3) n`,
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const next: RecPage = await page({ pageSize: 1, cursor }, who);
      seen.push(...next.list.map((r) => r.betId));
      cursor = next.nextCursor;
    } while (cursor && seen.length < 10);
    expect(seen).toEqual(['same-3', 'same-2', 'same-1']);
  });

  it("cuts days at the player's timezone midnight", async () => {
    const { db } = t.database;
    const playerId = await fundedPlayer(db, 0);
    const who = await loginAs(db, playerId);
    const offsetMs = IST * 60_000;
    const midnight = Math.floor((Date.now() + offsetMs) / DAY) * DAY - offsetMs;
    const rounds: [string, number][] = [
      ['today-first', midnight + 1000],
      ['yesterday-last', midnight - 1000],
      ['yesterday-first', midnight - DAY],
      ['three-days-first', midnight - 2 * DAY],
      ['too-old', midnight - 2 * DAY - 1000],
    ];
    for (const [roundId, at] of rounds) {
      await db.execute(
        sql`insert into game_rounds (provider_code, round_id, player_id, game_code, status,
                                     stake_paise, win_paise, valid_bet_paise, created_at, settled_at)
            values ('khel', ${roundId}, ${playerId}, 'dice', 'settled', 1000, 0, 1000,
                    ${new Date(at).toISOString()}, ${new Date(at).toISOString()})`,
      );
    }
    const ids = async (range: string) => (await page({ range }, who)).list.map((r) => r.betId);
    expect(await ids('today')).toEqual(['today-first']);
    expect(await ids('yesterday')).toEqual(['yesterday-last', 'yesterday-first']);
    expect(await ids('3days')).toEqual([
      'today-first',
      'yesterday-last',
      'yesterday-first',
      'three-days-first',
    ]);

    // At UTC, this instant falls on another day for some of them.
    await setSetting(db, 'timezone', '+00:00');
    const utcMidnight = Math.floor(Date.now() / DAY) * DAY;
    const expected = rounds
      .filter(([, at]) => at >= utcMidnight && at < utcMidnight + DAY)
      .map(([id]) => id);
    expect(await ids('today')).toEqual(expected);
    await setSetting(db, 'timezone', '+05:30');
  });

  it("shows only the player's own rounds, and needs a login", async () => {
    const other = await loginAs(t.database.db, await fundedPlayer(t.database.db, 0));
    expect((await page({}, other)).list).toEqual([]);
    expect(await api(t.app, '/game/record', {})).toMatchObject({ state: '401' });
  });

  it('refuses bad filters with a clear message', async () => {
    expect(await records({ status: 'won' })).toMatchObject({ state: '400' });
    expect(await records({ range: '7d' })).toMatchObject({
      state: '400',
      msg: 'Invalid range: use today, yesterday or 3days',
    });
    expect(await records({ cursor: '42' })).toMatchObject({
      state: '400',
      msg: 'Invalid cursor: expected the nextCursor of the previous page',
    });
    expect(await records({ pageSize: 0 })).toMatchObject({
      state: '400',
      msg: 'Invalid pageSize: expected 1 to 50',
    });
  });
});
