import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/db/query';
import { ACCOUNT_ENV } from './helpers/accounts';
import { testDatabases } from './helpers/databases';
import { createInstances, type Instances } from './helpers/instances';
import { signedInOperator, signedInOwner, type Operator } from './helpers/operators';
import {
  addBank,
  balanceOf,
  expectLedgerClean,
  withdraw,
  withdrawPlayer,
  type WithdrawPlayer,
} from './helpers/withdrawals';

/**
 * The back office's withdrawal queue (docs/architecture.md §11): finance approves or rejects
 * orders waiting for review, each decision once under concurrency, in one transaction with its
 * audit row; other roles are refused.
 */
describe.each(testDatabases())('the withdrawal review queue on $kind', (target) => {
  let t: Instances;
  let owner: Operator;
  let finance: Operator;
  let support: Operator;
  let player: WithdrawPlayer;
  let bankAccountId: string;
  const db = () => t.first.database.db;

  /** An order above the review threshold, waiting for an operator. */
  async function orderInReview() {
    const answer = await withdraw(t.first.app, player, { amount: 25_000, bankAccountId });
    const order = (answer.body as { resultData: { orderNo: string; status: string } }).resultData;
    expect(order.status).toBe('review');
    return order.orderNo;
  }

  const auditOf = (orderNo: string) =>
    queryRows<{ action: string; before: unknown; after: unknown; operator_id: string }>(
      db(),
      sql`select action, before, after, operator_id::text from audit_log
        where target_type = 'withdrawal' and target_id = ${orderNo} order by id`,
    );

  beforeAll(async () => {
    t = await createInstances(target, ACCOUNT_ENV);
    owner = await signedInOwner(t.first.app, db());
    finance = await signedInOperator(owner, 'finance');
    support = await signedInOperator(owner, 'support');
    player = await withdrawPlayer(db(), { rupees: 100_000, vipLevel: 3 });
    bankAccountId = await addBank(t.first.app, player);
  });
  afterAll(async () => t?.close());

  it('lists the orders waiting for review to finance, and refuses support', async () => {
    const orderNo = await orderInReview();
    const queue = await finance.call('/admin/withdrawals/list', { status: 'review' });
    expect(queue.state, queue.msg).toBe('200');
    expect(queue.resultData.list.map((o: { orderNo: string }) => o.orderNo)).toContain(orderNo);
    expect(await support.call('/admin/withdrawals/list', {})).toMatchObject({
      state: '403',
      msg: 'Your role does not allow this',
    });
  });

  it('decides an order once when approve and reject race over two instances, with one audit row', async () => {
    const orderNo = await orderInReview();
    const before = await balanceOf(db(), player.playerId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const app = t.apps[i % t.apps.length]!;
        const operator = Object.assign(Object.create(Object.getPrototypeOf(finance) as object), {
          ...finance,
          app,
        }) as Operator;
        return i % 2 === 0
          ? operator.call('/admin/withdrawals/approve', { orderNo })
          : operator.call('/admin/withdrawals/reject', { orderNo, reason: 'Name does not match' });
      }),
    );
    const won = answers.filter((a) => a.state === '200');
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((a) => a.state !== '200'))
      expect(lost.msg).toMatch(/^The order is (processing|rejected), not waiting for review$/);
    const audit = await auditOf(orderNo);
    expect(audit).toHaveLength(1);
    const decided = won[0]!.resultData.status as string;
    expect(audit[0]).toMatchObject({
      action: decided === 'rejected' ? 'withdrawal.reject' : 'withdrawal.approve',
      before: { status: 'review' },
    });
    // Rejected: the amount is back in the wallet; approved: it stays out.
    const after = await balanceOf(db(), player.playerId);
    expect(after - before).toBe(decided === 'rejected' ? 25_000 : 0);
    await expectLedgerClean(db());
  });

  it('approves: the payout job runs at once (not after the 30 s a player request waits)', async () => {
    const orderNo = await orderInReview();
    const approved = await finance.call('/admin/withdrawals/approve', { orderNo });
    expect(approved.resultData).toMatchObject({ orderNo, status: 'processing' });
    // Kicked after the commit: the job has made its attempt (the gateway is not listening here;
    // sending itself is withdrawals-payouts.test.ts's) well before 30 s.
    await vi.waitFor(
      async () => {
        const [job] = await queryRows<{ attempts: number; state: string }>(
          db(),
          sql`select attempts, state from jobs where queue = 'withdrawals.payout' and key = ${orderNo}`,
        );
        expect(job!.attempts).toBeGreaterThanOrEqual(1);
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(await auditOf(orderNo)).toMatchObject([
      {
        action: 'withdrawal.approve',
        before: { status: 'review' },
        after: { status: 'processing' },
      },
    ]);
  });

  it('rejects with a reason, kept in the audit log; a reason is required', async () => {
    const orderNo = await orderInReview();
    expect((await finance.call('/admin/withdrawals/reject', { orderNo, reason: ' ' })).msg).toBe(
      'Invalid reason: give a reason',
    );
    const rejected = await finance.call('/admin/withdrawals/reject', {
      orderNo,
      reason: 'Account holder name differs',
    });
    expect(rejected.resultData).toMatchObject({
      status: 'rejected',
      failureReason: 'Account holder name differs',
    });
    expect(await auditOf(orderNo)).toMatchObject([
      {
        action: 'withdrawal.reject',
        after: { status: 'rejected', reason: 'Account holder name differs' },
      },
    ]);
    await expectLedgerClean(db());
  });
});
