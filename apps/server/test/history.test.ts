import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { startSession } from '../src/modules/accounts/sessions';
import { commonBody, postApi } from './helpers/app';
import { createSeededDatabase, testDatabases } from './helpers/databases';
import { fundedPlayer } from './helpers/provider';

/**
 * The player's 12-month history (src/modules/history/README.md): deposits, withdrawals, bets
 * and protection changes, newest first, by platform month (GMT+5:30), keyset-paged.
 */
describe.each(testDatabases())('the 12-month history on $kind', (target) => {
  // 2026-11-24 15:30 in the platform's zone: the history covers 2025-12 to 2026-11.
  const NOW = new Date('2026-11-24T10:00:00Z');
  let database: Database;
  let app: FastifyInstance;
  let playerId: number;
  let auth: { sign: string; uid: string };
  const db = () => database.db;

  const deposit = (
    player: number,
    orderNo: string,
    at: string,
    rupees: number,
    status = 'success',
  ) =>
    db().execute(
      sql`insert into deposit_orders (order_no, player_id, channel, method, channel_name,
            amount_paise, credited_paise, status, gateway, expire_at, created_at)
          values (${orderNo}, ${player}, 1, 'UPI', 'UPI Fast', ${rupees * 100},
            ${status === 'success' ? rupees * 100 : null}, ${status}, 'sandbox', ${at}, ${at})`,
    );
  const withdrawal = async (orderNo: string, at: string, rupees: number) => {
    await db().execute(
      sql`insert into withdrawal_orders (order_no, player_id, bank_account_id, holder_name,
            account_number, ifsc, bank_name, amount_paise, fee_paise, arrival_paise, status,
            gateway_code, created_at)
          select ${orderNo}, ${playerId}, id, 'Asha', '12345678901', 'SBIN0001234', 'SBI',
            ${rupees * 100}, 0, ${rupees * 100}, 'success', 'sandbox', ${at}
          from bank_accounts where player_id = ${playerId} limit 1`,
    );
  };
  const round = (roundId: string, at: string, stake: number, win: number, status: string) =>
    db().execute(
      sql`insert into game_rounds (provider_code, round_id, player_id, game_code, status,
            stake_paise, win_paise, valid_bet_paise, created_at, settled_at)
          values ('khel', ${roundId}, ${playerId}, 'dice', ${status}, ${stake * 100},
            ${win * 100}, ${stake * 100}, ${at}, ${at})`,
    );
  const event = (kind: string, at: string, detail: object = {}) =>
    db().execute(
      sql`insert into protection_events (player_id, kind, detail, actor, created_at)
          values (${playerId}, ${kind}, ${JSON.stringify(detail)}::jsonb, 'player', ${at})`,
    );

  beforeAll(async () => {
    database = await createSeededDatabase(target);
    app = await buildApp({
      config: loadConfig({
        WEB_DIST: '/nonexistent',
        LOG_LEVEL: 'silent',
        GAMES_EMBEDDED: 'false',
      }),
      database,
      logger: false,
      now: () => NOW,
    });
    await app.ready();
    playerId = await fundedPlayer(db(), 0);
    const other = await fundedPlayer(db(), 0);
    await db().execute(
      sql`insert into bank_accounts (player_id, holder_name, account_number, ifsc, account_type)
          values (${playerId}, 'Asha', '12345678901', 'SBIN0001234', 'savings')`,
    );
    // Before the window (30 Nov 2025 23:59:59 platform time) and its first instant (1 Dec).
    await deposit(playerId, 'R-OLD', '2025-11-30T18:29:59Z', 100);
    await deposit(playerId, 'R-FIRST', '2025-11-30T18:30:00Z', 200);
    // The last second of October and the first of November, platform time.
    await withdrawal('W-OCT', '2026-10-31T18:29:59Z', 300);
    await withdrawal('W-NOV', '2026-10-31T18:30:00Z', 400);
    await deposit(playerId, 'R-NOV', '2026-11-20T00:00:00Z', 500);
    await deposit(playerId, 'R-PENDING', '2026-11-20T01:00:00Z', 50, 'pending');
    await round('r-won', '2026-11-21T00:00:00Z', 100, 250, 'settled');
    await round('r-cancel', '2026-11-21T01:00:00Z', 40, 0, 'cancelled');
    // As the protection module records them: the limit's key, money in paise.
    await event('limit.decreased', '2026-11-22T00:00:00Z', {
      limit: 'depositDay',
      from: '200000',
      to: '100000',
    });
    await event('limit.increase_requested', '2026-11-22T00:30:00Z', {
      limit: 'sessionMinutes',
      from: '60',
      to: null,
    });
    await event('reality_check.set', '2026-11-22T00:40:00Z', { from: 60, to: 30 });
    await event('limit.refused', '2026-11-22T01:00:00Z', { limit: 'depositDay', path: 'deposit' });
    await event('reality_check.continue', '2026-11-22T02:00:00Z');
    await event('exclusion.started', '2026-11-23T00:00:00Z', { kind: 'timeout', nested: { a: 1 } });
    // Another player's deposit never shows.
    await deposit(other, 'R-OTHER', '2026-11-20T00:00:00Z', 700);
    const session = await startSession(db(), {
      playerId,
      method: 'password',
      requester: { ip: '127.0.0.1', deviceNumber: 'd' },
      settings: { idleMs: 3_600_000_000, maxMs: 3_600_000_000 },
    });
    auth = { sign: session.sign, uid: session.uid };
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  type Item = {
    id: string;
    kind: string;
    status: string;
    amount: number | null;
    stake: number | null;
    win: number | null;
    reference: string | null;
    detail: Record<string, unknown> | null;
  };
  type Page = { list: Item[]; nextCursor: string | null; months: string[] };
  const history = async (body: Record<string, unknown> = {}) =>
    (await postApi(app, '/user/history', commonBody({ ...auth, ...body }))).body;
  const page = async (body: Record<string, unknown> = {}) => {
    const answer = await history(body);
    expect(answer.state, answer.msg).toBe('200');
    return answer.resultData as Page;
  };

  it('lists the last 12 platform months of everything, newest first, and only the player’s', async () => {
    const all = await page({ pageSize: 50 });
    expect(all.months).toHaveLength(12);
    expect(all.months[0]).toBe('2026-11');
    expect(all.months[11]).toBe('2025-12');
    expect(all.list.map((i) => [i.kind, i.status, i.reference, i.amount])).toEqual([
      ['limit', 'exclusion.started', null, null],
      ['limit', 'reality_check.set', null, null],
      ['limit', 'limit.increase_requested', null, null],
      ['limit', 'limit.decreased', null, null],
      ['bet', 'cancelled', 'dice', null],
      ['bet', 'settled', 'dice', 150],
      ['deposit', 'pending', 'R-PENDING', 50],
      ['deposit', 'success', 'R-NOV', 500],
      ['withdrawal', 'success', 'W-NOV', -400],
      ['withdrawal', 'success', 'W-OCT', -300],
      ['deposit', 'success', 'R-FIRST', 200],
    ]);
    const won = all.list.find((i) => i.status === 'settled')!;
    expect([won.stake, won.win]).toEqual([100, 250]);
  });

  it('filters one calendar month in GMT+5:30, to the second', async () => {
    const october = await page({ month: '2026-10' });
    expect(october.list.map((i) => i.reference)).toEqual(['W-OCT']);
    const november = await page({ month: '2026-11', kind: 'withdrawal' });
    expect(november.list.map((i) => i.reference)).toEqual(['W-NOV']);
    const december = await page({ month: '2025-12' });
    expect(december.list.map((i) => i.reference)).toEqual(['R-FIRST']);
  });

  it('shows protection changes, not refusals or reality-check answers, with their detail', async () => {
    const limits = await page({ kind: 'limit' });
    expect(limits.list.map((i) => [i.status, i.detail])).toEqual([
      ['exclusion.started', { kind: 'timeout' }],
      ['reality_check.set', { limit: 'reality_check', amount: 30 }],
      ['limit.increase_requested', { limit: 'session', amount: null }],
      ['limit.decreased', { limit: 'deposit_day', amount: 1000 }],
    ]);
  });

  it('pages without overlap or gap, even through rows of the same instant', async () => {
    const same = '2026-11-23T06:00:00Z';
    await deposit(playerId, 'R-SAME', same, 10);
    await withdrawal('W-SAME', same, 20);
    await round('r-same', same, 5, 0, 'settled');
    await event('limit.set', same, { limit: 'lossWeek', from: null, to: '30000' });
    const whole = (await page({ pageSize: 50 })).list.map((i) => i.id);
    expect(whole).toHaveLength(15);
    const paged: string[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 20; pages += 1) {
      const next: Page = await page({ pageSize: 2, ...(cursor ? { cursor } : {}) });
      paged.push(...next.list.map((i) => i.id));
      cursor = next.nextCursor;
      if (!cursor) break;
    }
    expect(paged).toEqual(whole);
  });

  it('refuses a month outside the 12, a made-up cursor and a visitor', async () => {
    expect(await history({ month: '2025-11' })).toMatchObject({
      state: '400',
      msg: 'Invalid month: the history covers the last 12 months',
    });
    expect(await history({ month: '2026-13' })).toMatchObject({
      state: '400',
      msg: 'Invalid month: expected a month as YYYY-MM',
    });
    expect((await history({ cursor: 'abc' })).state).toBe('400');
    expect((await history({ kind: 'rewards' })).state).toBe('400');
    const visitor = await postApi(app, '/user/history', commonBody({}));
    expect(visitor.body).toMatchObject({ state: '401', msg: 'Please login first' });
  });
});
