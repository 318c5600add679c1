import { randomBytes } from 'node:crypto';
import { sha256Hex, wheelSlot } from '@khel/games/fair';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { queryRows } from '../src/db/query';
import { depositOrders } from '../src/db/schema';
import { DEMO_CHECKIN_SETTINGS, DEMO_WHEEL_SETTINGS } from '../src/db/seed';
import { creditDeposit } from '../src/modules/deposits/credit-deposit';
import type { DepositDeps } from '../src/modules/deposits/deps';
import {
  expectedCostPaise,
  nextCycleDay,
  spinsEarned,
  ZCheckinSettings,
  ZWheelSettings,
} from '../src/modules/engagement';
import { checkIn, checkinInfo } from '../src/modules/engagement/checkin';
import { drawSlot } from '../src/modules/engagement/fair';
import { wheelTable } from '../src/modules/engagement/settings';
import { createAccountDirectory, readWallet } from '../src/modules/wallet/accounts';
import { postApi, type Envelope } from './helpers/app';
import { authBody, expectError, expectOk } from './helpers/accounts';
import { expectLedgerClean, newDepositor, type Depositor } from './helpers/deposits';
import { setSetting } from './helpers/games';
import { testDatabases } from './helpers/databases';
import { createInstances, type Instances } from './helpers/instances';
import { signedInOperator, signedInOwner, type Operator } from './helpers/operators';

/** An instant given as platform time (GMT+5:30). */
const ist = (local: string) => new Date(`${local}+05:30`);
const R = (rupees: number) => BigInt(Math.round(rupees * 100));

describe('wheel draw (pure)', () => {
  it('lands on each slot within ±1 % of its weight over 100,000 spins', () => {
    const weights = [400, 250, 150, 100, 60, 30, 9, 1];
    const total = weights.reduce((a, b) => a + b, 0);
    const counts = weights.map(() => 0);
    const serverSeed = randomBytes(32).toString('hex');
    const spins = 100_000;
    for (let nonce = 0; nonce < spins; nonce++) {
      counts[drawSlot({ serverSeed, clientSeed: 'frequency-test', nonce }, weights)]!++;
    }
    weights.forEach((w, slot) => {
      expect(Math.abs(counts[slot]! / spins - w / total), `slot ${slot}`).toBeLessThan(0.01);
    });
  });

  it('never draws a slot of weight 0, and agrees with the browser maths', () => {
    const weights = [0, 5, 0, 5];
    for (let nonce = 0; nonce < 2000; nonce++) {
      const seeds = { serverSeed: 'abc', clientSeed: 'x', nonce };
      const slot = drawSlot(seeds, weights);
      expect([1, 3]).toContain(slot);
      if (nonce < 50) expect(wheelSlot(seeds, weights)).toBe(slot);
    }
  });

  it('counts the expected cost per spin as the weighted prize mean', () => {
    const demo = ZWheelSettings.parse(DEMO_WHEEL_SETTINGS);
    expect(expectedCostPaise(wheelTable(demo))).toBe(280n);
    expect(ZCheckinSettings.parse(DEMO_CHECKIN_SETTINGS).rewards).toHaveLength(7);
    expect(spinsEarned(demo, R(2_999))).toBe(3);
    expect(nextCycleDay(null)).toBe(1);
    expect(nextCycleDay(3)).toBe(4);
    expect(nextCycleDay(7)).toBe(1);
  });
});

describe.each(testDatabases())('engagement on $kind', (target) => {
  let n: Instances;
  let db: Db;
  let owner: Operator;
  /** The back office, as marketing (check-in and wheel need promotions.write). */
  let marketing: Operator;
  beforeAll(async () => {
    n = await createInstances(target, { WHEEL_SPIN_COST_CEILING: '5' });
    db = n.first.database.db;
    owner = await signedInOwner(n.first.app, db);
    marketing = await signedInOperator(owner, 'marketing');
  });
  afterAll(() => n.close());

  const call = async (who: Depositor, path: string, extra: Record<string, unknown> = {}) =>
    (await postApi(n.first.app, path, authBody(who.session, extra))).body;

  /** The back office's check-in or wheel: read (`get`) or replaced whole (`set`). */
  const operator = async (verb: 'get' | 'set', what: 'checkin' | 'wheel', body: unknown = {}) =>
    (await marketing.call(`/admin/promotions/${what}/${verb}`, body)) as Envelope;

  /** A successful deposit of `rupees` credited at `at` through the deposits module. */
  async function deposit(playerId: number, rupees: number, at: Date) {
    const [order] = await db
      .insert(depositOrders)
      .values({
        orderNo: `EG${randomBytes(8).toString('hex')}`,
        playerId,
        channel: 1,
        method: 'UPI',
        channelName: 'test',
        amountPaise: R(rupees),
        gateway: 'test',
        expireAt: new Date(at.getTime() + 3_600_000),
      })
      .returning();
    const result = await creditDeposit(
      { db, accounts: createAccountDirectory(db) } as DepositDeps,
      {
        order: order!,
        from: ['pending'],
        creditedPaise: R(rupees),
        confirmedAt: at,
      },
    );
    expect(result).toBe('credited');
  }

  /** A settled round of `rupees` valid bet (no money moved: only the record the condition reads). */
  async function settledBet(playerId: number, rupees: number, at: Date) {
    await db.execute(
      sql`insert into game_rounds (provider_code, round_id, player_id, status, stake_paise,
            valid_bet_paise, created_at, settled_at)
          values ('test', ${randomBytes(8).toString('hex')}, ${playerId}, 'settled', ${R(rupees)},
            ${R(rupees)}, ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz)`,
    );
  }

  const checkinSettings = (over: Record<string, unknown> = {}) =>
    setSetting(db, 'checkin', { ...DEMO_CHECKIN_SETTINGS, ...over });

  describe('daily check-in', () => {
    it('follows the streak across day boundaries: next day continues, a missed day restarts', async () => {
      await checkinSettings();
      const who = await newDepositor(db);
      let clock = ist('2026-11-24T23:58:00');
      const deps = { db, accounts: createAccountDirectory(db), now: () => clock };
      const first = await checkIn(deps, who.playerId);
      expect(first).toMatchObject({
        date: '2026-11-24',
        cycleDay: 1,
        reward: 1,
        streak: 1,
        balance: 1,
      });
      await expect(checkIn(deps, who.playerId)).rejects.toThrow(
        'You have already checked in today',
      );
      // Two minutes later it is the 25th in GMT+5:30 (still the 24th in UTC).
      clock = ist('2026-11-25T00:00:30');
      let info = await checkinInfo(deps, who.playerId);
      expect(info.checkedInToday).toBe(false);
      expect(info.days.map((d) => d.state)).toEqual([
        'done',
        'today',
        'upcoming',
        'upcoming',
        'upcoming',
        'upcoming',
        'upcoming',
      ]);
      expect(await checkIn(deps, who.playerId)).toMatchObject({
        cycleDay: 2,
        reward: 2,
        streak: 2,
      });
      // The 26th is missed: the 27th starts the cycle again at day 1.
      clock = ist('2026-11-27T09:00:00');
      info = await checkinInfo(deps, who.playerId);
      expect(info.streak).toBe(0);
      expect(info.days[0]!.state).toBe('today');
      expect(await checkIn(deps, who.playerId)).toMatchObject({
        cycleDay: 1,
        reward: 1,
        streak: 1,
      });
      // Seven days in a row, then day 1 of a new cycle.
      for (let d = 28; d <= 30; d++) {
        clock = ist(`2026-11-${d}T12:00:00`);
        await checkIn(deps, who.playerId);
      }
      for (let d = 1; d <= 3; d++) {
        clock = ist(`2026-12-0${d}T12:00:00`);
        await checkIn(deps, who.playerId);
      }
      info = await checkinInfo(deps, who.playerId);
      expect(info.days.every((d) => d.state === 'done')).toBe(true);
      expect(info.history[0]).toEqual({ date: '2026-12-03', cycleDay: 7, reward: 20 });
      clock = ist('2026-12-04T12:00:00');
      expect(await checkIn(deps, who.playerId)).toMatchObject({ cycleDay: 1, streak: 8 });
      // 1 + 2 + (1 + 2 + 3 + 5 + 8 + 12 + 20) + 1 paid, each a 'daily bonus' record.
      expect(await readWallet(db, who.playerId)).toMatchObject({ balancePaise: R(55) });
      const [records] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ledger_transactions
            where player_id = ${who.playerId} and record_type = 'daily_bonus'`,
      );
      expect(records!.n).toBe(10);
      await expectLedgerClean(db);
    });

    it('counts a day only when it meets the condition (deposit or valid bet)', async () => {
      const who = await newDepositor(db);
      const clock = new Date();
      const deps = { db, accounts: createAccountDirectory(db), now: () => clock };
      await checkinSettings({ condition: 'deposit', minDeposit: 100 });
      await expect(checkIn(deps, who.playerId)).rejects.toThrow(
        'Deposit at least Rs 100 today to check in',
      );
      await checkinSettings({ condition: 'depositOrValidBet', minDeposit: 100, minValidBet: 50 });
      await settledBet(who.playerId, 49, clock);
      expectError(await call(who, '/activity/signin/checkIn'), '400', /or bet at least Rs 50/);
      await settledBet(who.playerId, 1, clock);
      const info = expectOk<{ conditionMet: boolean; validBetToday: number }>(
        await call(who, '/activity/signin/info'),
      );
      expect(info).toMatchObject({ conditionMet: true, validBetToday: 50 });
      expectOk(await call(who, '/activity/signin/checkIn'));
      const other = await newDepositor(db);
      await checkinSettings({ condition: 'deposit', minDeposit: 100 });
      await deposit(other.playerId, 100, clock);
      expect(expectOk(await call(other, '/activity/signin/checkIn'))).toMatchObject({ reward: 1 });
      await checkinSettings();
      await expectLedgerClean(db);
    });

    it('checks in exactly once when 100 requests arrive at once (across instances)', async () => {
      await checkinSettings();
      const who = await newDepositor(db);
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          postApi(n.apps[i % n.apps.length]!, '/activity/signin/checkIn', authBody(who.session)),
        ),
      );
      const ok = answers.filter((a) => a.body.state === '200');
      expect(ok).toHaveLength(1);
      for (const a of answers) {
        if (a.body.state !== '200')
          expect(a.body).toMatchObject({ state: '409', msg: 'You have already checked in today' });
      }
      const [rows] = await queryRows<{ days: number; rewards: number }>(
        db,
        sql`select (select count(*)::int from checkin_days where player_id = ${who.playerId}) as days,
                   (select count(*)::int from rewards where player_id = ${who.playerId}) as rewards`,
      );
      expect(rows).toEqual({ days: 1, rewards: 1 });
      expect((await readWallet(db, who.playerId)).balancePaise).toBe(R(1));
      await expectLedgerClean(db);
    });

    it('answers unavailable without a cycle, and logged-out calls are refused', async () => {
      await db.execute(sql`delete from app_settings where key = 'checkin'`);
      const who = await newDepositor(db);
      expect(
        expectOk<{ available: boolean; days: unknown[] }>(await call(who, '/activity/signin/info')),
      ).toMatchObject({ available: false, days: [] });
      expectError(
        await call(who, '/activity/signin/checkIn'),
        '400',
        'Daily check-in is not available',
      );
      const anonymous = await postApi(
        n.first.app,
        '/activity/signin/info',
        authBody({ sign: 'x', uid: '1' }),
      );
      expect(anonymous.body.state).not.toBe('200');
      await checkinSettings();
    });
  });

  describe('lucky wheel', () => {
    const wheelSettings = (over: Record<string, unknown> = {}) =>
      setSetting(db, 'wheel', { ...DEMO_WHEEL_SETTINGS, ...over });

    it('earns spins from the rules, spends one per spin and pays the prize', async () => {
      await wheelSettings({ freeDailySpins: 1, depositPerSpin: 1000 });
      const who = await newDepositor(db);
      await deposit(who.playerId, 2_500, new Date());
      const info = expectOk<{ chances: number; spinsEarned: number; prizes: unknown[] }>(
        await call(who, '/activity/wheel/info'),
      );
      expect(info).toMatchObject({ chances: 3, spinsEarned: 3 });
      expect(info.prizes).toHaveLength(8);
      let won = 0;
      for (let i = 0; i < 3; i++) {
        const spin = expectOk<{ spin: { prize: number; slot: number }; chances: number }>(
          await call(who, '/activity/wheel/spin'),
        );
        expect(spin.chances).toBe(2 - i);
        expect(spin.spin.prize).toBe(DEMO_WHEEL_SETTINGS.prizes[spin.spin.slot]!.amount);
        won += spin.spin.prize;
      }
      expectError(await call(who, '/activity/wheel/spin'), '400', 'No spins left today');
      expect((await readWallet(db, who.playerId)).balancePaise).toBe(R(2_500 + won));
      const records = expectOk<{ list: { prize: number }[] }>(
        await call(who, '/activity/wheel/myRecord'),
      );
      expect(records.list).toHaveLength(3);
      await expectLedgerClean(db);
    });

    it('spins once when 100 spins arrive at once with one chance (across instances)', async () => {
      await wheelSettings({ freeDailySpins: 1, depositPerSpin: null });
      const who = await newDepositor(db);
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          postApi(n.apps[i % n.apps.length]!, '/activity/wheel/spin', authBody(who.session)),
        ),
      );
      expect(answers.filter((a) => a.body.state === '200')).toHaveLength(1);
      for (const a of answers) {
        if (a.body.state !== '200')
          expect(a.body).toMatchObject({ state: '400', msg: 'No spins left today' });
      }
      const [rows] = await queryRows<{ spins: number; used: number }>(
        db,
        sql`select (select count(*)::int from wheel_spins where player_id = ${who.playerId}) as spins,
                   (select used from wheel_days where player_id = ${who.playerId}) as used`,
      );
      expect(rows).toEqual({ spins: 1, used: 1 });
      await expectLedgerClean(db);
    });

    it('lets the player verify a past spin from the revealed seed', async () => {
      await wheelSettings({ freeDailySpins: 3 });
      const who = await newDepositor(db);
      const before = expectOk<{
        seed: { serverSeedHash: string; clientSeed: string; nonce: number };
      }>(await call(who, '/activity/wheel/info'));
      const spins = [];
      for (let i = 0; i < 3; i++) {
        spins.push(
          expectOk<{ spin: { id: string } }>(await call(who, '/activity/wheel/spin')).spin,
        );
      }
      const hidden = expectOk<{ serverSeed: string | null; nonce: number }>(
        await call(who, '/activity/wheel/spinDetail', { spinId: spins[1]!.id }),
      );
      expect(hidden).toMatchObject({ serverSeed: null, nonce: before.seed.nonce + 1 });
      expectError(
        await call(who, '/activity/wheel/rotateSeed', { clientSeed: 'bad seed' }),
        '400',
        /visible characters/,
      );
      const rotated = expectOk<{ previous: { serverSeed: string; serverSeedHash: string } }>(
        await call(who, '/activity/wheel/rotateSeed', { clientSeed: 'my-own-seed' }),
      );
      expect(rotated.previous.serverSeedHash).toBe(before.seed.serverSeedHash);
      expect(sha256Hex(rotated.previous.serverSeed)).toBe(before.seed.serverSeedHash);
      for (const { id } of spins) {
        const spin = expectOk<{
          slot: number;
          prize: number;
          serverSeed: string;
          clientSeed: string;
          nonce: number;
          weights: number[];
          amounts: number[];
        }>(await call(who, '/activity/wheel/spinDetail', { spinId: id }));
        expect(spin.serverSeed).toBe(rotated.previous.serverSeed);
        expect(wheelSlot(spin, spin.weights)).toBe(spin.slot);
        expect(spin.amounts[spin.slot]).toBe(spin.prize);
      }
      const after = expectOk<{ seed: { clientSeed: string; nonce: number } }>(
        await call(who, '/activity/wheel/info'),
      );
      expect(after.seed).toMatchObject({ clientSeed: 'my-own-seed', nonce: 0 });
      const stranger = await newDepositor(db);
      expectError(
        await call(stranger, '/activity/wheel/spinDetail', { spinId: spins[0]!.id }),
        '404',
        'No such spin',
      );
    });

    it('announces recent money wins with masked names', async () => {
      await wheelSettings({
        prizes: [
          { amount: 3, weight: 1 },
          { amount: 0, weight: 0 },
        ],
        freeDailySpins: 1,
      });
      const who = await newDepositor(db);
      expectOk(await call(who, '/activity/wheel/spin'));
      const winners = expectOk<{ list: { player: string; prize: number }[] }>(
        (await postApi(n.first.app, '/activity/wheel/winners', authBody({ sign: '', uid: '' })))
          .body,
      );
      expect(winners.list[0]).toMatchObject({ prize: 3 });
      expect(winners.list[0]!.player).toContain('****');
      await wheelSettings();
      await expectLedgerClean(db);
    });
  });

  describe('back office', () => {
    it('needs promotions.write: support is refused', async () => {
      const support = await signedInOperator(owner, 'support');
      expect(await support.call('/admin/promotions/wheel/get')).toMatchObject({
        state: '403',
        msg: 'Your role does not allow this',
      });
    });

    it('validates the check-in cycle', async () => {
      expect(await operator('set', 'checkin', { rewards: [1, 2, 3] })).toMatchObject({
        state: '400',
        msg: 'Invalid rewards: give 7 daily rewards',
      });
      expect(
        await operator('set', 'checkin', { rewards: [1, 2, 3, 4, 5, 6, 7.001] }),
      ).toMatchObject({ state: '400' });
      const saved = expectOk<{ settings: { condition: string } }>(
        await operator('set', 'checkin', {
          rewards: [1, 2, 3, 4, 5, 6, 7],
          condition: 'validBet',
          minValidBet: 100,
        }),
      );
      expect(saved.settings.condition).toBe('validBet');
      expect(
        expectOk<{ settings: { minValidBet: number } }>(await operator('get', 'checkin')).settings
          .minValidBet,
      ).toBe(100);
    });

    it('shows the expected cost per spin and refuses a wheel above the ceiling', async () => {
      const view = expectOk<{ expectedCostPerSpin: number; costCeiling: number }>(
        await operator('set', 'wheel', DEMO_WHEEL_SETTINGS),
      );
      expect(view).toMatchObject({ expectedCostPerSpin: 2.8, costCeiling: 5 });
      expect(
        await operator('set', 'wheel', {
          prizes: [
            { amount: 12, weight: 1 },
            { amount: 0, weight: 1 },
          ],
        }),
      ).toMatchObject({
        state: '400',
        msg: 'The expected cost per spin, Rs 6.00, exceeds the ceiling of Rs 5.00',
      });
      expect(
        await operator('set', 'wheel', {
          prizes: [
            { amount: 10, weight: 1 },
            { amount: 0, weight: 2 },
          ],
        }),
      ).toMatchObject({ state: '200' });
      expect(
        await operator('set', 'wheel', {
          prizes: [
            { amount: 1, weight: 0 },
            { amount: 0, weight: 0 },
          ],
        }),
      ).toMatchObject({
        state: '400',
        msg: 'Invalid prizes: weights sum to 0',
      });
      expect(
        expectOk<{ expectedCostPerSpin: number }>(await operator('get', 'wheel'))
          .expectedCostPerSpin,
      ).toBe(3.33);
      await setSetting(db, 'wheel', DEMO_WHEEL_SETTINGS);
    });
  });
});
