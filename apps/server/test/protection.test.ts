import { randomBytes } from 'node:crypto';
import type { TProtectionInfoResponse, TSetLimitResponse } from '@khel/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database, type Db } from '../src/db/client';
import { queryRows } from '../src/db/query';
import { depositOrders } from '../src/db/schema';
import { creditDeposit } from '../src/modules/deposits/credit-deposit';
import type { DepositDeps } from '../src/modules/deposits/deps';
import { insertRewardRows, payGrantedRewards } from '../src/modules/rewards';
import { createAccountDirectory, readWallet } from '../src/modules/wallet/accounts';
import { ADULT_BIRTHDAY, authBody, expectError, expectOk } from './helpers/accounts';
import { commonBody, postApi, type Envelope } from './helpers/app';
import { createSeededDatabase, testDatabases } from './helpers/databases';
import { expectLedgerClean, newDepositor, type Depositor } from './helpers/deposits';
import { addKhelWithCatalogue, loginAs } from './helpers/games';
import { Operator, OPERATOR_PASSWORD, signedInOwner } from './helpers/operators';
import { addBank, withdraw, withdrawPlayer } from './helpers/withdrawals';

/** An instant given as platform time (GMT+5:30). */
const ist = (local: string) => new Date(`${local}+05:30`);
const R = (rupees: number) => BigInt(Math.round(rupees * 100));
const HOUR = 3_600_000;

const EXCLUDED = 'You are on a time-out or self-exclusion: this is not available until it ends';

describe.each(testDatabases())('player protection on $kind', (target) => {
  let database: Database;
  let db: Db;
  /** One API instance, or two on PostgreSQL (their own pools), all on the moved clock. */
  let apps: FastifyInstance[];
  let second: Database | null = null;
  let clock = ist('2026-11-24T12:00:00');

  beforeAll(async () => {
    database = await createSeededDatabase(target);
    db = database.db;
    const config = loadConfig({
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'silent',
      GAMES_EMBEDDED: 'false',
      RATE_LAUNCH_PLAYER: '1000',
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
    await addKhelWithCatalogue(db);
  });
  afterAll(async () => {
    for (const app of apps.slice(1)) await app.close();
    await second?.close();
    await apps[0]!.close();
    await database.close();
  });

  const call = async (who: Depositor, path: string, extra: Record<string, unknown> = {}, i = 0) =>
    (await postApi(apps[i % apps.length]!, path, authBody(who.session, extra))).body;
  const info = async (who: Depositor) =>
    expectOk<TProtectionInfoResponse>(await call(who, '/protection/info'));
  const setLimit = (who: Depositor, limit: string, value: number | null) =>
    call(who, '/protection/limit/set', { limit, value });
  const order = (who: Depositor, rupees: number, i = 0) =>
    call(
      who,
      '/recharge/createTransferOrder',
      { depositAmount: rupees, depositPaymentMethod: 2 },
      i,
    );

  /** An order credited at `at` through the deposit credit path; answers its outcome. */
  async function credit(playerId: number, rupees: number, at: Date, orderNo?: string) {
    const [row] = orderNo
      ? await db
          .select()
          .from(depositOrders)
          .where(sql`order_no = ${orderNo}`)
      : await db
          .insert(depositOrders)
          .values({
            orderNo: `PT${randomBytes(8).toString('hex')}`,
            playerId,
            channel: 2,
            method: 'UPI',
            channelName: 'test',
            amountPaise: R(rupees),
            gateway: 'sandbox',
            expireAt: new Date(at.getTime() + HOUR),
          })
          .returning();
    return creditDeposit({ db, accounts: createAccountDirectory(db) } as DepositDeps, {
      order: row!,
      from: ['pending'],
      creditedPaise: R(rupees),
      confirmedAt: at,
    });
  }
  /** The player's open orders stop counting (as expiry would). */
  const expireOpenOrders = (playerId: number) =>
    db.execute(
      sql`update deposit_orders set status = 'expired'
          where player_id = ${playerId} and status = 'pending'`,
    );
  const events = async (playerId: number) =>
    (
      await queryRows<{ kind: string; detail: Record<string, unknown>; actor: string }>(
        db,
        sql`select kind, detail, actor from protection_events where player_id = ${playerId}
            order by id`,
      )
    ).map((e): Record<string, unknown> => ({ kind: e.kind, ...e.detail, actor: e.actor }));
  const balance = async (playerId: number) => (await readWallet(db, playerId)).balancePaise;

  describe('limits', () => {
    it('applies a first limit and a decrease at once, an increase only after 24 hours and a confirmation', async () => {
      clock = ist('2026-11-24T12:00:00');
      const who = await newDepositor(db);
      expect(await info(who)).toMatchObject({
        limits: { depositDay: null, lossWeek: null, sessionMinutes: null },
        realityCheckMinutes: 60,
        pending: [],
        exclusion: null,
      });
      let set = expectOk<TSetLimitResponse>(await setLimit(who, 'depositDay', 1000));
      expect(set.outcome).toBe('applied');
      expect(set.info.limits.depositDay).toBe(1000);
      set = expectOk<TSetLimitResponse>(await setLimit(who, 'depositDay', 800.5));
      expect(set).toMatchObject({ outcome: 'applied', info: { limits: { depositDay: 800.5 } } });

      // An increase waits; the lower limit stays in force meanwhile.
      set = expectOk<TSetLimitResponse>(await setLimit(who, 'depositDay', 2000));
      expect(set.outcome).toBe('pending');
      expect(set.info.limits.depositDay).toBe(800.5);
      expect(set.info.pending).toEqual([
        {
          limit: 'depositDay',
          value: 2000,
          requestedAt: clock.toISOString(),
          effectiveAt: new Date(clock.getTime() + 24 * HOUR).toISOString(),
          confirmable: false,
        },
      ]);
      const asked = clock;
      clock = new Date(asked.getTime() + 24 * HOUR - 1);
      expectError(
        await call(who, '/protection/limit/confirm', { limit: 'depositDay' }),
        '400',
        'This change can be confirmed 24 hours after you asked for it',
      );
      expect((await info(who)).limits.depositDay).toBe(800.5);
      clock = new Date(asked.getTime() + 24 * HOUR);
      expect((await info(who)).pending[0]!.confirmable).toBe(true);
      // Still not in force without the second confirmation.
      expect((await info(who)).limits.depositDay).toBe(800.5);
      const confirmed = expectOk<TProtectionInfoResponse>(
        await call(who, '/protection/limit/confirm', { limit: 'depositDay' }),
      );
      expect(confirmed.limits.depositDay).toBe(2000);
      expect(confirmed.pending).toEqual([]);
      expectError(
        await call(who, '/protection/limit/confirm', { limit: 'depositDay' }),
        '404',
        'No change of this limit is waiting',
      );

      // A removal waits too, and can be cancelled.
      set = expectOk<TSetLimitResponse>(await setLimit(who, 'depositDay', null));
      expect(set).toMatchObject({ outcome: 'pending', info: { limits: { depositDay: 2000 } } });
      const cancelled = expectOk<TProtectionInfoResponse>(
        await call(who, '/protection/limit/cancel', { limit: 'depositDay' }),
      );
      expect(cancelled).toMatchObject({ limits: { depositDay: 2000 }, pending: [] });

      // A decrease while an increase waits applies and drops the increase.
      expect(expectOk<TSetLimitResponse>(await setLimit(who, 'lossWeek', 500)).outcome).toBe(
        'applied',
      );
      await setLimit(who, 'lossWeek', 900);
      set = expectOk<TSetLimitResponse>(await setLimit(who, 'lossWeek', 400));
      expect(set).toMatchObject({ outcome: 'applied', info: { limits: { lossWeek: 400 } } });
      expect(set.info.pending).toEqual([]);

      // The session limit is minutes and follows the same rule. It also ends a login older than
      // it (modules/play-session), so this login starts at the test's clock.
      await db.execute(
        sql`update sessions set created_at = ${clock.toISOString()} where player_id = ${who.playerId}`,
      );
      expect(
        expectOk<TSetLimitResponse>(await setLimit(who, 'sessionMinutes', 90)).info.limits
          .sessionMinutes,
      ).toBe(90);
      expect(expectOk<TSetLimitResponse>(await setLimit(who, 'sessionMinutes', 120)).outcome).toBe(
        'pending',
      );

      expect(await events(who.playerId)).toEqual([
        { kind: 'limit.set', limit: 'depositDay', from: null, to: '100000', actor: 'player' },
        {
          kind: 'limit.decreased',
          limit: 'depositDay',
          from: '100000',
          to: '80050',
          actor: 'player',
        },
        {
          kind: 'limit.increase_requested',
          limit: 'depositDay',
          from: '80050',
          to: '200000',
          effectiveAt: new Date(asked.getTime() + 24 * HOUR).toISOString(),
          actor: 'player',
        },
        {
          kind: 'limit.increase_confirmed',
          limit: 'depositDay',
          from: '80050',
          to: '200000',
          actor: 'player',
        },
        expect.objectContaining({ kind: 'limit.increase_requested', to: null }),
        { kind: 'limit.increase_cancelled', limit: 'depositDay', to: null, actor: 'player' },
        expect.objectContaining({ kind: 'limit.set', limit: 'lossWeek' }),
        expect.objectContaining({ kind: 'limit.increase_requested', limit: 'lossWeek' }),
        expect.objectContaining({
          kind: 'limit.decreased',
          limit: 'lossWeek',
          cancelledIncrease: '90000',
        }),
        expect.objectContaining({ kind: 'limit.set', limit: 'sessionMinutes', to: '90' }),
        expect.objectContaining({ kind: 'limit.increase_requested', limit: 'sessionMinutes' }),
      ]);
    });

    it('refuses bad values with a clear message', async () => {
      const who = await newDepositor(db);
      expectError(await setLimit(who, 'depositDay', 0), '400', 'Invalid value: must be above zero');
      expectError(
        await setLimit(who, 'lossMonth', 10.005),
        '400',
        'Invalid value: must have at most 2 decimals',
      );
      expectError(
        await setLimit(who, 'sessionMinutes', 4),
        '400',
        'Invalid value: the session limit must be 5–1440 minutes',
      );
      expectError(await setLimit(who, 'bets', 10), '400', /Invalid limit/);
      expectError(
        await call(who, '/protection/realityCheck/set', { minutes: 241 }),
        '400',
        /Invalid minutes/,
      );
      expect(
        expectOk<TProtectionInfoResponse>(
          await call(who, '/protection/realityCheck/set', { minutes: 15 }),
        ).realityCheckMinutes,
      ).toBe(15);
      expect(await events(who.playerId)).toEqual([
        { kind: 'reality_check.set', from: 60, to: 15, actor: 'player' },
      ]);
    });

    it('counts deposits against the daily limit by the GMT+5:30 day: reaching it is allowed, a paisa more is not', async () => {
      const who = await newDepositor(db);
      clock = ist('2026-11-24T09:00:00');
      await setLimit(who, 'depositDay', 1500);
      expect(await credit(who.playerId, 1000, ist('2026-11-24T09:00:00'))).toBe('credited');
      clock = ist('2026-11-24T23:59:59');
      expectError(
        await order(who, 500.01),
        '400',
        'This deposit would pass your daily deposit limit of Rs 1500 (Rs 500 left)',
      );
      expectOk(await order(who, 500));
      expectError(
        await order(who, 500),
        '400',
        'This deposit would pass your daily deposit limit of Rs 1500 (Rs 0 left)',
      );
      expect((await info(who)).deposited).toEqual({ day: 1500, week: 1500, month: 1500 });
      await expireOpenOrders(who.playerId);
      // 00:00 in GMT+5:30 (18:30 UTC): a new day, yesterday's deposits no longer count.
      clock = ist('2026-11-25T00:00:00');
      expectError(await order(who, 1500.01), '400', /Rs 1500 left/);
      expectOk(await order(who, 1500));
      const refused = (await events(who.playerId)).filter((e) => e.kind === 'limit.refused');
      expect(refused).toEqual([
        {
          kind: 'limit.refused',
          limit: 'depositDay',
          path: 'deposit',
          amountPaise: '50001',
          actor: 'system',
        },
        {
          kind: 'limit.refused',
          limit: 'depositDay',
          path: 'deposit',
          amountPaise: '50000',
          actor: 'system',
        },
        {
          kind: 'limit.refused',
          limit: 'depositDay',
          path: 'deposit',
          amountPaise: '150001',
          actor: 'system',
        },
      ]);
    });

    it('counts the weekly limit from Monday 00:00 GMT+5:30', async () => {
      const who = await newDepositor(db);
      clock = ist('2026-11-23T00:00:00'); // a Monday
      await setLimit(who, 'depositWeek', 3000);
      expect(await credit(who.playerId, 2500, ist('2026-11-23T00:00:00'))).toBe('credited');
      clock = ist('2026-11-29T23:59:59'); // Sunday night
      expectError(
        await order(who, 500.01),
        '400',
        'This deposit would pass your weekly deposit limit of Rs 3000 (Rs 500 left)',
      );
      expectOk(await order(who, 500));
      await expireOpenOrders(who.playerId);
      clock = ist('2026-11-30T00:00:00'); // Monday: a new week
      expectError(
        await order(who, 3000.01),
        '400',
        /weekly deposit limit of Rs 3000 \(Rs 3000 left\)/,
      );
      expectOk(await order(who, 3000));
    });

    it('counts the monthly limit from the 1st 00:00 GMT+5:30, and credits at the boundary', async () => {
      const who = await newDepositor(db);
      clock = ist('2026-11-01T00:00:00');
      await setLimit(who, 'depositMonth', 5000);
      // 23:59:59 on the 30th in GMT+5:30 is still November; a credit reaching the limit is made.
      expect(await credit(who.playerId, 4500, ist('2026-11-30T23:00:00'))).toBe('credited');
      expect(await credit(who.playerId, 500, ist('2026-11-30T23:59:59'))).toBe('credited');
      expect(await credit(who.playerId, 0.01, ist('2026-11-30T23:59:59'))).toBe('held');
      clock = ist('2026-11-30T23:59:59');
      expectError(
        await order(who, 500),
        '400',
        'This deposit would pass your monthly deposit limit of Rs 5000 (Rs 0 left)',
      );
      clock = ist('2026-12-01T00:00:00');
      expectError(
        await order(who, 5000.01),
        '400',
        /monthly deposit limit of Rs 5000 \(Rs 5000 left\)/,
      );
      expectOk(await order(who, 5000));
      expect(await balance(who.playerId)).toBe(R(5000));
      await expectLedgerClean(db);
    });

    it('holds a deposit paid after the limit was lowered: nothing playable, credited once the period has room', async () => {
      const who = await newDepositor(db);
      clock = ist('2026-11-24T10:00:00');
      const placed = expectOk<{ orderNo: string }>(await order(who, 1000));
      await setLimit(who, 'depositDay', 800);
      expect(await credit(who.playerId, 1000, ist('2026-11-24T10:05:00'), placed.orderNo)).toBe(
        'held',
      );
      expect(await balance(who.playerId)).toBe(0n);
      const [held] = await queryRows<{ status: string; review_reason: string; note: string }>(
        db,
        sql`select status, review_reason, note from deposit_orders where order_no = ${placed.orderNo}`,
      );
      expect(held).toEqual({
        status: 'pending',
        review_reason: 'protection_hold',
        note: 'protection_hold: 1000 arrived; refused by depositDay',
      });
      // A held order no longer counts as open: the player can deposit up to the limit.
      expect((await info(who)).deposited.day).toBe(0);
      // The next day the limit has room for it: the same credit path credits it, once.
      expect(await credit(who.playerId, 1000, ist('2026-11-25T09:00:00'), placed.orderNo)).toBe(
        'held',
      );
      await setLimit(who, 'depositDay', 800); // unchanged
      clock = ist('2026-11-25T09:00:00');
      expect(expectOk<TSetLimitResponse>(await setLimit(who, 'depositDay', 1000)).outcome).toBe(
        'pending',
      );
      // The operator's match goes through the same check: refused while it does not fit.
      const owner = await signedInOwner(apps[0]!, db, clock);
      const email = `finance-${randomBytes(3).toString('hex')}@khel.test`;
      expectOk(
        (await owner.call('/admin/operators/create', {
          email,
          name: 'Finance',
          role: 'finance',
          password: OPERATOR_PASSWORD,
        })) as Envelope,
      );
      const finance = new Operator(apps[0]!, email);
      const totp = await finance.signIn(clock);
      const match = () =>
        finance.call('/admin/deposits/match', { orderNo: placed.orderNo, amount: 1000 });
      expect(await match()).toMatchObject({ state: '409', msg: /deposit limit or time-out holds/ });
      expect(await balance(who.playerId)).toBe(0n);
      clock = ist('2026-11-26T09:00:00');
      expectOk(await call(who, '/protection/limit/confirm', { limit: 'depositDay' }));
      await finance.signIn(clock, totp); // a day later: the operator's session had gone idle
      expect(await match()).toMatchObject({ state: '200' });
      // The deposit and the transfer gift the order promised (2 %), nothing before.
      expect(await balance(who.playerId)).toBe(R(1020));
      expect(
        (await events(who.playerId)).filter((e) => e.kind === 'limit.refused').map((e) => e.path),
      ).toEqual(['deposit_credit', 'deposit_credit', 'deposit_credit']);
      await expectLedgerClean(db);
    });

    it('lets concurrent orders (across instances) pass a limit only together up to it', async () => {
      const who = await newDepositor(db);
      clock = ist('2026-11-24T10:00:00');
      await setLimit(who, 'depositDay', 1000);
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => order(who, 500, i)));
      const ok = answers.filter((a) => a.state === '200');
      expect(ok).toHaveLength(2);
      for (const refused of answers.filter((a) => a.state !== '200')) {
        expect(refused).toMatchObject({ state: '400', msg: /daily deposit limit of Rs 1000/ });
      }
      expect((await info(who)).deposited.day).toBe(1000);
    });
  });

  describe('time-out and self-exclusion', () => {
    const exclude = (who: Depositor, body: Record<string, unknown>) =>
      call(who, '/protection/exclude', { confirm: true, ...body });

    it('starts at once, ends every session, refuses every money path but withdrawal, and ends only on a return asked for', async () => {
      clock = ist('2026-11-24T12:00:00');
      const player = await withdrawPlayer(db, { rupees: 500 });
      const who: Depositor = { playerId: player.playerId, session: player.session };
      const bankAccountId = await addBank(apps[0]!, player);
      // A player with a bound phone (a guest is refused promo codes before anything else).
      // (With a date of birth: one is needed before a first deposit.)
      await db.execute(
        sql`update players set is_guest = false, birthday = ${ADULT_BIRTHDAY} where id = ${player.playerId}`,
      );
      const placed = expectOk<{ orderNo: string }>(await order(who, 500));
      const gameSession = await loginAs(db, who.playerId);
      const [{ id: rewardId } = { id: 0n }] = (
        await db.transaction((tx) =>
          insertRewardRows(
            tx,
            { kind: 'vip_upgrade' },
            [
              {
                playerId: who.playerId,
                amountPaise: R(10),
                source: `pt-${randomBytes(4).toString('hex')}`,
              },
            ],
            clock,
          ),
        )
      ).map((id) => ({ id }));

      expectError(
        await call(who, '/protection/exclude', { kind: 'timeout', days: 1 }),
        '400',
        /Invalid confirm/,
      );
      expectError(await exclude(who, { kind: 'timeout', days: 43 }), '400', /Invalid days/);
      expectError(
        await exclude(who, { kind: 'timeout' }),
        '400',
        'Invalid days: a time-out needs its days',
      );
      const started = expectOk<TProtectionInfoResponse>(
        await exclude(who, { kind: 'timeout', days: 1 }),
      );
      expect(started.exclusion).toEqual({
        kind: 'timeout',
        since: clock.toISOString(),
        until: ist('2026-11-25T12:00:00').toISOString(),
        returnAt: null,
        canAskReturn: false,
      });
      // Every session ended in that transaction, the one that asked included.
      expectError(await call(who, '/protection/info'), '401', 'Please login first');
      expect((await postApi(apps[0]!, '/protection/info', authBody(gameSession))).body.state).toBe(
        '401',
      );

      const again: Depositor = { playerId: who.playerId, session: await loginAs(db, who.playerId) };
      expectError(
        await exclude(again, { kind: 'self_exclusion', months: 6 }),
        '409',
        'A time-out or self-exclusion is already in force',
      );
      expectError(await order(again, 500), '403', EXCLUDED);
      expectError(await call(again, '/game/launch', { gameId: await diceId() }), '403', EXCLUDED);
      expectError(
        await call(again, '/reward/claim', { rewardId: String(rewardId) }),
        '403',
        EXCLUDED,
      );
      expectError(await call(again, '/activity/signin/checkIn'), '403', EXCLUDED);
      expectError(await call(again, '/activity/wheel/spin'), '403', EXCLUDED);
      expectError(
        await call(again, '/activity/promoCode/redeem', { code: 'ANYCODE' }),
        '403',
        EXCLUDED,
      );
      expectError(await call(again, '/activity/signupBonus/claim'), '403', EXCLUDED);
      // The bonus engine's own update pays nothing to an excluded player, whatever the path.
      const bonusExpenseId = await createAccountDirectory(db).house('house:bonus-expense');
      expect(
        await db.transaction((tx) =>
          payGrantedRewards(tx, [rewardId], { now: clock, bonusExpenseId }),
        ),
      ).toEqual([]);
      // A deposit paid in the meantime is held, not credited.
      expect(await credit(who.playerId, 500, clock, placed.orderNo)).toBe('held');
      // Withdrawing the balance stays possible.
      const withdrawal = await withdraw(
        apps[0]!,
        {
          ...player,
          session: again.session,
          body: (extra = {}) => commonBody({ ...again.session, ...extra }),
        },
        { amount: 100, bankAccountId },
      );
      expectOk(withdrawal.body);

      // Not reversible before its end; then a return asked for takes 24 hours.
      expectError(
        await call(again, '/protection/return'),
        '400',
        'Your time-out or self-exclusion has not ended yet',
      );
      clock = ist('2026-11-25T12:00:00');
      expect((await info(again)).exclusion).toMatchObject({ canAskReturn: true });
      expectError(await order(again, 500), '403', EXCLUDED); // ended, but no return asked
      const asked = expectOk<TProtectionInfoResponse>(await call(again, '/protection/return'));
      expect(asked.exclusion).toMatchObject({
        returnAt: ist('2026-11-26T12:00:00').toISOString(),
        canAskReturn: false,
      });
      expectError(
        await call(again, '/protection/return'),
        '409',
        'Your return has already been asked for',
      );
      clock = ist('2026-11-26T11:59:59');
      expectError(await order(again, 500), '403', EXCLUDED);
      clock = ist('2026-11-26T12:00:00');
      expect((await info(again)).exclusion).toBeNull();
      expectOk(await order(again, 500));
      expect((await events(who.playerId)).map((e) => e.kind)).toEqual([
        'exclusion.started',
        'limit.refused',
        'exclusion.return_requested',
        'exclusion.ended',
      ]);
      await expectLedgerClean(db);
    });

    it('keeps an indefinite self-exclusion, and leaves the player out of broadcasts sent during one', async () => {
      clock = ist('2026-11-24T12:00:00');
      const who = await newDepositor(db);
      const broadcast = async (at: Date) =>
        db.execute(
          sql`insert into mail_messages (player_id, template, params, reaches_later_players, created_at)
              values (null, 'broadcast', ${JSON.stringify({ title: 'Offer', body: `at ${at.toISOString()}` })}::jsonb,
                      true, ${at.toISOString()}::timestamptz)`,
        );
      await broadcast(ist('2026-11-24T11:00:00'));
      expectOk(await exclude(who, { kind: 'self_exclusion', months: null }));
      await broadcast(ist('2026-11-24T13:00:00'));
      const again: Depositor = { playerId: who.playerId, session: await loginAs(db, who.playerId) };
      const mail = expectOk<{ list: { content?: string; title?: string }[] }>(
        await call(again, '/mail/list', { pageSize: 50 }),
      );
      expect(mail.list.map((m) => JSON.stringify(m)).join()).toContain(
        ist('2026-11-24T11:00:00').toISOString(),
      );
      expect(mail.list.map((m) => JSON.stringify(m)).join()).not.toContain(
        ist('2026-11-24T13:00:00').toISOString(),
      );
      clock = ist('2031-11-24T12:00:00');
      expect((await info(again)).exclusion).toMatchObject({ until: null, canAskReturn: false });
      expectError(
        await call(again, '/protection/return'),
        '400',
        'An indefinite self-exclusion has no end. Please contact customer service',
      );
    });
  });

  async function diceId() {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`select id from games where game_code = 'dice'`,
    );
    return row!.id;
  }

  it('answers errors in the envelope for anonymous calls', async () => {
    const body = (await postApi(apps[0]!, '/protection/info', commonBody())).body as Envelope;
    expect(body.state).toBe('401');
  });
});
