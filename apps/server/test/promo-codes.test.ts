import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { queryRows } from '../src/db/query';
import { insertPlayer } from '../src/modules/accounts/store';
import { createCode as createCodeIn, redeemCode } from '../src/modules/promo-codes';
import { createAccountDirectory, readWallet } from '../src/modules/wallet/accounts';
import { postApi, type Envelope } from './helpers/app';
import { ageThrottles, authBody, expectError, expectOk, type Session } from './helpers/accounts';
import { testDatabases } from './helpers/databases';
import { creditTestDeposit, expectLedgerClean } from './helpers/deposits';
import { loginAs } from './helpers/games';
import { createInstances, type Instances } from './helpers/instances';
import { signedInOperator, signedInOwner, type Operator } from './helpers/operators';

const HOUR = 3_600_000;

interface Player {
  id: number;
  session: Session;
}

interface Redemption {
  redemption: {
    code: string;
    scope: string;
    kind: string;
    status: string;
    amount: number | null;
    wagerRequired: number | null;
    percent: number | null;
    cap: number | null;
    minDeposit: number;
  };
  balance: number;
  wagerRemaining: number;
}

describe.each(testDatabases())('promo codes on $kind', (target) => {
  let n: Instances;
  let db: Db;
  let accounts: ReturnType<typeof createAccountDirectory>;
  /** The back office, as marketing (codes need promotions.write). */
  let marketing: Operator;
  beforeAll(async () => {
    n = await createInstances(target);
    db = n.first.database.db;
    accounts = createAccountDirectory(db);
    marketing = await signedInOperator(await signedInOwner(n.first.app, db), 'marketing');
  });
  afterAll(() => n.close());

  const app = () => n.first.app;

  /** A player with a bound phone (guests are refused) and a session. */
  async function newPlayer(isGuest = false): Promise<Player> {
    const player = await insertPlayer(db, { isGuest }, (id) => `Player${id}`);
    return { id: player.id, session: await loginAs(db, player.id) };
  }

  const createCode = (body: Record<string, unknown>) =>
    marketing.call('/admin/promotions/codes/create', body);

  const newCode = async (body: Record<string, unknown>) =>
    expectOk<{ id: string; code: string; used: number; totalUses: number }>(
      (await createCode({ kind: 'amount', amount: 50, totalUses: 10, ...body })) as Envelope,
    );

  const redeem = async (
    who: Player,
    code: string,
    path = '/activity/promoCode/redeem',
    on = app(),
  ) => (await postApi(on, path, authBody(who.session, { code }))).body;

  /** A successful deposit credited through the deposits module at `at`. */
  const deposit = (playerId: number, rupees: number, at = new Date()) =>
    creditTestDeposit({ db, accounts }, playerId, rupees, at);

  const usesOf = async (code: string) => {
    const [row] = await queryRows<{ used: number; redemptions: number; rewards: number }>(
      db,
      sql`select c.used,
            (select count(*)::int from promo_code_redemptions r where r.code_id = c.id) as redemptions,
            (select count(*)::int from rewards w where w.source = 'promo-code:' || c.id) as rewards
          from promo_codes c where c.code = ${code}`,
    );
    return row!;
  };

  it('redeems a fixed-amount code once: paid through the bonus engine, wager moved, in the rewards', async () => {
    const { code } = await newCode({ code: 'welcome-50', amount: 50, wagerMultiple: 3 });
    expect(code).toBe('WELCOME-50');
    const who = await newPlayer();
    // Case and spaces do not matter.
    const result = expectOk<Redemption>(await redeem(who, '  Welcome-50 '));
    expect(result).toMatchObject({
      redemption: { code: 'WELCOME-50', scope: 'promo', kind: 'amount', status: 'granted' },
      balance: 50,
      wagerRemaining: 150,
    });
    expect(result.redemption).toMatchObject({ amount: 50, wagerRequired: 150 });
    expect(await readWallet(db, who.id)).toEqual({
      balancePaise: 5_000n,
      wagerRemainingPaise: 15_000n,
    });
    const rewards = expectOk<{ list: { kind: string; status: string; amount: number }[] }>(
      (await postApi(app(), '/reward/list', authBody(who.session))).body,
    );
    expect(rewards.list).toEqual([
      expect.objectContaining({ kind: 'promo_code', status: 'claimed', amount: 50 }),
    ]);
    const [posted] = await queryRows<{ record_type: string; n: number }>(
      db,
      sql`select record_type, count(*)::int as n from ledger_transactions
          where player_id = ${who.id} group by record_type`,
    );
    expect(posted).toEqual({ record_type: 'gift', n: 1 });
    // Again: refused, nothing paid twice.
    expectError(await redeem(who, 'WELCOME-50'), '400', 'You have already redeemed this code');
    expect((await readWallet(db, who.id)).balancePaise).toBe(5_000n);
    const records = expectOk<{ list: { code: string; status: string; amount: number }[] }>(
      (await postApi(app(), '/activity/promoCode/records', authBody(who.session))).body,
    );
    expect(records.list).toEqual([
      expect.objectContaining({ code: 'WELCOME-50', status: 'granted', amount: 50 }),
    ]);
    await expectLedgerClean(db);
  });

  it('uses the operator bonus multiple when the code has none', async () => {
    const { code } = await newCode({ amount: 20 });
    expect(code).toMatch(/^[A-Z0-9]{10}$/);
    const who = await newPlayer();
    const result = expectOk<Redemption>(await redeem(who, code.toLowerCase()));
    const [rules] = await queryRows<{ value: { bonusMultiple?: number } | null }>(
      db,
      sql`select value from app_settings where key = 'wagering'`,
    );
    const multiple = rules?.value?.bonusMultiple ?? 1;
    expect(result.redemption.wagerRequired).toBe(20 * multiple);
  });

  it('refuses each case with its own message', async () => {
    const now = Date.now();
    const who = await newPlayer();
    expectError(await redeem(who, '   '), '400', 'The promo code cannot be empty');
    expectError(
      await redeem(who, '', '/activity/jili/redeem'),
      '400',
      'The gift code cannot be empty',
    );
    expectError(
      await redeem(who, 'NO-SUCH-CODE'),
      '400',
      'Invalid promo code, please check it and try again',
    );
    const future = await newCode({ startsAt: new Date(now + HOUR).toISOString() });
    expectError(await redeem(who, future.code), '400', 'This code is not valid yet');
    const past = await newCode({
      startsAt: new Date(now - 2 * HOUR).toISOString(),
      endsAt: new Date(now - HOUR).toISOString(),
    });
    expectError(await redeem(who, past.code), '400', 'This code has expired');
    const single = await newCode({ totalUses: 1 });
    expectOk(await redeem(await newPlayer(), single.code));
    expectError(await redeem(who, single.code), '400', 'This code has been fully redeemed');
    const minimum = await newCode({ minDeposit: 300 });
    expectError(
      await redeem(who, minimum.code),
      '400',
      'Deposit at least Rs 300 in total before redeeming this code',
    );
    await deposit(who.id, 300);
    expectOk(await redeem(who, minimum.code));
    const jili = await newCode({ scope: 'jili' });
    expectError(
      await redeem(who, jili.code),
      '400',
      'This is a Jili gift code: please redeem it on its gift code page',
    );
    const promo = await newCode({});
    expectError(
      await redeem(who, promo.code, '/activity/jili/redeem'),
      '400',
      'This is a promo code: please redeem it on the Promo page',
    );
    const guest = await newPlayer(true);
    expectError(
      await redeem(guest, promo.code),
      '400',
      'Please bind your phone number before redeeming codes',
    );
    expectError(
      (await postApi(app(), '/activity/promoCode/redeem', { code: promo.code })).body,
      '400',
      /appId/,
    );
    expect((await usesOf(promo.code)).used).toBe(0);
    await expectLedgerClean(db);
  });

  it('redeems a Jili gift code on the Jili page as a gift-code reward', async () => {
    const { code } = await newCode({ scope: 'jili', amount: 88 });
    const who = await newPlayer();
    const result = expectOk<Redemption>(await redeem(who, code, '/activity/jili/redeem'));
    expect(result.redemption).toMatchObject({ scope: 'jili', status: 'granted', amount: 88 });
    const [reward] = await queryRows<{ kind: string }>(
      db,
      sql`select kind from rewards where player_id = ${who.id}`,
    );
    expect(reward).toEqual({ kind: 'gift_code' });
    const jiliRecords = expectOk<{ list: unknown[] }>(
      (
        await postApi(
          app(),
          '/activity/promoCode/records',
          authBody(who.session, { scope: 'jili' }),
        )
      ).body,
    );
    expect(jiliRecords.list).toHaveLength(1);
    const promoRecords = expectOk<{ list: unknown[] }>(
      (await postApi(app(), '/activity/promoCode/records', authBody(who.session))).body,
    );
    expect(promoRecords.list).toHaveLength(0);
  });

  it('expires by the clock: valid until its end, refused from then on', async () => {
    const start = new Date('2026-03-01T10:00:00Z');
    const created = await createCodeIn(
      { db, now: () => start },
      {
        kind: 'amount',
        amount: 10,
        totalUses: 5,
        startsAt: '2026-03-01T12:00:00+05:30',
        endsAt: '2026-03-02T00:00:00+05:30',
      },
    );
    const a = await newPlayer();
    const b = await newPlayer();
    const c = await newPlayer();
    let clock = new Date('2026-03-01T06:29:59Z');
    const deps = { db, accounts, now: () => clock };
    const redeemAt = (who: Player) =>
      redeemCode(deps, { id: who.id, isGuest: false }, 'promo', created.code);
    await expect(redeemAt(a)).rejects.toThrow('This code is not valid yet');
    clock = new Date('2026-03-01T06:30:00Z');
    expect((await redeemAt(a)).redemption.status).toBe('granted');
    clock = new Date('2026-03-01T18:29:59Z');
    expect((await redeemAt(b)).redemption.status).toBe('granted');
    clock = new Date('2026-03-01T18:30:00Z');
    await expect(redeemAt(c)).rejects.toThrow('This code has expired');
  });

  it('pays a percentage code on the next qualifying deposit only, capped, with its wager', async () => {
    const { code } = await newCode({
      kind: 'deposit_percent',
      amount: undefined,
      percent: 10,
      cap: 150,
      minDeposit: 500,
      wagerMultiple: 2,
    });
    const who = await newPlayer();
    const result = expectOk<Redemption>(await redeem(who, code));
    expect(result).toMatchObject({
      redemption: {
        kind: 'deposit_percent',
        status: 'pending_deposit',
        amount: null,
        percent: 10,
        cap: 150,
        minDeposit: 500,
      },
      balance: 0,
      wagerRemaining: 0,
    });
    // Too small: the deposit is credited, the code waits.
    await deposit(who.id, 499.99);
    const before = await readWallet(db, who.id);
    expect(before.balancePaise).toBe(49_999n);
    const [pending] = await queryRows<{ status: string }>(
      db,
      sql`select status from promo_code_redemptions r join promo_codes c on c.id = r.code_id
          where c.code = ${code} and r.player_id = ${who.id}`,
    );
    expect(pending).toEqual({ status: 'pending_deposit' });
    // Rs 1,234.56 → 10 % = 123.45 (rounded down), under the cap; wager 2 × 123.45 on top.
    const orderNo = await deposit(who.id, 1234.56);
    const after = await readWallet(db, who.id);
    expect(after.balancePaise - before.balancePaise).toBe(123_456n + 12_345n);
    expect(after.wagerRemainingPaise - before.wagerRemainingPaise).toBe(
      (await depositWager(123_456n)) + 24_690n,
    );
    const records = expectOk<{ list: { status: string; amount: number; wagerRequired: number }[] }>(
      (await postApi(app(), '/activity/promoCode/records', authBody(who.session))).body,
    );
    expect(records.list[0]).toMatchObject({ status: 'paid', amount: 123.45, wagerRequired: 246.9 });
    const [paid] = await queryRows<{ deposit_order_no: string }>(
      db,
      sql`select deposit_order_no from promo_code_redemptions where player_id = ${who.id}`,
    );
    expect(paid).toEqual({ deposit_order_no: orderNo });
    // A later deposit pays nothing more.
    await deposit(who.id, 5000);
    const later = await readWallet(db, who.id);
    expect(later.balancePaise - after.balancePaise).toBe(500_000n);
    // The cap: 10 % of Rs 5,000 is 500, paid 150.
    const capped = await newCode({
      kind: 'deposit_percent',
      amount: undefined,
      percent: 10,
      cap: 150,
    });
    expectOk(await redeem(who, capped.code));
    await deposit(who.id, 5000);
    expect((await readWallet(db, who.id)).balancePaise - later.balancePaise).toBe(
      500_000n + 15_000n,
    );
    await expectLedgerClean(db);
  });

  /** The wager a deposit itself adds (the operator's deposit multiple). */
  async function depositWager(paise: bigint) {
    const [rules] = await queryRows<{ value: { depositMultiple?: number } | null }>(
      db,
      sql`select value from app_settings where key = 'wagering'`,
    );
    const multiple = rules?.value?.depositMultiple ?? 1;
    return (paise * BigInt(Math.round(multiple * 100)) + 99n) / 100n;
  }

  it('lets a pending percentage code lapse when the code ends before a deposit', async () => {
    const { code } = await newCode({
      kind: 'deposit_percent',
      amount: undefined,
      percent: 50,
      cap: 100,
      endsAt: new Date(Date.now() + HOUR).toISOString(),
    });
    const who = await newPlayer();
    expectOk(await redeem(who, code));
    const before = (await readWallet(db, who.id)).balancePaise;
    await deposit(who.id, 100, new Date(Date.now() + 2 * HOUR));
    expect((await readWallet(db, who.id)).balancePaise - before).toBe(10_000n);
    // Another player at that time: the code has expired.
    const late = redeemCode(
      { db, accounts, now: () => new Date(Date.now() + 2 * HOUR) },
      { id: (await newPlayer()).id, isGuest: false },
      'promo',
      code,
    );
    await expect(late).rejects.toThrow('This code has expired');
    // The player's record shows it lapsed once the code's end has passed (moved into the past).
    await db.execute(
      sql`update promo_codes set starts_at = now() - interval '3 hours',
            ends_at = now() - interval '1 hour' where code = ${code}`,
    );
    const records = expectOk<{ list: { status: string; amount: number | null }[] }>(
      (await postApi(app(), '/activity/promoCode/records', authBody(who.session))).body,
    );
    expect(records.list).toEqual([expect.objectContaining({ status: 'lapsed', amount: null })]);
  });

  it('1,000 concurrent redemptions of a 10-use code over every instance: exactly 10 grants', async () => {
    const { code } = await newCode({ amount: 10, totalUses: 10 });
    const players: Player[] = [];
    for (let i = 0; i < 1000; i += 50) {
      players.push(...(await Promise.all(Array.from({ length: 50 }, () => newPlayer()))));
    }
    const answers = await Promise.all(
      players.map((who, i) =>
        redeem(who, code, '/activity/promoCode/redeem', n.apps[i % n.apps.length]),
      ),
    );
    const ok = answers.filter((a) => a.state === '200');
    expect(ok).toHaveLength(10);
    for (const a of answers.filter((x) => x.state !== '200')) {
      expect(a).toMatchObject({ state: '400', msg: 'This code has been fully redeemed' });
    }
    expect(await usesOf(code)).toEqual({ used: 10, redemptions: 10, rewards: 10 });
    const [paid] = await queryRows<{ total: string }>(
      db,
      sql`select coalesce(sum(amount_paise), 0)::text as total from rewards
          where source = (select 'promo-code:' || id from promo_codes where code = ${code})
            and status = 'claimed'`,
    );
    expect(paid).toEqual({ total: '10000' });
    await expectLedgerClean(db);
  }, 120_000);

  it('the same players racing themselves: nobody twice, still exactly the uses', async () => {
    const { code } = await newCode({ amount: 10, totalUses: 10 });
    const players = await Promise.all(Array.from({ length: 20 }, () => newPlayer()));
    const answers = await Promise.all(
      players.flatMap((who, p) =>
        Array.from({ length: 5 }, (_, k) =>
          redeem(who, code, '/activity/promoCode/redeem', n.apps[(p + k) % n.apps.length]),
        ),
      ),
    );
    expect(answers.filter((a) => a.state === '200')).toHaveLength(10);
    for (const a of answers.filter((x) => x.state !== '200')) {
      expect(a.msg).toMatch(
        /^(This code has been fully redeemed|You have already redeemed this code)$/,
      );
    }
    const [perPlayer] = await queryRows<{ most: number }>(
      db,
      sql`select coalesce(max(k), 0)::int as most from (
            select count(*) as k from rewards
            where source = (select 'promo-code:' || id from promo_codes where code = ${code})
            group by player_id) x`,
    );
    expect(perPlayer).toEqual({ most: 1 });
    expect(await usesOf(code)).toEqual({ used: 10, redemptions: 10, rewards: 10 });
    await expectLedgerClean(db);
  }, 60_000);

  it('throttles wrong codes: of 20 concurrent guesses exactly 5 are looked up, then a wait', async () => {
    const who = await newPlayer();
    const { code } = await newCode({});
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        redeem(who, `GUESS-${i}`, '/activity/promoCode/redeem', n.apps[i % n.apps.length]),
      ),
    );
    const wrong = answers.filter(
      (a) => a.msg === 'Invalid promo code, please check it and try again',
    );
    const waiting = answers.filter((a) => a.state === '429');
    expect(wrong).toHaveLength(5);
    expect(waiting).toHaveLength(15);
    expect(waiting[0]!.msg).toMatch(/^Too many wrong codes\. Please try again in 1[45] minutes$/);
    // Even a right code waits now (it would otherwise confirm guesses); the Jili page too.
    expectError(await redeem(who, code), '429', /^Too many wrong codes/);
    expectError(await redeem(who, code, '/activity/jili/redeem'), '429', /^Too many wrong codes/);
    // Another player is not held up.
    expectOk(await redeem(await newPlayer(), code));
    // 15 minutes later the player may try again.
    await ageThrottles(db, `promo-code:wrong:${who.id}`, 15 * 60 + 1);
    expectOk(await redeem(who, code));
  });

  it('right codes and refusals of real codes do not count as wrong guesses', async () => {
    const who = await newPlayer();
    const past = await newCode({
      startsAt: new Date(Date.now() - 2 * HOUR).toISOString(),
      endsAt: new Date(Date.now() - HOUR).toISOString(),
    });
    for (let i = 0; i < 6; i += 1) {
      expectError(await redeem(who, past.code), '400', 'This code has expired');
    }
    for (let i = 0; i < 4; i += 1) {
      expectError(await redeem(who, `NOPE-${i}`), '400', /^Invalid promo code/);
    }
    const { code } = await newCode({});
    expectOk(await redeem(who, code));
    expectError(await redeem(who, 'NOPE-LAST'), '400', /^Invalid promo code/);
    expectError(await redeem(who, 'NOPE-AGAIN'), '429', /^Too many wrong codes/);
  });

  it('the back office: validation, generated and duplicate codes', async () => {
    expect(await createCode({ kind: 'amount', totalUses: 1 })).toMatchObject({
      state: '400',
      msg: "Invalid amount: required for kind 'amount'",
    });
    expect(await createCode({ kind: 'deposit_percent', percent: 10, totalUses: 1 })).toMatchObject({
      state: '400',
      msg: "Invalid cap: required for kind 'deposit_percent'",
    });
    expect(await createCode({ kind: 'amount', amount: 5, totalUses: 0 })).toMatchObject({
      state: '400',
      msg: expect.stringMatching(/^Invalid totalUses/),
    });
    expect(
      await createCode({ code: 'a b', kind: 'amount', amount: 5, totalUses: 1 }),
    ).toMatchObject({ state: '400', msg: expect.stringMatching(/^Invalid code/) });
    expect(
      await createCode({
        kind: 'amount',
        amount: 5,
        totalUses: 1,
        startsAt: '2026-01-02T00:00:00Z',
        endsAt: '2026-01-01T00:00:00Z',
      }),
    ).toMatchObject({ state: '400', msg: 'Invalid endsAt: must be after startsAt' });
    await newCode({ code: 'DUPLICATE1' });
    expect(
      await createCode({ code: 'duplicate1', kind: 'amount', amount: 5, totalUses: 1 }),
    ).toMatchObject({ state: '409', msg: 'The code DUPLICATE1 already exists' });
    const list = expectOk<{ list: { code: string; used: number; totalUses: number }[] }>(
      (await marketing.call('/admin/promotions/codes/list', { search: 'DUPLICATE' })) as Envelope,
    );
    expect(list.list.some((c) => c.code === 'DUPLICATE1')).toBe(true);
  });
});
