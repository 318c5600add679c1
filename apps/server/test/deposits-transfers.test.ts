import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from './helpers/accounts';
import { testDatabases } from './helpers/databases';
import {
  balanceOf,
  createDepositApp,
  depositCall,
  expectLedgerClean,
  expectOrder,
  newDepositor,
  newUtr,
  orderRow,
  postingsOf,
  reconcile,
  waitForStatus,
  type DepositTestApp,
  type Depositor,
  createOrder,
} from './helpers/deposits';

/** Transfer (UTR), self-service UTR and crypto deposits, confirmed by the gateway's reconciliation. */
describe.each(testDatabases())('transfer and crypto deposits on $kind', (target) => {
  let t: DepositTestApp;
  beforeAll(async () => {
    t = await createDepositApp(target);
  });
  afterAll(() => t.close());

  const transferOrder = async (who: Depositor, amount: number, method = 1) =>
    expectOrder(
      await depositCall(t.app, who, '/recharge/createTransferOrder', {
        depositAmount: amount,
        depositPaymentMethod: method,
      }),
    );
  const submitUtr = (who: Depositor, body: Record<string, unknown>) =>
    depositCall(t.app, who, '/recharge/submitUtr', body);

  it('credits a transfer once with the amount received and its transfer gift', async () => {
    const player = await newDepositor(t.database.db);
    const order = await transferOrder(player, 1000);
    const utr = newUtr();
    const submitted = expectOrder(await submitUtr(player, { orderNo: order.orderNo, utr }));
    expect(submitted).toMatchObject({ status: 'pending', utr, expireTime: null });
    // The same UTR again is harmless (the gateway is asked again, idempotently).
    expectOrder(await submitUtr(player, { orderNo: order.orderNo, utr }));
    await reconcile(t.app, utr, { received: 990 });
    await waitForStatus(t.database.db, order.orderNo, 'success');
    // 990 arrived (not the 1000 claimed) + 2 % transfer gift of it.
    expect(await balanceOf(t.database.db, player.playerId)).toBe(990 + 19.8);
    const detail = expectOrder(
      await depositCall(t.app, player, '/recharge/orderDetail', { orderNo: order.orderNo }),
    );
    expect(detail).toMatchObject({ status: 'success', amount: 990, bonusAmount: 19.8 });
    expect(await postingsOf(t.database.db, order.orderNo)).toEqual([
      `deposit:${order.orderNo}`,
      `deposit-bonus:${order.orderNo}`,
    ]);
    await expectLedgerClean(t.database.db);
  });

  it("refuses a UTR used before with 'This UTR has already been submitted'", async () => {
    const player = await newDepositor(t.database.db);
    const first = await transferOrder(player, 1000);
    const second = await transferOrder(player, 1000);
    const utr = newUtr();
    expectOrder(await submitUtr(player, { orderNo: first.orderNo, utr }));
    expectError(
      await submitUtr(player, { orderNo: second.orderNo, utr }),
      '409',
      'This UTR has already been submitted',
    );
    expectError(
      await submitUtr(player, { utr, depositAmount: 1000 }),
      '409',
      'This UTR has already been submitted',
    );
    const other = await newDepositor(t.database.db);
    expectError(
      await submitUtr(other, { utr, depositAmount: 1000 }),
      '409',
      'This UTR has already been submitted',
    );
    expectError(
      await submitUtr(player, { orderNo: first.orderNo, utr: newUtr() }),
      '409',
      /already submitted for this order/,
    );
    expectError(
      await submitUtr(player, { orderNo: second.orderNo, utr: '12345' }),
      '400',
      /UTR must be 12 digits/,
    );
    expectError(
      await submitUtr(player, { orderNo: second.orderNo, utr: '' }),
      '400',
      /Please input utr!/,
    );
    expectError(
      await submitUtr(other, { orderNo: second.orderNo, utr: newUtr() }),
      '404',
      'Order not found',
    );
  });

  it('rejects the order when the gateway cannot find the UTR, crediting nothing', async () => {
    const player = await newDepositor(t.database.db);
    const order = await transferOrder(player, 500, 2);
    const utr = newUtr();
    expectOrder(await submitUtr(player, { orderNo: order.orderNo, utr }));
    await reconcile(t.app, utr, 'not_found');
    await waitForStatus(t.database.db, order.orderNo, 'rejected');
    expect(await balanceOf(t.database.db, player.playerId)).toBe(0);
  });

  it('takes a UTR on an order the platform expired, since the player may have paid in time', async () => {
    const player = await newDepositor(t.database.db);
    const order = await transferOrder(player, 2000);
    await t.database.db.execute(
      sql`update deposit_orders set status = 'expired' where order_no = ${order.orderNo}`,
    );
    const utr = newUtr();
    expect(expectOrder(await submitUtr(player, { orderNo: order.orderNo, utr })).status).toBe(
      'pending',
    );
    await reconcile(t.app, utr, { received: 2000 });
    await waitForStatus(t.database.db, order.orderNo, 'success');
    expect(await balanceOf(t.database.db, player.playerId)).toBe(2040);
  });

  it('pays the self-service bonus for the hours the gateway took to confirm', async () => {
    const player = await newDepositor(t.database.db);
    const utr = newUtr();
    const order = expectOrder(await submitUtr(player, { utr, depositAmount: 1000 }));
    expect(order).toMatchObject({
      selfService: true,
      channel: 2,
      status: 'pending',
      utr,
      amount: 1000,
    });
    expectError(await submitUtr(player, { utr: newUtr() }), '400', 'Please input deposit amount!');
    // Submitted 13 hours ago: two full 6-hour periods → 2 %.
    await t.database.db.execute(
      sql`update deposit_orders set reference_at = now() - interval '13 hours' where order_no = ${order.orderNo}`,
    );
    await reconcile(t.app, utr, { received: 1000 });
    await waitForStatus(t.database.db, order.orderNo, 'success');
    expect(await balanceOf(t.database.db, player.playerId)).toBe(1020);
    const quick = expectOrder(await submitUtr(player, { utr: newUtr(), depositAmount: 500 }));
    await reconcile(t.app, quick.utr!, { received: 500 });
    await waitForStatus(t.database.db, quick.orderNo, 'success');
    expect((await orderRow(t.database.db, quick.orderNo)).bonusPaise).toBe(0n); // under 6 h
    expect(await balanceOf(t.database.db, player.playerId)).toBe(1520);
    await expectLedgerClean(t.database.db);
  });

  it('credits a crypto order once its transaction hash is received, with the crypto gift', async () => {
    const player = await newDepositor(t.database.db);
    const order = await createOrder(t.app, player, 1000, {
      depositChannel: 4,
      currency: 'USDT',
    });
    const hash = `0x${'AB'.repeat(32)}`;
    expectError(
      await depositCall(t.app, player, '/recharge/submitTxHash', {
        orderNo: order.orderNo,
        txHash: 'abc',
      }),
      '400',
      /64 hexadecimal/,
    );
    const submitted = expectOrder(
      await depositCall(t.app, player, '/recharge/submitTxHash', {
        orderNo: order.orderNo,
        txHash: hash,
      }),
    );
    expect(submitted.txHash).toBe(hash.toLowerCase());
    const other = await createOrder(t.app, player, 1000, {
      depositChannel: 4,
      currency: 'USDT',
    });
    expectError(
      await depositCall(t.app, player, '/recharge/submitTxHash', {
        orderNo: other.orderNo,
        txHash: hash,
      }),
      '409',
      'This transaction hash has already been submitted',
    );
    expectError(
      await depositCall(t.app, player, '/recharge/submitUtr', {
        orderNo: other.orderNo,
        utr: newUtr(),
      }),
      '400',
      'This order does not take a UTR',
    );
    await reconcile(t.app, hash.toLowerCase(), { received: 1000 });
    await waitForStatus(t.database.db, order.orderNo, 'success');
    expect(await balanceOf(t.database.db, player.playerId)).toBe(1030); // + 3 % crypto gift
    await expectLedgerClean(t.database.db);
  });
});
