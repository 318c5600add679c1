import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { queryRows } from '../src/db/query';
import { readWallet } from '../src/modules/wallet/accounts';
import { checkLedger, isClean } from '../src/modules/wallet/invariants';
import { createSeededDatabase, testDatabases } from './helpers/databases';
import {
  addProvider,
  fundedPlayer,
  openSession,
  providerCall,
  type TestProvider,
} from './helpers/provider';

/** A local time of the platform (GMT+5:30). */
const ist = (local: string) => new Date(`${local}+05:30`);

interface Limits {
  loss_day_paise?: number;
  loss_week_paise?: number;
  loss_month_paise?: number;
  session_minutes?: number;
}

/**
 * Player protection where bets are decided (migration 0056): loss limits, the session time limit
 * and time-out / self-exclusion refuse bets in provider_batch (bet and betWin). The settings
 * are written directly (the protection module's API sets them in the app).
 */
describe.each(testDatabases())('player protection at bets on $kind', (target) => {
  const clock = ist('2026-03-09T10:00:00');
  let database: Database;
  /** The API, and on PostgreSQL a second instance on the same database (as behind a balancer). */
  let apps: FastifyInstance[];
  let second: Database | null = null;
  let provider: TestProvider;

  beforeAll(async () => {
    database = await createSeededDatabase(target);
    const config = loadConfig({
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'silent',
      GAMES_EMBEDDED: 'false',
      RATE_BET_PLAYER: '100000',
    });
    const build = async (on: Database) => {
      const app = await buildApp({ config, database: on, logger: false, now: () => clock });
      await app.ready();
      return app;
    };
    apps = [await build(database)];
    if (database.url) {
      second = await openDatabase({ databaseUrl: database.url, poolSize: 5 });
      apps.push(await build(second));
    }
    provider = await addProvider(database.db);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await second?.close();
    await database.close();
  });

  const db = () => database.db;
  let seq = 0;
  const id = (what: string) => `${what}-${(seq += 1)}`;
  const at = (when: Date) => clock.setTime(when.getTime());

  async function newPlayer(rupees: number, limits: Limits = {}) {
    const playerId = await fundedPlayer(db(), rupees);
    const sessionId = await openSession(apps[0]!, db(), provider, playerId);
    if (Object.keys(limits).length > 0) await setLimits(playerId, limits);
    return { playerId, sessionId };
  }
  async function setLimits(playerId: number, limits: Limits) {
    await db().execute(
      sql`insert into protection_settings (player_id, loss_day_paise, loss_week_paise,
            loss_month_paise, session_minutes)
          values (${playerId}, ${limits.loss_day_paise ?? null}, ${limits.loss_week_paise ?? null},
            ${limits.loss_month_paise ?? null}, ${limits.session_minutes ?? null})`,
    );
  }
  const exclude = (playerId: number, kind: 'timeout' | 'self_exclusion', until: Date | null) =>
    db().execute(
      sql`insert into protection_settings (player_id, exclusion_kind, excluded_at, excluded_until)
          values (${playerId}, ${kind}, ${clock.toISOString()}::timestamptz,
                  ${until?.toISOString() ?? null}::timestamptz)
          on conflict (player_id) do update set exclusion_kind = excluded.exclusion_kind,
            excluded_at = excluded.excluded_at, excluded_until = excluded.excluded_until`,
    );

  const call = (action: string, body: Record<string, unknown>, app = apps[0]!) =>
    providerCall(app, provider, action, body);
  const bet = (sessionId: string, amount: number, roundId = id('round'), app = apps[0]!) =>
    call('bet', { sessionId, transactionId: id('bet'), roundId, amount }, app);
  const betWin = (sessionId: string, amount: number, winAmount: number, app = apps[0]!) =>
    call(
      'betWin',
      { sessionId, transactionId: id('bw'), roundId: id('round'), amount, winAmount },
      app,
    );
  const win = (roundId: string, amount: number) =>
    call('win', { transactionId: id('win'), roundId, amount, roundClosed: true });
  const balance = async (playerId: number) =>
    Number((await readWallet(db(), playerId)).balancePaise) / 100;
  const refusals = (playerId: number) =>
    queryRows<{ detail: Record<string, unknown>; actor: string; created_at: Date }>(
      db(),
      sql`select detail, actor, created_at from protection_events
          where player_id = ${playerId} and kind = 'limit.refused' order by id`,
    );

  it('allows a daily loss exactly reaching the limit and refuses one paisa more, until the next IST day', async () => {
    at(ist('2026-03-10T09:00:00'));
    const { playerId, sessionId } = await newPlayer(1000, { loss_day_paise: 100_00 });
    expect((await bet(sessionId, 60)).state).toBe('200');
    expect((await betWin(sessionId, 40, 0)).state).toBe('200');
    const refused = await bet(sessionId, 0.01);
    expect(refused).toMatchObject({
      state: 'LOSS_LIMIT_REACHED',
      msg: "The bet would pass the player's own loss limit; nothing was taken",
      resultData: { balance: 900 },
    });
    expect((await betWin(sessionId, 0.01, 5)).state).toBe('LOSS_LIMIT_REACHED');
    expect(await balance(playerId)).toBe(900);
    const events = await refusals(playerId);
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      actor: 'system',
      detail: { limit: 'loss_day', path: 'bet', stakePaise: 1, providerCode: provider.code },
    });
    expect(new Date(events[0]!.created_at).getTime()).toBe(clock.getTime());

    // The last second of the IST day (18:29:59 UTC) still counts the day's loss.
    at(ist('2026-03-10T23:59:59'));
    expect(clock.toISOString()).toBe('2026-03-10T18:29:59.000Z');
    expect((await bet(sessionId, 0.01)).state).toBe('LOSS_LIMIT_REACHED');
    // Midnight IST: a new day.
    at(ist('2026-03-11T00:00:00'));
    expect((await betWin(sessionId, 100, 0)).state).toBe('200');
    expect((await bet(sessionId, 0.01)).state).toBe('LOSS_LIMIT_REACHED');
    expect(await balance(playerId)).toBe(800);
    expect(isClean(await checkLedger(db()))).toBe(true);
  });

  it('counts wins and rolled-back stakes against the loss, and still accepts both at the limit', async () => {
    at(ist('2026-03-12T12:00:00'));
    const { playerId, sessionId } = await newPlayer(1000, { loss_day_paise: 100_00 });
    const open = id('round');
    expect((await bet(sessionId, 100, open)).state).toBe('200');
    expect((await bet(sessionId, 1)).state).toBe('LOSS_LIMIT_REACHED');
    // A win at the limit is paid, and lowers the loss by what it paid.
    expect((await win(open, 30)).state).toBe('200');
    expect((await bet(sessionId, 30.01)).state).toBe('LOSS_LIMIT_REACHED');
    const again = id('round');
    const stake = { sessionId, transactionId: id('bet'), roundId: again, amount: 30 };
    expect((await call('bet', stake)).state).toBe('200');
    // A rollback returns the stake and the room under the limit with it.
    const rolled = await call('rollback', {
      transactionId: id('rb'),
      betTransactionId: stake.transactionId,
      roundId: again,
    });
    expect(rolled.state).toBe('200');
    expect((await betWin(sessionId, 30, 0)).state).toBe('200');
    expect((await bet(sessionId, 0.01)).state).toBe('LOSS_LIMIT_REACHED');
    expect(await balance(playerId)).toBe(1000 - 100 + 30 - 30);
    const [losses] = await queryRows<{ day: string; week: string; month: string }>(
      db(),
      sql`select day_paise::text as day, week_paise::text as week, month_paise::text as month
          from protection_losses(${playerId}, ${clock.toISOString()}::timestamptz)`,
    );
    expect(losses).toEqual({ day: '10000', week: '10000', month: '10000' });
  });

  it('counts the week from Monday in IST: Sunday 23:59:59 still in it, Monday 00:00 a new one', async () => {
    at(ist('2026-03-16T08:00:00')); // a Monday
    const { playerId, sessionId } = await newPlayer(1000, { loss_week_paise: 100_00 });
    expect((await betWin(sessionId, 60, 0)).state).toBe('200');
    at(ist('2026-03-22T23:59:59')); // the Sunday
    expect((await bet(sessionId, 40.01)).state).toBe('LOSS_LIMIT_REACHED');
    expect((await bet(sessionId, 40)).state).toBe('200');
    expect((await bet(sessionId, 0.01)).state).toBe('LOSS_LIMIT_REACHED');
    expect((await refusals(playerId)).map((e) => e.detail.limit)).toEqual([
      'loss_week',
      'loss_week',
    ]);
    at(ist('2026-03-23T00:00:00'));
    expect((await bet(sessionId, 100)).state).toBe('200');
    expect((await bet(sessionId, 0.01)).state).toBe('LOSS_LIMIT_REACHED');
    // The UTC day still says 22 March: the periods are the platform's, not UTC's.
    expect(clock.toISOString()).toBe('2026-03-22T18:30:00.000Z');
  });

  it('counts the calendar month in IST, across a week that spans two months', async () => {
    at(ist('2026-03-30T10:00:00')); // Monday; its week ends in April
    const { sessionId } = await newPlayer(1000, {
      loss_month_paise: 100_00,
      loss_week_paise: 150_00,
    });
    expect((await betWin(sessionId, 100, 0)).state).toBe('200');
    at(ist('2026-03-31T23:59:59'));
    expect((await bet(sessionId, 0.01)).state).toBe('LOSS_LIMIT_REACHED');
    at(ist('2026-04-01T00:00:00'));
    // A new month, the same week: the week's 150 leaves 50.
    expect((await bet(sessionId, 50.01)).state).toBe('LOSS_LIMIT_REACHED');
    expect((await bet(sessionId, 50)).state).toBe('200');
    expect((await bet(sessionId, 0.01)).state).toBe('LOSS_LIMIT_REACHED');
  });

  it('lets concurrent bets, on every API instance, together reach the limit and no further', async () => {
    at(ist('2026-04-02T15:00:00'));
    const { playerId, sessionId } = await newPlayer(1000, { loss_day_paise: 100_00 });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 3 === 0
          ? betWin(sessionId, 20, 0, apps[i % apps.length])
          : bet(sessionId, 20, id('round'), apps[i % apps.length]),
      ),
    );
    const states = answers.map((a) => a.state);
    expect(states.filter((s) => s === '200')).toHaveLength(5);
    expect(states.filter((s) => s === 'LOSS_LIMIT_REACHED')).toHaveLength(7);
    expect(await balance(playerId)).toBe(900);
    expect(await refusals(playerId)).toHaveLength(7);
    expect(isClean(await checkLedger(db()))).toBe(true);
  });

  it('answers a replayed refusal as the first time, recording the refusal once', async () => {
    at(ist('2026-04-03T10:00:00'));
    const { playerId, sessionId } = await newPlayer(100, { loss_day_paise: 10_00 });
    const body = { sessionId, transactionId: id('bet'), roundId: id('round'), amount: 10.01 };
    const first = await call('bet', body);
    expect(first.state).toBe('LOSS_LIMIT_REACHED');
    expect(await call('bet', body)).toEqual(first);
    expect(await refusals(playerId)).toHaveLength(1);
  });

  it('refuses bets once the login is session_minutes old, to the second', async () => {
    const { playerId, sessionId } = await newPlayer(100, { session_minutes: 30 });
    // The login's start to the millisecond above (PostgreSQL keeps microseconds).
    const [login] = await queryRows<{ ms: string }>(
      db(),
      sql`select ceil(extract(epoch from created_at) * 1000)::bigint::text as ms
          from sessions where player_id = ${playerId} order by id desc limit 1`,
    );
    const start = Number(login!.ms);
    at(new Date(start + 30 * 60_000 - 1));
    expect((await bet(sessionId, 1)).state).toBe('200');
    at(new Date(start + 30 * 60_000));
    expect(await bet(sessionId, 1)).toMatchObject({
      state: 'SESSION_LIMIT_REACHED',
      resultData: { balance: 99 },
    });
    expect((await betWin(sessionId, 1, 2)).state).toBe('SESSION_LIMIT_REACHED');
    expect((await refusals(playerId)).map((e) => e.detail.limit)).toEqual(['session', 'session']);
  });

  it('refuses every bet of an excluded player, and still pays wins and returns rolled-back stakes', async () => {
    at(ist('2026-04-05T10:00:00'));
    const { playerId, sessionId } = await newPlayer(100);
    const open = id('round');
    const held = { sessionId, transactionId: id('bet'), roundId: id('round'), amount: 10 };
    expect((await bet(sessionId, 10, open)).state).toBe('200');
    expect((await call('bet', held)).state).toBe('200');
    await exclude(playerId, 'timeout', ist('2026-04-06T10:00:00'));

    expect(await bet(sessionId, 1)).toMatchObject({
      state: 'PLAYER_EXCLUDED',
      msg: 'The player is on a time-out or self-excluded; nothing was taken',
    });
    // More of an open round is a bet too.
    expect((await bet(sessionId, 1, open)).state).toBe('PLAYER_EXCLUDED');
    expect((await betWin(sessionId, 1, 0)).state).toBe('PLAYER_EXCLUDED');
    // Bets sent together are decided together (one provider_batch): each refused.
    const together = await Promise.all(apps.flatMap((app) => [bet(sessionId, 1, id('r'), app)]));
    expect(together.map((a) => a.state)).toEqual(apps.map(() => 'PLAYER_EXCLUDED'));
    expect((await win(open, 25)).state).toBe('200');
    expect(
      (
        await call('rollback', {
          transactionId: id('rb'),
          betTransactionId: held.transactionId,
          roundId: held.roundId,
        })
      ).state,
    ).toBe('200');
    expect(await balance(playerId)).toBe(100 - 10 - 10 + 25 + 10);
    const events = await refusals(playerId);
    expect(events.map((e) => e.detail.limit)).toEqual(events.map(() => 'exclusion'));
    expect(events).toHaveLength(3 + apps.length);

    // The time-out's end alone does not let the player back: they ask, then wait 24 hours.
    at(ist('2026-04-07T10:00:00'));
    expect((await bet(sessionId, 1)).state).toBe('PLAYER_EXCLUDED');
    await db().execute(
      sql`update protection_settings set return_at = ${ist('2026-04-08T10:00:00').toISOString()}::timestamptz
          where player_id = ${playerId}`,
    );
    at(ist('2026-04-08T09:59:59'));
    expect((await bet(sessionId, 1)).state).toBe('PLAYER_EXCLUDED');
    at(ist('2026-04-08T10:00:00'));
    expect((await bet(sessionId, 1)).state).toBe('200');
  });

  it('refuses an indefinite self-exclusion at Crash, recording the path', async () => {
    at(ist('2026-04-09T10:00:00'));
    const { playerId, sessionId } = await newPlayer(100);
    await exclude(playerId, 'self_exclusion', null);
    at(ist('2031-04-09T10:00:00'));
    const answer = await call('bet', {
      sessionId,
      transactionId: id('bet'),
      roundId: id('crash'),
      amount: 5,
      gameCode: 'crash',
    });
    expect(answer.state).toBe('PLAYER_EXCLUDED');
    expect((await refusals(playerId))[0]!.detail).toMatchObject({
      limit: 'exclusion',
      path: 'crash',
      gameCode: 'crash',
    });
    expect(await balance(playerId)).toBe(100);
  });

  it('leaves players without settings untouched, counting their loss for a limit set later', async () => {
    at(ist('2026-04-10T10:00:00'));
    const { playerId, sessionId } = await newPlayer(500);
    expect((await betWin(sessionId, 200, 50)).state).toBe('200');
    expect((await bet(sessionId, 100)).state).toBe('200');
    await setLimits(playerId, { loss_day_paise: 300_00 });
    expect((await bet(sessionId, 50.01)).state).toBe('LOSS_LIMIT_REACHED');
    expect((await bet(sessionId, 50)).state).toBe('200');
  });
});
