import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database, type Db } from '../src/db/client';
import { queryRows } from '../src/db/query';
import { depositOrders } from '../src/db/schema';
import { insertPlayer } from '../src/modules/accounts/store';
import { creditDeposit } from '../src/modules/deposits/credit-deposit';
import type { DepositDeps } from '../src/modules/deposits/deps';
import { englishText } from '@khel/contract/messages';
import { SIGNUP_MESSAGES } from '../src/modules/promotions';
import { createAccountDirectory, readWallet } from '../src/modules/wallet/accounts';
import { newIndianPhone, authBody, expectError, expectOk } from './helpers/accounts';
import { postApi, type Envelope } from './helpers/app';
import { createSeededDatabase, testDatabases } from './helpers/databases';
import { expectLedgerClean } from './helpers/deposits';
import { loginAs } from './helpers/games';
import {
  campaignOf,
  changeCampaign,
  ok,
  promotionsKey,
  type KeyOperator,
} from './helpers/promotions-admin';

/** An instant given as platform time (GMT+5:30). */
const ist = (local: string) => new Date(`${local}+05:30`);
const R = (rupees: number) => BigInt(Math.round(rupees * 100));
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(testDatabases())('promotions on $kind', (target) => {
  let database: Database;
  let db: Db;
  /** A second connection pool on PostgreSQL (a second API instance's), else the same one. */
  let other: Database | null = null;
  let apps: FastifyInstance[];
  let clock = ist('2026-06-10T12:00:00');
  /** The back office, through an API key (the clock moves days: a session would lapse). */
  let operator: KeyOperator;
  const now = () => clock;

  beforeAll(async () => {
    database = await createSeededDatabase(target);
    db = database.db;
    const config = loadConfig({
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'silent',
      GAMES_EMBEDDED: 'false',
    });
    const first = await buildApp({ config, database, logger: false, now });
    apps = [first];
    if (database.url) {
      other = await openDatabase({ databaseUrl: database.url, poolSize: 5 });
      apps.push(await buildApp({ config, database: other, logger: false, now }));
    }
    await Promise.all(apps.map((a) => a.ready()));
    operator = (await promotionsKey(first, db, clock)).key;
  });
  afterAll(async () => {
    for (const a of apps) await a.close();
    await other?.close();
    await database.close();
  });

  interface Player {
    id: number;
    session: { sign: string; uid: string };
  }

  /** A player registered at `registeredAt` (now), with a bound phone and a withdraw account. */
  async function newPlayer(
    options: { phone?: boolean; bankAt?: Date | null; registeredAt?: Date } = {},
  ): Promise<Player> {
    const phone = options.phone ?? true;
    const row = await insertPlayer(
      db,
      phone ? { phone: newIndianPhone(), isGuest: false } : { isGuest: true },
      (id) => `P${id}`,
    );
    const registeredAt = options.registeredAt ?? clock;
    await db.execute(
      sql`update players set created_at = ${registeredAt.toISOString()}::timestamptz where id = ${row.id}`,
    );
    const bankAt = options.bankAt === undefined ? new Date(clock.getTime() - HOUR) : options.bankAt;
    if (bankAt) {
      await db.execute(
        sql`insert into bank_accounts (player_id, holder_name, account_number, ifsc, account_type, created_at)
            values (${row.id}, 'Test Holder', ${String(Date.now()) + randomBytes(2).toString('hex')},
              'SBIN0001234', 'savings', ${bankAt.toISOString()}::timestamptz)`,
      );
    }
    return { id: row.id, session: await loginAs(db, row.id) };
  }

  /** A deposit of `rupees` placed at `placedAt` and credited at `at` through the deposits module. */
  async function deposit(
    playerId: number,
    rupees: number,
    options: { at?: Date; placedAt?: Date; bonusEvent?: boolean; on?: Db } = {},
  ) {
    const on = options.on ?? db;
    const at = options.at ?? clock;
    const [order] = await db
      .insert(depositOrders)
      .values({
        orderNo: `RT${randomBytes(8).toString('hex')}`,
        playerId,
        channel: 1,
        method: 'UPI',
        channelName: 'test',
        amountPaise: R(rupees),
        gateway: 'test',
        bonusEvent: options.bonusEvent ?? false,
        createdAt: options.placedAt ?? at,
        expireAt: new Date(at.getTime() + HOUR),
      })
      .returning();
    const result = await creditDeposit(
      { db: on, accounts: createAccountDirectory(on) } as DepositDeps,
      { order: order!, from: ['pending'], creditedPaise: R(rupees), confirmedAt: at },
    );
    expect(result).toBe('credited');
    return order!.orderNo;
  }

  async function rewardsOf(playerId: number, kind: string) {
    return queryRows<{ source: string; amount: string; wager: string; status: string }>(
      db,
      sql`select source, amount_paise::text as amount, wager_paise::text as wager, status
          from rewards where player_id = ${playerId} and kind = ${kind} order by id`,
    );
  }

  const wallet = (playerId: number) => readWallet(db, playerId);
  const call = async (path: string, p: Player, body: Record<string, unknown> = {}, i = 0) =>
    (await postApi(apps[i % apps.length]!, path, authBody(p.session, body))).body as Envelope;

  describe('campaigns', () => {
    it('lists the running demo campaigns in the player language, the popup apart', async () => {
      const p = await newPlayer();
      const answer = expectOk<{
        list: { kind: string; title: string; wagerMultiple: number; figures: object }[];
        popup: { kind: string; link: string } | null;
      }>(await call('/activity/list', p, { language: 'zh-CN' }));
      expect(answer.list.map((c) => c.kind)).toEqual([
        'deposit_cashback',
        'first_deposit',
        'signup_bonus',
        'deposit_gift',
        'link',
        'link',
      ]);
      expect(answer.list[0]).toMatchObject({
        title: '存款返现 35%',
        wagerMultiple: 1,
        figures: { percent: 35, minDeposit: 500, dailyCap: 30_000 },
      });
      expect(answer.list[1]).toMatchObject({
        wagerMultiple: 5,
        figures: { percent: 100, cap: 2000 },
      });
      // The demo popup is seeded off; the operator turns it on.
      expect(answer.popup).toBeNull();
      const popup = (await campaignOf(operator, 'popup')).id;
      const enable = (enabled: boolean) =>
        operator.call('/admin/promotions/campaigns/setEnabled', { id: popup, enabled });
      ok(await enable(true));
      expect(
        expectOk<{ popup: { kind: string; link: string } | null }>(await call('/activity/list', p))
          .popup,
      ).toMatchObject({ kind: 'popup', link: '/pages/promo/RebatePromo/RebatePromo' });
      ok(await enable(false));
    });

    it('shows a link card the operator creates switched off, once switched on', async () => {
      const created = ok<{ id: string; enabled: boolean; demo: boolean }>(
        await operator.call('/admin/promotions/campaigns/create', {
          kind: 'link',
          title: { en: 'Jili gift code' },
          rules: { en: 'Redeem your Jili code' },
          params: { link: '/pages/promo/Jili' },
          enabled: false,
          sortOrder: 9,
        }),
      );
      expect(created).toMatchObject({ enabled: false, demo: false });
      const p = await newPlayer();
      const before = expectOk<{ list: { id: string }[] }>(await call('/activity/list', p));
      expect(before.list.map((c) => c.id)).not.toContain(created.id);
      ok(
        await operator.call('/admin/promotions/campaigns/setEnabled', {
          id: created.id,
          enabled: true,
        }),
      );
      const after = expectOk<{ list: { id: string; link: string }[] }>(
        await call('/activity/list', p),
      );
      expect(after.list.find((c) => c.id === created.id)).toMatchObject({
        link: '/pages/promo/Jili',
      });
    });
  });

  describe('first deposit bonus', () => {
    it('pays the first deposit in the event once, capped, with capital in the wager', async () => {
      const p = await newPlayer();
      const offer = expectOk<{ typeB: { gift: number }; bonusEventOffer: object }>(
        await call('/recharge/getChargeInfo', p),
      );
      expect(offer).toMatchObject({
        typeB: { gift: 1 },
        bonusEventOffer: {
          kind: 'first_deposit',
          percent: 100,
          cap: 2000,
          wagerMultiple: 5,
          refusal: null,
        },
      });
      await deposit(p.id, 5000, { bonusEvent: true });
      // 100 % of Rs 5,000 capped at Rs 2,000; (2,000 + 5,000) × 5 wagered, plus the deposit × 1.
      expect(await rewardsOf(p.id, 'first_deposit')).toEqual([
        {
          source: 'first_deposit',
          amount: String(R(2000)),
          wager: String(R(35_000)),
          status: 'claimed',
        },
      ]);
      expect(await wallet(p.id)).toMatchObject({
        balancePaise: R(7000),
        wagerRemainingPaise: R(5000 + 35_000),
      });
      // The second deposit never gets it; the event now offers the gift.
      expect(
        expectOk<{ bonusEventOffer: { kind: string } }>(await call('/recharge/getChargeInfo', p))
          .bonusEventOffer.kind,
      ).toBe('deposit_gift');
      await deposit(p.id, 1000, { bonusEvent: true });
      expect(await rewardsOf(p.id, 'first_deposit')).toHaveLength(1);
      expect((await rewardsOf(p.id, 'deposit_gift')).map((r) => r.amount)).toEqual([String(R(50))]);
      await expectLedgerClean(db);
    });

    it('shows a guest the offer with its refusal and pays it nothing', async () => {
      const guest = await newPlayer({ phone: false, bankAt: null });
      expect(
        expectOk<{ typeB: { gift: number }; bonusEventOffer: { refusal: string } }>(
          await call('/recharge/getChargeInfo', guest),
        ),
      ).toMatchObject({ typeB: { gift: 0 }, bonusEventOffer: { refusal: 'phone' } });
      await deposit(guest.id, 1000, { bonusEvent: true });
      await deposit(guest.id, 1000, { bonusEvent: true });
      expect(await rewardsOf(guest.id, 'first_deposit')).toEqual([]);
      expect(await rewardsOf(guest.id, 'deposit_gift')).toEqual([]);
      expect((await wallet(guest.id)).balancePaise).toBe(R(2000));
    });

    it('pays nothing without the event, and not later for a first deposit made without it', async () => {
      const p = await newPlayer({ bankAt: null });
      await deposit(p.id, 1000);
      await deposit(p.id, 1000, { bonusEvent: true });
      expect(await rewardsOf(p.id, 'first_deposit')).toEqual([]);
      expect(await rewardsOf(p.id, 'deposit_gift')).toHaveLength(1);
    });

    it('grants exactly once when first deposits are credited concurrently', async () => {
      const p = await newPlayer({ bankAt: null });
      await Promise.all(
        [1000, 1000, 1000, 1000].map((rupees, i) =>
          deposit(p.id, rupees, { bonusEvent: true, on: i % 2 && other ? other.db : db }),
        ),
      );
      expect(await rewardsOf(p.id, 'first_deposit')).toHaveLength(1);
      expect(await rewardsOf(p.id, 'deposit_gift')).toHaveLength(3);
      expect((await wallet(p.id)).balancePaise).toBe(R(4000 + 1000 + 3 * 50));
      await expectLedgerClean(db);
    });

    it('pays nothing once the campaign has ended (clock moved past its end)', async () => {
      ok(
        await changeCampaign(operator, 'first_deposit', {
          endsAt: new Date(clock.getTime() + HOUR).toISOString(),
        }),
      );
      const p = await newPlayer({ bankAt: null });
      const later = new Date(clock.getTime() + 2 * HOUR);
      await deposit(p.id, 1000, { bonusEvent: true, at: later });
      expect(await rewardsOf(p.id, 'first_deposit')).toEqual([]);
      ok(await changeCampaign(operator, 'first_deposit', { endsAt: null }));
    });
  });

  describe('deposit cashback', () => {
    it('gives 35 % of a qualifying deposit as a claimable reward listed with its deposit', async () => {
      const p = await newPlayer();
      const orderNo = await deposit(p.id, 1000);
      expect(await rewardsOf(p.id, 'deposit_cashback')).toEqual([
        {
          source: `deposit_cashback:${orderNo}`,
          amount: String(R(350)),
          wager: String(R(350)),
          status: 'claimable',
        },
      ]);
      const info = expectOk<Record<string, unknown>>(await call('/activity/cashback/info', p));
      expect(info).toMatchObject({
        running: true,
        percent: 35,
        minDeposit: 500,
        dailyCap: 30_000,
        today: 350,
        phoneBound: true,
        withdrawAccount: true,
      });
      const records = expectOk<{ list: { rewardId: string }[]; total: number }>(
        await call('/activity/cashback/records', p),
      );
      expect(records).toMatchObject({
        total: 350,
        nextCursor: null,
        list: [{ orderNo, deposit: 1000, amount: 350, status: 'claimable' }],
      });
      const claimed = expectOk<{ balance: number; wagerRemaining: number }>(
        await call('/reward/claim', p, { rewardId: records.list[0]!.rewardId }),
      );
      expect(claimed).toMatchObject({ balance: 1350, wagerRemaining: 1350 });
      await expectLedgerClean(db);
    });

    it('refuses each rule: under Rs 500, no phone, no withdraw account before the deposit, with a bonus', async () => {
      const small = await newPlayer();
      await deposit(small.id, 499.99);
      const guest = await newPlayer({ phone: false });
      await deposit(guest.id, 1000);
      const noBank = await newPlayer({ bankAt: null });
      await deposit(noBank.id, 1000);
      const lateBank = await newPlayer({ bankAt: new Date(clock.getTime() + 60_000) });
      await deposit(lateBank.id, 1000, {
        placedAt: clock,
        at: new Date(clock.getTime() + 120_000),
      });
      const withEvent = await newPlayer();
      await deposit(withEvent.id, 1000, { bonusEvent: true });
      for (const p of [small, guest, noBank, lateBank, withEvent]) {
        expect(await rewardsOf(p.id, 'deposit_cashback')).toEqual([]);
      }
      expect(
        expectOk<{ phoneBound: boolean; withdrawAccount: boolean }>(
          await call('/activity/cashback/info', noBank),
        ),
      ).toMatchObject({ phoneBound: true, withdrawAccount: false });
    });

    it('caps at Rs 30,000 per day (GMT+5:30) and starts again after midnight', async () => {
      const p = await newPlayer({ bankAt: ist('2026-06-01T00:00:00') });
      await deposit(p.id, 50_000, { at: ist('2026-06-11T23:58:00') }); // 17,500
      await deposit(p.id, 50_000, { at: ist('2026-06-11T23:59:00') }); // 12,500 (capped)
      await deposit(p.id, 10_000, { at: ist('2026-06-11T23:59:59') }); // nothing left
      await deposit(p.id, 10_000, { at: ist('2026-06-12T00:00:00') }); // a new day: 3,500
      expect((await rewardsOf(p.id, 'deposit_cashback')).map((r) => r.amount)).toEqual([
        String(R(17_500)),
        String(R(12_500)),
        String(R(3_500)),
      ]);
    });

    it('holds the daily cap under concurrent deposits', async () => {
      const p = await newPlayer();
      await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          deposit(p.id, 20_000, { on: i % 2 && other ? other.db : db }),
        ),
      );
      const amounts = (await rewardsOf(p.id, 'deposit_cashback')).map((r) => BigInt(r.amount));
      expect(amounts.reduce((a, b) => a + b, 0n)).toBe(R(30_000));
      expect(amounts.filter((a) => a === R(7000))).toHaveLength(4);
      await expectLedgerClean(db);
    });

    it('expires a cashback not claimed within 7 days (clock moved)', async () => {
      const p = await newPlayer();
      await deposit(p.id, 1000);
      const [record] = expectOk<{ list: { rewardId: string }[] }>(
        await call('/activity/cashback/records', p),
      ).list;
      const saved = clock;
      clock = new Date(saved.getTime() + 7 * DAY);
      try {
        expectError(
          await call('/reward/claim', p, { rewardId: record!.rewardId }),
          '400',
          'This reward has expired',
        );
        expect(
          expectOk<{ list: { status: string }[] }>(await call('/activity/cashback/records', p))
            .list[0]!.status,
        ).toBe('expired');
      } finally {
        clock = saved;
      }
    });
  });

  describe('sign-up bonus', () => {
    it('refuses guests without a phone, and players registered over 24 hours ago', async () => {
      const guest = await newPlayer({ phone: false });
      expectError(await call('/activity/signupBonus/claim', guest), '400', SIGNUP_MESSAGES.phone);
      const old = await newPlayer({ registeredAt: new Date(clock.getTime() - 24 * HOUR) });
      expectError(
        await call('/activity/signupBonus/claim', old),
        '400',
        englishText(SIGNUP_MESSAGES.window),
      );
      expect(
        expectOk<{ refusal: string | null; amount: number }>(
          await call('/activity/signupBonus/info', old),
        ),
      ).toMatchObject({ refusal: 'window', amount: 28 });
      expect(await rewardsOf(guest.id, 'signup_bonus')).toEqual([]);
    });

    it('is taken exactly once under concurrent takes, then claimed with its wager', async () => {
      const p = await newPlayer({ registeredAt: new Date(clock.getTime() - 23 * HOUR) });
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => call('/activity/signupBonus/claim', p, {}, i)),
      );
      const ids = new Set(answers.map((a) => expectOk<{ reward: { id: string } }>(a).reward.id));
      expect(ids.size).toBe(1);
      expect(await rewardsOf(p.id, 'signup_bonus')).toEqual([
        {
          source: 'signup_bonus',
          amount: String(R(28)),
          wager: String(R(84)),
          status: 'claimable',
        },
      ]);
      const [rewardId] = [...ids];
      const claims = await Promise.all(
        [0, 1, 2, 3].map((i) => call('/reward/claim', p, { rewardId }, i)),
      );
      for (const c of claims) expectOk(c);
      expect(await wallet(p.id)).toMatchObject({
        balancePaise: R(28),
        wagerRemainingPaise: R(84),
      });
      await expectLedgerClean(db);
    });

    it('expires 7 days after it was taken (clock moved)', async () => {
      const p = await newPlayer();
      const { reward } = expectOk<{ reward: { id: string; expiresAt: string } }>(
        await call('/activity/signupBonus/claim', p),
      );
      expect(reward.expiresAt).toBe(new Date(clock.getTime() + 7 * DAY).toISOString());
      const saved = clock;
      clock = new Date(saved.getTime() + 7 * DAY);
      try {
        expectError(
          await call('/reward/claim', p, { rewardId: reward.id }),
          '400',
          'This reward has expired',
        );
        expect(
          expectOk<{ reward: { status: string } }>(await call('/activity/signupBonus/info', p))
            .reward.status,
        ).toBe('expired');
      } finally {
        clock = saved;
      }
    });
  });
});
