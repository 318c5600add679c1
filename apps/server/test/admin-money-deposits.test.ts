import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query';
import { ACCOUNT_ENV } from './helpers/accounts';
import { testDatabases } from './helpers/databases';
import {
  balanceOf,
  createDepositApp,
  depositCall,
  expectLedgerClean,
  expectOrder,
  newDepositor,
  newUtr,
  postingsOf,
  reconcile,
  waitForStatus,
  type DepositTestApp,
  type Depositor,
} from './helpers/deposits';
import { signedInOperator, signedInOwner, type Operator } from './helpers/operators';

/**
 * The back office's deposits (docs/architecture.md §11): the paged table with filters, an order
 * with its gateway events, and the reconciliation queue — UTRs and hashes the gateway has not
 * confirmed, matched (credited once, whatever races) or rejected by finance, with audit rows.
 */
describe.each(testDatabases())('back-office deposits on $kind', (target) => {
  let t: DepositTestApp;
  let owner: Operator;
  let finance: Operator;
  let support: Operator;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createDepositApp(target, ACCOUNT_ENV);
    owner = await signedInOwner(t.app, db());
    finance = await signedInOperator(owner, 'finance');
    support = await signedInOperator(owner, 'support');
  });
  afterAll(() => t?.close());

  /** A transfer order with a UTR the gateway has not confirmed yet. */
  async function submittedTransfer(player: Depositor, amount = 1000) {
    const order = expectOrder(
      await depositCall(t.app, player, '/recharge/createTransferOrder', {
        depositAmount: amount,
        depositPaymentMethod: 1,
      }),
    );
    const utr = newUtr();
    expectOrder(
      await depositCall(t.app, player, '/recharge/submitUtr', { orderNo: order.orderNo, utr }),
    );
    return { orderNo: order.orderNo, utr };
  }

  const auditOf = (orderNo: string) =>
    queryRows<{ action: string; before: unknown; after: unknown }>(
      db(),
      sql`select action, before, after from audit_log
        where target_type = 'deposit' and target_id = ${orderNo} order by id`,
    );

  it('lists deposits with filters, paging and sorting; support is refused', async () => {
    const player = await newDepositor(db());
    const a = await submittedTransfer(player, 1000);
    const b = await submittedTransfer(player, 2000);
    const mine = await finance.call('/admin/deposits/list', {
      playerId: String(player.playerId),
      sortBy: 'amount',
      sortDesc: false,
    });
    expect(mine.state, mine.msg).toBe('200');
    expect(mine.resultData).toMatchObject({ total: 2 });
    expect(mine.resultData.list.map((o: { orderNo: string }) => o.orderNo)).toEqual([
      a.orderNo,
      b.orderNo,
    ]);
    expect(mine.resultData.list[0]).toMatchObject({
      kind: 'transfer',
      status: 'pending',
      amount: 1000,
      utr: a.utr,
    });
    const paged = await finance.call('/admin/deposits/list', {
      playerId: String(player.playerId),
      pageSize: 1,
      page: 2,
    });
    expect(paged.resultData).toMatchObject({ total: 2, list: [{ orderNo: a.orderNo }] });
    const none = await finance.call('/admin/deposits/list', {
      playerId: String(player.playerId),
      kind: 'crypto',
    });
    expect(none.resultData).toEqual({ list: [], total: 0 });
    const future = await finance.call('/admin/deposits/list', {
      orderNo: a.orderNo,
      from: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(future.resultData.total).toBe(0);
    expect(await finance.call('/admin/deposits/list', { from: 'yesterday' })).toMatchObject({
      state: '400',
      msg: 'Invalid from: expected a date and time',
    });
    expect(await support.call('/admin/deposits/list', {})).toMatchObject({ state: '403' });
    expect(await support.call('/admin/deposits/match', {})).toMatchObject({ state: '403' });
  });

  it('shows an order with its events: the UTR, then the gateway’s confirmation', async () => {
    const player = await newDepositor(db());
    const { orderNo, utr } = await submittedTransfer(player, 1000);
    await reconcile(t.app, utr, { received: 990 });
    await waitForStatus(db(), orderNo, 'success');
    const detail = await finance.call('/admin/deposits/detail', { orderNo });
    expect(detail.resultData.order).toMatchObject({ orderNo, status: 'success', credited: 990 });
    expect(detail.resultData.events).toMatchObject([
      { source: 'player', kind: 'reference', reference: utr, amount: 1000 },
      { source: 'gateway', kind: 'transfer', status: 'received', amount: 990, reference: utr },
    ]);
    expect(await finance.call('/admin/deposits/detail', { orderNo: 'T0' })).toMatchObject({
      state: '404',
    });
    // Settled by the gateway: no longer in the queue, and not for an operator to match.
    expect(await finance.call('/admin/deposits/match', { orderNo, amount: 990 })).toMatchObject({
      state: '409',
      msg: 'The order is success, not waiting for reconciliation',
    });
    // The events are append-only in the database.
    await expect(db().execute(sql`delete from deposit_events`)).rejects.toThrow();
  });

  it('matches a UTR once when twenty operators race over it, through the deposit credit path', async () => {
    const player = await newDepositor(db());
    const { orderNo, utr } = await submittedTransfer(player, 1000);
    const queue = await finance.call('/admin/deposits/reconciliation', { kind: 'transfer' });
    expect(queue.resultData.list.map((o: { orderNo: string }) => o.orderNo)).toContain(orderNo);
    const alerts = await finance.call('/admin/money/alerts', {});
    expect(alerts.resultData.counts.depositReconciliation).toBeGreaterThanOrEqual(1);

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? finance.call('/admin/deposits/match', { orderNo, amount: 990, note: 'bank statement' })
          : finance.call('/admin/deposits/reject', { orderNo, reason: 'Not on the statement' }),
      ),
    );
    const won = answers.filter((a) => a.state === '200');
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((a) => a.state !== '200'))
      expect(lost.msg).toMatch(/^The order is (success|rejected), not waiting for reconciliation$/);
    const audit = await auditOf(orderNo);
    expect(audit).toHaveLength(1);
    if (won[0]!.resultData.status === 'success') {
      expect(audit[0]).toMatchObject({
        action: 'deposit.match',
        before: { status: 'pending', amount: 1000 },
        after: { status: 'success', credited: 990, note: 'bank statement' },
      });
      // 990 + the 2 % transfer gift, posted once under the order's keys.
      expect(await balanceOf(db(), player.playerId)).toBe(990 + 19.8);
      expect(await postingsOf(db(), orderNo)).toEqual([
        `deposit:${orderNo}`,
        `deposit-bonus:${orderNo}`,
      ]);
    } else {
      expect(audit[0]).toMatchObject({
        action: 'deposit.reject',
        after: { status: 'rejected', reason: 'Not on the statement' },
      });
      expect(await balanceOf(db(), player.playerId)).toBe(0);
    }
    // The gateway confirming it afterwards credits nothing more.
    await reconcile(t.app, utr, { received: 990 });
    const detail = await finance.call('/admin/deposits/detail', { orderNo });
    expect(detail.resultData.events.map((e: { kind: string }) => e.kind)).toEqual(
      expect.arrayContaining([
        'reference',
        won[0]!.resultData.status === 'success' ? 'match' : 'reject',
      ]),
    );
    expect(await postingsOf(db(), orderNo)).toHaveLength(
      won[0]!.resultData.status === 'success' ? 2 : 0,
    );
    await expectLedgerClean(db());
  });

  it('rejects with a reason; refuses orders with nothing to reconcile and bad amounts', async () => {
    const player = await newDepositor(db());
    const { orderNo } = await submittedTransfer(player, 1500);
    expect(await finance.call('/admin/deposits/reject', { orderNo, reason: '' })).toMatchObject({
      state: '400',
      msg: 'Invalid reason: give a reason',
    });
    expect(await finance.call('/admin/deposits/match', { orderNo, amount: -5 })).toMatchObject({
      state: '400',
    });
    const rejected = await finance.call('/admin/deposits/reject', {
      orderNo,
      reason: 'UTR belongs to another merchant',
    });
    expect(rejected.resultData).toMatchObject({ status: 'rejected' });
    expect(await auditOf(orderNo)).toMatchObject([
      {
        action: 'deposit.reject',
        before: { status: 'pending' },
        after: { status: 'rejected', reason: 'UTR belongs to another merchant' },
      },
    ]);
    const noUtr = expectOrder(
      await depositCall(t.app, player, '/recharge/createTransferOrder', {
        depositAmount: 1500,
        depositPaymentMethod: 1,
      }),
    );
    expect(
      await finance.call('/admin/deposits/match', { orderNo: noUtr.orderNo, amount: 1500 }),
    ).toMatchObject({ state: '409', msg: 'The order has no UTR or hash to reconcile' });
    expect(await balanceOf(db(), player.playerId)).toBe(0);
  });
});
