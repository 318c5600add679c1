import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, postApi, type TestApp } from './helpers/app';
import { expectError, expectOk } from './helpers/accounts';
import { testDatabases } from './helpers/databases';
import {
  addBank,
  balanceOf,
  expectLedgerClean,
  withdraw,
  withdrawPlayer,
  WITHDRAW_PASSWORD,
} from './helpers/withdrawals';

/** VIP 0 of the demo configuration: Rs 20,000 and 2 withdrawals a day, 2 % fee. */
describe.each(testDatabases())('withdrawal rules on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { PORT: '0' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());
  afterEach(() => expectLedgerClean(t.database.db));

  const setup = async (rupees: number, vipLevel = 0) => {
    const player = await withdrawPlayer(t.database.db, { rupees, vipLevel });
    return { player, bankAccountId: await addBank(t.app, player) };
  };

  it('previews the order number, the fee rounded up to the paisa and the arrival amount', async () => {
    const { player, bankAccountId } = await setup(1_000);
    const { body } = await postApi(
      t.app,
      '/withdraw/preview',
      player.body({ amount: 100.01, bankAccountId }),
    );
    const preview = expectOk<Record<string, unknown>>(body);
    expect(preview).toMatchObject({ amount: 100.01, serviceCharge: 2.01, arrivalAmount: 98 });
    expect(preview.orderNo).toMatch(/^W\d{16}$/);
    expect(await balanceOf(t.database.db, player.playerId)).toBe(1_000);
  });

  it('shows the Withdraw page figures and uses them up', async () => {
    const { player, bankAccountId } = await setup(30_000);
    const info = async () =>
      expectOk<Record<string, unknown>>(
        (await postApi(t.app, '/withdraw/info', player.body())).body,
      );
    expect(await info()).toMatchObject({
      balance: 30_000,
      wagerRemaining: 0,
      vipLevel: 0,
      minAmount: 100,
      maxAmount: 50_000,
      dailyLimit: 20_000,
      remainingLimit: 20_000,
      dailyTimes: 2,
      remainingTimes: 2,
      feeRate: 0.02,
      hasWithdrawPassword: true,
    });
    expectOk((await withdraw(t.app, player, { amount: 15_000, bankAccountId })).body);
    expect(await info()).toMatchObject({
      balance: 15_000,
      remainingLimit: 5_000,
      remainingTimes: 1,
    });
  });

  it('refuses more than today’s remaining amount', async () => {
    const { player, bankAccountId } = await setup(30_000);
    expectOk((await withdraw(t.app, player, { amount: 15_000, bankAccountId })).body);
    const { body } = await postApi(
      t.app,
      '/withdraw/preview',
      player.body({ amount: 6_000, bankAccountId }),
    );
    expectError(body, '400', "Exceeds today's remaining withdrawal limit of Rs 5000");
    expect(await balanceOf(t.database.db, player.playerId)).toBe(15_000);
  });

  it('refuses a withdrawal when none are left today', async () => {
    const { player, bankAccountId } = await setup(1_000);
    expectOk((await withdraw(t.app, player, { amount: 100, bankAccountId })).body);
    expectOk((await withdraw(t.app, player, { amount: 100, bankAccountId })).body);
    const { body } = await postApi(
      t.app,
      '/withdraw/preview',
      player.body({ amount: 100, bankAccountId }),
    );
    expectError(body, '400', 'No withdrawals left today');
    expect(await balanceOf(t.database.db, player.playerId)).toBe(800);
  });

  it('refuses amounts outside the configured bounds', async () => {
    const { player, bankAccountId } = await setup(1_000, 10);
    for (const amount of [99.99, 50_000.01]) {
      const { body } = await postApi(
        t.app,
        '/withdraw/preview',
        player.body({ amount, bankAccountId }),
      );
      expectError(body, '400', 'The withdrawal amount must be between 100 and 50000');
    }
  });

  it('refuses while wagering is unmet, with the exact rupees left', async () => {
    const { player, bankAccountId } = await setup(1_000);
    await t.database.db.execute(
      sql`update ledger_accounts set wager_remaining_paise = 25050 where code = ${`wallet:${player.playerId}`}`,
    );
    const message = 'You still have 250.5 rupees left to bet in the game';
    const preview = await postApi(
      t.app,
      '/withdraw/preview',
      player.body({ amount: 100, bankAccountId }),
    );
    expectError(preview.body, '400', message);
    const apply = await postApi(
      t.app,
      '/withdraw/apply',
      player.body({
        amount: 100,
        bankAccountId,
        orderNo: 'W2601010000000001',
        withdrawPassword: WITHDRAW_PASSWORD,
      }),
    );
    expectError(apply.body, '400', message);
    expect(await balanceOf(t.database.db, player.playerId)).toBe(1_000);
  });

  it('refuses more than the balance', async () => {
    const { player, bankAccountId } = await setup(150);
    const { body } = await postApi(
      t.app,
      '/withdraw/preview',
      player.body({ amount: 200, bankAccountId }),
    );
    expectError(body, '400', 'Insufficient balance');
  });

  it('counts wrong withdrawal passwords though nothing is withdrawn, then locks', async () => {
    const { player, bankAccountId } = await setup(1_000);
    for (let i = 0; i < 5; i += 1) {
      const { body } = await withdraw(t.app, player, {
        amount: 100,
        bankAccountId,
        password: '999999',
      });
      expectError(body, '400', 'Wrong withdrawal password');
    }
    const { body } = await withdraw(t.app, player, { amount: 100, bankAccountId });
    expectError(body, '429', 'Too many wrong withdrawal passwords. Please try again in 15 minutes');
    expect(await balanceOf(t.database.db, player.playerId)).toBe(1_000);
    const records = await postApi(t.app, '/withdraw/record', player.body({ range: 'today' }));
    expect(expectOk<{ list: unknown[] }>(records.body).list).toEqual([]);
  });

  it('applies an order number once, and refuses another player’s', async () => {
    const { player, bankAccountId } = await setup(1_000);
    const preview = await postApi(
      t.app,
      '/withdraw/preview',
      player.body({ amount: 300, bankAccountId }),
    );
    const { orderNo } = expectOk<{ orderNo: string }>(preview.body);
    const apply = { amount: 300, bankAccountId, orderNo, withdrawPassword: WITHDRAW_PASSWORD };
    const first = expectOk<Record<string, unknown>>(
      (await postApi(t.app, '/withdraw/apply', player.body(apply))).body,
    );
    const again = expectOk<Record<string, unknown>>(
      (await postApi(t.app, '/withdraw/apply', player.body(apply))).body,
    );
    expect(again).toEqual(first);
    expect(first).toMatchObject({
      orderNo,
      amount: 300,
      serviceCharge: 6,
      arrivalAmount: 294,
      status: 'processing',
    });
    expect(await balanceOf(t.database.db, player.playerId)).toBe(700);

    const other = await setup(1_000);
    const stolen = await postApi(
      t.app,
      '/withdraw/apply',
      other.player.body({ ...apply, bankAccountId: other.bankAccountId }),
    );
    expectError(stolen.body, '409', 'This order number is already used');
    expect(await balanceOf(t.database.db, other.player.playerId)).toBe(1_000);
    const detail = await postApi(t.app, '/withdraw/orderDetail', other.player.body({ orderNo }));
    expectError(detail.body, '404', 'This withdrawal order does not exist');
  });
});
