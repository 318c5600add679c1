import { ZDepositOrder } from '@khel/contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DEPOSIT_SETTINGS } from '../src/db/seed';
import { expireDepositOrders } from '../src/modules/deposits/expire-orders';
import { expectError, expectOk } from './helpers/accounts';
import { testDatabases } from './helpers/databases';
import {
  createDepositApp,
  depositCall,
  expectOrder,
  newDepositor,
  newUtr,
  orderRow,
  type DepositTestApp,
  type Depositor,
  type OrderView,
} from './helpers/deposits';
import { setSetting } from './helpers/games';

describe.each(testDatabases())('deposit orders on $kind', (target) => {
  let t: DepositTestApp;
  beforeAll(async () => {
    t = await createDepositApp(target);
  });
  afterAll(() => t.close());

  const online = (who: Depositor, body: Record<string, unknown>) =>
    depositCall(t.app, who, '/recharge/createRechargeOrder', { depositMethod: 1, ...body });

  it('creates an online order with the gateway pay page and the entry page as return', async () => {
    const player = await newDepositor(t.database.db);
    const order = expectOrder(await online(player, { depositAmount: 500 }));
    expect(ZDepositOrder.parse(order)).toMatchObject({
      channel: 1,
      channelName: 'UPI Fast',
      amount: 500,
      bonusAmount: 0,
      status: 'pending',
      selfService: false,
      payTo: null,
    });
    expect(order.orderNo).toMatch(/^R\d{6}\d{10}$/);
    expect(order.payUrl).toMatch(/^http:\/\/localhost(:80)?\/psp\/pay\/PO\d+/);
    expect(new Date(order.expireTime!).getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
    const page = await t.app.inject({ method: 'GET', url: new URL(order.payUrl!).pathname });
    expect(page.body).toContain('500.00');
    const rows = await queryRows(
      t.database.db,
      sql`select return_url from psp_orders where merchant_order_id = ${order.orderNo}`,
    );
    expect(rows).toEqual([{ return_url: `http://localhost:80/?depositOrder=${order.orderNo}` }]);
  });

  it('refuses amounts outside the active list or the method range, and unknown methods', async () => {
    const player = await newDepositor(t.database.db);
    expectError(
      await online(player, { depositAmount: 99 }),
      '400',
      'Deposit amount must during 100-50000',
    );
    expectError(
      await online(player, { depositAmount: 50_001 }),
      '400',
      'Deposit amount must during 100-50000',
    );
    // Bonus event: typeB starts at 500.
    expectError(
      await online(player, { depositAmount: 200, bonusEvent: true }),
      '400',
      'Deposit amount must during 500-50000',
    );
    // IMPS Bank takes 1000 and up.
    expectError(
      await online(player, { depositAmount: 500, depositMethod: 2 }),
      '400',
      'Deposit amount must during 1000-50000',
    );
    expectError(
      await online(player, { depositAmount: 500, depositMethod: 9 }),
      '400',
      'This deposit method is not available',
    );
    expectError(
      await online(player, { depositAmount: 500, depositMethod: null }),
      '400',
      'Please choose a deposit method',
    );
    expectError(await online(player, { depositAmount: -5 }), '400', /Please input deposit amount!/);
    expectError(await online(player, { depositAmount: 'lots' }), '400', /depositAmount/);
    expectError(await online(player, { depositAmount: 100.123 }), '400', /2 decimals/);
    expectError(
      await online(player, { depositAmount: 500, depositChannel: 3 }),
      '400',
      /Unknown deposit channel/,
    );
  });

  it("refuses a 4th order with 'You still have 3 orders being processed'", async () => {
    const player = await newDepositor(t.database.db);
    expectOrder(await online(player, { depositAmount: 100 }));
    expectOrder(
      await depositCall(t.app, player, '/recharge/createTransferOrder', { depositAmount: 1000 }),
    );
    expectOrder(await online(player, { depositChannel: 4, currency: 'USDT', depositAmount: 1000 }));
    const refused = 'You still have 3 orders being processed. Please try again later.';
    expectError(await online(player, { depositAmount: 100 }), '400', refused);
    expectError(
      await depositCall(t.app, player, '/recharge/createTransferOrder', { depositAmount: 1000 }),
      '400',
      refused,
    );
  });

  it('lets only the limit through when orders are created concurrently', async () => {
    const player = await newDepositor(t.database.db);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        depositCall(t.app, player, '/recharge/createTransferOrder', { depositAmount: 1000 }),
      ),
    );
    expect(answers.filter((a) => a.state === '200')).toHaveLength(3);
  });

  it("refuses every new order with 'Deposits are closed' while closed", async () => {
    const player = await newDepositor(t.database.db);
    await setSetting(t.database.db, 'deposit', { ...DEMO_DEPOSIT_SETTINGS, rechargeOpen: 0 });
    try {
      expectError(await online(player, { depositAmount: 500 }), '400', 'Deposits are closed');
      expectError(
        await depositCall(t.app, player, '/recharge/createTransferOrder', { depositAmount: 1000 }),
        '400',
        'Deposits are closed',
      );
      expectError(
        await online(player, { depositChannel: 4, currency: 'USDT', depositAmount: 1000 }),
        '400',
        'Deposits are closed',
      );
      expectError(
        await depositCall(t.app, player, '/recharge/submitUtr', {
          utr: newUtr(),
          depositAmount: 1000,
        }),
        '400',
        'Deposits are closed',
      );
    } finally {
      await setSetting(t.database.db, 'deposit', DEMO_DEPOSIT_SETTINGS);
    }
  });

  it('creates transfer orders naming the IMPS or UPI account, within the card amounts', async () => {
    const player = await newDepositor(t.database.db);
    const imps = expectOrder(
      await depositCall(t.app, player, '/recharge/createTransferOrder', { depositAmount: 1000 }),
    );
    expect(imps).toMatchObject({ channel: 2, channelName: 'IMPS', status: 'pending', utr: null });
    expect(imps.payTo).toMatchObject({
      type: 'imps',
      accountNo: '918020012345678',
      ifsc: 'UTIB0000123',
      bankName: 'Axis Bank',
    });
    const upi = expectOrder(
      await depositCall(t.app, player, '/recharge/createTransferOrder', {
        depositAmount: 500,
        depositPaymentMethod: 2,
      }),
    );
    expect(upi.payTo).toMatchObject({ type: 'upi', upiId: 'khel.demo@upi' });
    expectError(
      await depositCall(t.app, player, '/recharge/createTransferOrder', { depositAmount: 999 }),
      '400',
      'Deposit amount must during 1000-50000',
    );
  });

  it('creates a crypto order with the address, QR code and the amount to send', async () => {
    const player = await newDepositor(t.database.db);
    const order = expectOrder(
      await online(player, { depositChannel: 4, currency: 'usdt', depositAmount: 1000 }),
    );
    expect(order).toMatchObject({
      channel: 4,
      channelName: 'USDT TRC20',
      amount: 1000,
      txHash: null,
    });
    expect(order.payTo).toMatchObject({
      type: 'crypto',
      address: 'TKhelDemoAddressDoNotSendFunds00001',
      network: 'TRC20',
      currency: 'USDT',
      cryptoAmount: '11.37',
      qrCode: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    });
    expectError(
      await online(player, { depositChannel: 4, currency: 'BTC', depositAmount: 1000 }),
      '400',
      'This crypto currency is not available',
    );
    expectError(
      await online(player, { depositChannel: 4, currency: 'USDT', depositAmount: 999 }),
      '400',
      'Deposit amount must during 1000-500000',
    );
  });

  it('shows only the player’s own orders in detail', async () => {
    const owner = await newDepositor(t.database.db);
    const other = await newDepositor(t.database.db);
    const order = expectOrder(await online(owner, { depositAmount: 300 }));
    expect(
      expectOrder(
        await depositCall(t.app, owner, '/recharge/orderDetail', { orderNo: order.orderNo }),
      ),
    ).toEqual(order);
    expectError(
      await depositCall(t.app, other, '/recharge/orderDetail', { orderNo: order.orderNo }),
      '404',
      'Order not found',
    );
    expectError(await depositCall(t.app, owner, '/recharge/orderDetail', {}), '400', /orderNo/);
  });

  it('pages the history newest first by range and status', async () => {
    const player = await newDepositor(t.database.db);
    const made: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      made.push(expectOrder(await online(player, { depositAmount: 100 + i })).orderNo);
      // Free the pending slot so the next order can be made.
      await t.database.db.execute(
        sql`update deposit_orders set status = 'failed' where order_no = ${made[i]!}`,
      );
    }
    // An order of 10 days ago: in 30 days, not in 7 days or today.
    const old = expectOrder(await online(player, { depositAmount: 400 })).orderNo;
    await t.database.db.execute(
      sql`update deposit_orders set created_at = now() - interval '10 days' where order_no = ${old}`,
    );
    const page = (body: Record<string, unknown>) =>
      depositCall(t.app, player, '/recharge/record', body);
    const first = expectOk<{ list: OrderView[]; nextCursor: string | null }>(
      await page({ range: 'today', pageSize: 2 }),
    );
    expect(first.list.map((o) => o.orderNo)).toEqual([made[2], made[1]]);
    const second = expectOk<{ list: OrderView[]; nextCursor: string | null }>(
      await page({ range: 'today', pageSize: 2, cursor: first.nextCursor }),
    );
    expect(second).toEqual({
      list: [expect.objectContaining({ orderNo: made[0] })],
      nextCursor: null,
    });
    const week = expectOk<{ list: OrderView[] }>(await page({ range: '7d' }));
    expect(week.list).toHaveLength(3);
    const month = expectOk<{ list: OrderView[] }>(await page({ range: '30d' }));
    // Newest first by order id (the cursor's key).
    expect(month.list.map((o) => o.orderNo)).toEqual([old, made[2], made[1], made[0]]);
    const pending = expectOk<{ list: OrderView[] }>(
      await page({ range: '30d', status: 'pending' }),
    );
    expect(pending.list.map((o) => o.orderNo)).toEqual([old]);
    expectError(await page({ range: 'year' }), '400', /range/);
    expectError(
      await page({ cursor: '9999999999999999999' }),
      '400',
      'Invalid cursor: expected the nextCursor of the previous page',
    );
  });

  it('answers malformed bodies with a refusal, never a system error', async () => {
    const player = await newDepositor(t.database.db);
    const paths = [
      '/recharge/createRechargeOrder',
      '/recharge/createTransferOrder',
      '/recharge/submitUtr',
      '/recharge/submitTxHash',
      '/recharge/record',
      '/recharge/orderDetail',
    ];
    const bodies: Record<string, unknown>[] = [
      { depositAmount: '500', depositMethod: 'x' },
      { depositAmount: 1e30, currency: 7, depositChannel: 4 },
      { depositAmount: 500, depositPaymentMethod: 3 },
      { orderNo: 'x'.repeat(500), utr: '１２３４５６７８９０１２' },
      { orderNo: 'R1', txHash: null, utr: 123456789012 },
      { range: null, status: 'paid', pageSize: 0, cursor: '-1' },
      { orderNo: { $ne: null } },
    ];
    for (const path of paths) {
      for (const body of bodies) {
        const answer = await depositCall(t.app, player, path, body);
        expect(answer.state, `${path} ${JSON.stringify(body)}`).toMatch(/^(200|400|404|409)$/);
      }
    }
  });

  it('expires each unpaid order exactly once with two runs at the same time', async () => {
    const player = await newDepositor(t.database.db);
    const unpaid = expectOrder(await online(player, { depositAmount: 100 })).orderNo;
    const transfer = expectOrder(
      await depositCall(t.app, player, '/recharge/createTransferOrder', { depositAmount: 1000 }),
    ).orderNo;
    const withUtr = expectOrder(
      await depositCall(t.app, player, '/recharge/createTransferOrder', { depositAmount: 1000 }),
    ).orderNo;
    expectOrder(
      await depositCall(t.app, player, '/recharge/submitUtr', { orderNo: withUtr, utr: newUtr() }),
    );
    await t.database.db.execute(
      sql`update deposit_orders set expire_at = now() - interval '1 minute' where player_id = ${player.playerId}`,
    );
    const [a, b] = await Promise.all([
      expireDepositOrders({ db: t.database.db }),
      expireDepositOrders({ db: t.database.db }),
    ]);
    expect(a + b).toBe(2);
    expect((await orderRow(t.database.db, unpaid)).status).toBe('expired');
    expect((await orderRow(t.database.db, transfer)).status).toBe('expired');
    expect((await orderRow(t.database.db, withUtr)).status).toBe('pending');
    expect(await expireDepositOrders({ db: t.database.db })).toBe(0);
    const detail = expectOrder(
      await depositCall(t.app, player, '/recharge/orderDetail', { orderNo: unpaid }),
    );
    expect(detail).toMatchObject({ status: 'expired', payUrl: null, expireTime: null });
  });
});
