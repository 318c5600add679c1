import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/query';
import { expireDepositOrders } from '../src/modules/deposits/expire-orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk } from './helpers/accounts';
import { testDatabases } from './helpers/databases';
import {
  balanceOf,
  createDepositApp,
  depositCall,
  expectLedgerClean,
  expectOrder,
  newDepositor,
  orderRow,
  paidCallback,
  payOnGateway,
  postCallback,
  postingsOf,
  waitForStatus,
  type DepositTestApp,
  type Depositor,
  createOrder as createDepositOrder,
} from './helpers/deposits';

/** The online deposit's money path: the gateway's signed callback, and everything a forger tries. */
describe.each(testDatabases())('deposit callbacks on $kind', (target) => {
  let t: DepositTestApp;
  beforeAll(async () => {
    t = await createDepositApp(target);
  });
  afterAll(() => t.close());

  const createOrder = (who: Depositor, amount: number, extra: Record<string, unknown> = {}) =>
    createDepositOrder(t.app, who, amount, { depositMethod: 1, ...extra });

  it('credits 500 once when the payer pays on the gateway page, with a deposit record', async () => {
    const player = await newDepositor(t.database.db);
    const order = await createOrder(player, 500);
    await payOnGateway(t.app, order.payUrl!, 'pay');
    await waitForStatus(t.database.db, order.orderNo, 'success');
    expect(await balanceOf(t.database.db, player.playerId)).toBe(500);
    const detail = expectOrder(
      await depositCall(t.app, player, '/recharge/orderDetail', { orderNo: order.orderNo }),
    );
    expect(detail).toMatchObject({
      status: 'success',
      amount: 500,
      payUrl: null,
      utr: expect.stringMatching(/^\d{12}$/),
    });
    expect(detail.successTime).not.toBeNull();
    const records = expectOk<{ list: { type: string; amount: number; detail: string }[] }>(
      await depositCall(t.app, player, '/user/balanceRecords', { range: 'today' }),
    );
    expect(records.list).toEqual([
      expect.objectContaining({ type: 'deposit', amount: 500, detail: order.orderNo }),
    ]);
    await expectLedgerClean(t.database.db);
  });

  it('leaves the balance unchanged and the order failed when the payer fails', async () => {
    const player = await newDepositor(t.database.db);
    const order = await createOrder(player, 300);
    await payOnGateway(t.app, order.payUrl!, 'fail');
    await waitForStatus(t.database.db, order.orderNo, 'failed');
    expect(await balanceOf(t.database.db, player.playerId)).toBe(0);
  });

  it('pays the bonus event (first-deposit bonus, then the gift) as deposit_bonus records', async () => {
    const player = await newDepositor(t.database.db);
    // The bonus event pays players with a bound phone (promotions README).
    await t.database.db.execute(
      sql`update players set phone = ${`+92301${String(player.playerId).slice(-7)}`}, is_guest = false
          where id = ${player.playerId}`,
    );
    const order = await createOrder(player, 1000, { bonusEvent: true });
    await payOnGateway(t.app, order.payUrl!, 'pay');
    await waitForStatus(t.database.db, order.orderNo, 'success');
    // Demo first-deposit campaign: 100 % up to Rs 2,000, bonus plus capital wagered 5 times.
    expect(await balanceOf(t.database.db, player.playerId)).toBe(2000);
    const second = await createOrder(player, 1000, { bonusEvent: true });
    await payOnGateway(t.app, second.payUrl!, 'pay');
    await waitForStatus(t.database.db, second.orderNo, 'success');
    // Demo gift campaign: 5 % of every later deposit in the event.
    expect(await balanceOf(t.database.db, player.playerId)).toBe(3050);
    const records = expectOk<{ list: { type: string; amount: number; detail: string }[] }>(
      await depositCall(t.app, player, '/user/balanceRecords', { range: 'today' }),
    );
    expect(records.list.map((r) => [r.type, r.amount])).toEqual([
      ['deposit_bonus', 50],
      ['deposit', 1000],
      ['deposit_bonus', 1000],
      ['deposit', 1000],
    ]);
    const bonusOnly = expectOk<{ list: unknown[] }>(
      await depositCall(t.app, player, '/user/balanceRecords', {
        range: 'today',
        type: 'deposit_bonus',
      }),
    );
    expect(bonusOnly.list).toHaveLength(2);
    expect(
      expectOrder(
        await depositCall(t.app, player, '/recharge/orderDetail', { orderNo: order.orderNo }),
      ).bonusAmount,
    ).toBe(1000);
    // Wagering: deposits × 1, (1000 + 1000) × 5 for the first-deposit bonus, 50 × 1 for the gift.
    const rows = await queryRows(
      t.database.db,
      sql`select wager_remaining_paise::text as w from ledger_accounts where player_id = ${player.playerId}`,
    );
    expect(rows).toEqual([{ w: String((1000 + 2000 * 5 + 1000 + 50) * 100) }]);
    await expectLedgerClean(t.database.db);
  });

  it('refuses a forged signature and a stale timestamp with nothing written', async () => {
    const player = await newDepositor(t.database.db);
    const order = await createOrder(player, 700);
    const forged = await postCallback(t, paidCallback(order.orderNo, 700), { key: 'f'.repeat(64) });
    expect(forged.statusCode).toBe(401);
    const stale = await postCallback(t, paidCallback(order.orderNo, 700), {
      at: Math.floor(Date.now() / 1000) - 301,
    });
    expect(stale.statusCode).toBe(401);
    const garbage = await postCallback(t, 'not json');
    expect(garbage.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/notify',
      payload: JSON.stringify(paidCallback(order.orderNo, 700)),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(401);
    expect(
      (await postCallback(t, paidCallback(order.orderNo, 700), { gateway: 'other' })).statusCode,
    ).toBe(404);
    expect((await orderRow(t.database.db, order.orderNo)).status).toBe('pending');
    expect(await balanceOf(t.database.db, player.playerId)).toBe(0);
  });

  it('does not acknowledge a callback for an unknown order', async () => {
    const response = await postCallback(t, paidCallback('R2611010000000000', 500));
    expect(response.statusCode).toBe(404);
    expect(response.json()).not.toEqual({ ack: true });
  });

  it('acknowledges a replayed callback and credits once', async () => {
    const player = await newDepositor(t.database.db);
    const order = await createOrder(player, 800);
    const body = paidCallback(order.orderNo, 800);
    for (let i = 0; i < 3; i += 1) {
      const response = await postCallback(t, body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ack: true });
    }
    expect(await balanceOf(t.database.db, player.playerId)).toBe(800);
    expect(await postingsOf(t.database.db, order.orderNo)).toEqual([`deposit:${order.orderNo}`]);
  });

  it('credits once under 50 concurrent duplicate callbacks', async () => {
    const player = await newDepositor(t.database.db);
    const order = await createOrder(player, 1234.5);
    const body = paidCallback(order.orderNo, 1234.5);
    const answers = await Promise.all(Array.from({ length: 50 }, () => postCallback(t, body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    expect(await balanceOf(t.database.db, player.playerId)).toBe(1234.5);
    expect(await postingsOf(t.database.db, order.orderNo)).toEqual([`deposit:${order.orderNo}`]);
    await expectLedgerClean(t.database.db);
  });

  it('credits nothing on an amount mismatch, flags the order and still acknowledges', async () => {
    const player = await newDepositor(t.database.db);
    const order = await createOrder(player, 600);
    const response = await postCallback(t, paidCallback(order.orderNo, 6000));
    expect(response.json()).toEqual({ ack: true });
    const row = await orderRow(t.database.db, order.orderNo);
    expect(row).toMatchObject({ status: 'pending', reviewReason: 'amount_mismatch' });
    expect(await balanceOf(t.database.db, player.playerId)).toBe(0);
    // Under review, it is not expired behind the operator's back.
    await t.database.db.execute(
      sql`update deposit_orders set expire_at = now() - interval '1 hour' where id = ${row.id}`,
    );
    await expireDepositOrders({ db: t.database.db });
    expect((await orderRow(t.database.db, order.orderNo)).status).toBe('pending');
  });

  it('credits an order paid after the platform expired it, and notes it', async () => {
    const player = await newDepositor(t.database.db);
    const order = await createOrder(player, 900);
    await t.database.db.execute(
      sql`update deposit_orders set status = 'expired' where order_no = ${order.orderNo}`,
    );
    expect((await postCallback(t, paidCallback(order.orderNo, 900))).json()).toEqual({ ack: true });
    const row = await orderRow(t.database.db, order.orderNo);
    expect(row).toMatchObject({ status: 'success', note: 'paid after the order was expired' });
    expect(await balanceOf(t.database.db, player.playerId)).toBe(900);
    await expectLedgerClean(t.database.db);
  });

  it("moves only a pending order to failed on a 'failed' callback", async () => {
    const player = await newDepositor(t.database.db);
    const order = await createOrder(player, 150);
    const failed = { ...paidCallback(order.orderNo, 150), status: 'failed' };
    expect((await postCallback(t, failed)).json()).toEqual({ ack: true });
    expect((await orderRow(t.database.db, order.orderNo)).status).toBe('failed');
    const paid = await createOrder(player, 160);
    await postCallback(t, paidCallback(paid.orderNo, 160));
    await postCallback(t, { ...paidCallback(paid.orderNo, 160), status: 'failed' });
    expect((await orderRow(t.database.db, paid.orderNo)).status).toBe('success');
    expect(await balanceOf(t.database.db, player.playerId)).toBe(160);
  });
});
