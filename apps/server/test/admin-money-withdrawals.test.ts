import { createJobRuntime } from '@khel/db';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/db/query';
import { AppError } from '../src/errors';
import { createPaymentGateway } from '../src/integrations/payments';
import { loadServerSecret } from '../src/lib/secrets';
import { createAccountDirectory } from '../src/modules/wallet/accounts';
import type { WithdrawalsDeps } from '../src/modules/withdrawals';
import { registerWithdrawalJobs } from '../src/modules/withdrawals/job';
import { ACCOUNT_ENV, expectOk } from './helpers/accounts';
import { createTestApp, postApi, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';
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
 * The back office's withdrawals beyond the review queue (admin-withdrawals.test.ts): the paged
 * table, an order's payout and events, and payouts refused for good — held as payout_failed with
 * an alert, then retried or refunded once by finance, audited.
 */
describe.each(testDatabases())('back-office withdrawals on $kind', (target) => {
  let t: TestApp;
  let finance: Operator;
  let support: Operator;
  let player: WithdrawPlayer;
  let bankAccountId: string;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(target, { PORT: '0', ...ACCOUNT_ENV });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const owner = await signedInOwner(t.app, db());
    finance = await signedInOperator(owner, 'finance');
    support = await signedInOperator(owner, 'support');
    player = await withdrawPlayer(db(), { rupees: 200_000, vipLevel: 3 });
    bankAccountId = await addBank(t.app, player);
  });
  afterAll(() => t?.close());
  afterEach(() => expectLedgerClean(db()));

  const status = async (orderNo: string) =>
    (
      await queryRows<{ status: string }>(
        db(),
        sql`select status from withdrawal_orders where order_no = ${orderNo}`,
      )
    )[0]!.status;
  const auditOf = (orderNo: string) =>
    queryRows<{ action: string; before: unknown; after: unknown }>(
      db(),
      sql`select action, before, after from audit_log
        where target_type = 'withdrawal' and target_id = ${orderNo} order by id`,
    );
  const playerView = async (orderNo: string) =>
    expectOk<{ status: string }>(
      (await postApi(t.app, '/withdraw/orderDetail', player.body({ orderNo }))).body,
    );

  /** An approved order whose payout the gateway refuses for good (an account it calls invalid). */
  async function refusedPayout() {
    const applied = await withdraw(t.app, player, { amount: 21_000, bankAccountId });
    const { orderNo } = expectOk<{ orderNo: string }>(applied.body);
    await db().execute(
      sql`update withdrawal_orders set account_number = '12' where order_no = ${orderNo}`,
    );
    expect((await finance.call('/admin/withdrawals/approve', { orderNo })).state).toBe('200');
    await vi.waitFor(async () => expect(await status(orderNo)).toBe('payout_failed'), {
      timeout: 10_000,
      interval: 50,
    });
    return orderNo;
  }

  it('lists withdrawals paged, filtered and sorted, with an order’s detail; support is refused', async () => {
    const small = expectOk<{ orderNo: string }>(
      (await withdraw(t.app, player, { amount: 300, bankAccountId })).body,
    );
    const big = expectOk<{ orderNo: string }>(
      (await withdraw(t.app, player, { amount: 20_500, bankAccountId })).body,
    );
    const mine = await finance.call('/admin/withdrawals/list', {
      playerId: String(player.playerId),
      sortBy: 'amount',
      sortDesc: true,
      pageSize: 1,
    });
    expect(mine.state, mine.msg).toBe('200');
    expect(mine.resultData.list).toMatchObject([{ orderNo: big.orderNo, status: 'review' }]);
    expect(mine.resultData.total).toBeGreaterThanOrEqual(2);
    const byNo = await finance.call('/admin/withdrawals/list', { orderNo: small.orderNo });
    expect(byNo.resultData).toMatchObject({ total: 1, list: [{ amount: 300 }] });
    const detail = await finance.call('/admin/withdrawals/detail', { orderNo: small.orderNo });
    expect(detail.resultData).toMatchObject({
      order: {
        orderNo: small.orderNo,
        status: 'processing',
        bankAccount: expect.stringMatching(/^HDFC Bank ••••\d{4}$/),
      },
      payout: { gatewayPayoutId: expect.stringMatching(/^TX/), round: 1 },
      events: [{ from: null, to: 'processing', actor: 'player' }],
    });
    expect(await finance.call('/admin/withdrawals/list', { status: 'lost' })).toMatchObject({
      state: '400',
    });
    expect(await support.call('/admin/withdrawals/detail', {})).toMatchObject({ state: '403' });
    expect(await support.call('/admin/money/alerts', {})).toMatchObject({ state: '403' });
    // Decided here so later alerts count only this file's held payouts.
    await finance.call('/admin/withdrawals/reject', { orderNo: big.orderNo, reason: 'test' });
  });

  it('holds a payout the gateway refuses for good, with an alert; refund and retry race once', async () => {
    const orderNo = await refusedPayout();
    // The player still sees it on its way; the amount is still held.
    expect((await playerView(orderNo)).status).toBe('processing');
    const alerts = await finance.call('/admin/money/alerts', {});
    expect(alerts.resultData.alerts).toContainEqual(
      expect.objectContaining({
        kind: 'payout_failed',
        orderNo,
        amount: 21_000,
        reason: expect.stringMatching(/^Gateway refused the payout: /),
      }),
    );
    expect(alerts.resultData.counts.payoutFailed).toBeGreaterThanOrEqual(1);
    const before = await balanceOf(db(), player.playerId);

    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2 === 0
          ? finance.call('/admin/withdrawals/refund', { orderNo, reason: 'Account closed' })
          : finance.call('/admin/withdrawals/retryPayout', { orderNo }),
      ),
    );
    const won = answers.filter((a) => a.state === '200');
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((a) => a.state !== '200'))
      expect(lost.msg).toMatch(
        /^The order is (failed|processing|payout_failed), not a held payout$/,
      );
    const audit = await auditOf(orderNo);
    expect(audit.map((a) => a.action)).toEqual([
      'withdrawal.approve',
      won[0]!.resultData.status === 'failed' ? 'withdrawal.refund' : 'withdrawal.retryPayout',
    ]);
    expect(audit[1]).toMatchObject({ before: { status: 'payout_failed' } });
    if (won[0]!.resultData.status === 'failed') {
      expect(await balanceOf(db(), player.playerId)).toBe(before + 21_000);
      expect((await playerView(orderNo)).status).toBe('failed');
    } else {
      // Retried with the same refused account: held again by the next round's job.
      await vi.waitFor(async () => expect(await status(orderNo)).toBe('payout_failed'), {
        timeout: 10_000,
        interval: 50,
      });
      const refunded = await finance.call('/admin/withdrawals/refund', {
        orderNo,
        reason: 'Account closed',
      });
      expect(refunded.resultData).toMatchObject({
        status: 'failed',
        failureReason: 'Account closed',
      });
      expect(await balanceOf(db(), player.playerId)).toBe(before + 21_000);
    }
    expect(await finance.call('/admin/withdrawals/refund', { orderNo, reason: 'x' })).toMatchObject(
      {
        state: '409',
        msg: 'The order is failed, not a held payout',
      },
    );
  });

  it('holds a payout after the configured attempts; refuses a refund the gateway may still pay; retries it to success', async () => {
    await db().execute(
      sql`insert into app_settings (key, value) values ('withdraw', '{"payoutMaxAttempts": 2}')
        on conflict (key) do update set value = app_settings.value || '{"payoutMaxAttempts": 2}'`,
    );
    const applied = expectOk<{ orderNo: string }>(
      (await withdraw(t.app, player, { amount: 400, bankAccountId })).body,
    );
    const { orderNo } = applied;
    // The gateway took it, but as if its answer had been lost: the order looks unsent.
    await db().execute(
      sql`update withdrawal_orders set payout_requested_at = null, gateway_payout_id = null
          where order_no = ${orderNo}`,
    );
    const real = createPaymentGateway(t.app, t.config, await loadServerSecret(db(), t.config));
    const deps: WithdrawalsDeps = {
      db: db(),
      accounts: createAccountDirectory(db()),
      gateway: {
        ...real,
        createPayout: () => Promise.reject(new AppError('unavailable', 'unreachable')),
      },
      log: t.app.log,
    };
    let now = Date.now() + 31_000;
    const jobs = createJobRuntime({ db: db(), now: () => new Date(now) });
    registerWithdrawalJobs(jobs, deps);
    await jobs.tick();
    expect(await status(orderNo)).toBe('processing');
    now += 60 * 60_000;
    await jobs.tick();
    expect(await status(orderNo)).toBe('payout_failed');
    const detail = await finance.call('/admin/withdrawals/detail', { orderNo });
    expect(detail.resultData.order.failureReason).toBe(
      'The gateway could not take the payout after 2 attempts',
    );
    expect(detail.resultData.events.at(-1)).toMatchObject({
      from: 'processing',
      to: 'payout_failed',
      actor: 'system',
    });
    // The gateway has this payout in progress: refunding could pay twice.
    expect(await finance.call('/admin/withdrawals/refund', { orderNo, reason: 'x' })).toMatchObject(
      {
        state: '409',
        msg: 'The gateway has this payout as processing: wait for its answer instead of refunding',
      },
    );
    const retried = await finance.call('/admin/withdrawals/retryPayout', { orderNo });
    expect(retried.resultData).toMatchObject({ status: 'processing', failureReason: null });
    await vi.waitFor(
      async () => {
        const again = await finance.call('/admin/withdrawals/detail', { orderNo });
        expect(again.resultData.payout).toMatchObject({
          gatewayPayoutId: expect.stringMatching(/^TX/),
          requestedAt: expect.any(String),
          round: 2,
        });
      },
      { timeout: 10_000, interval: 50 },
    );
    const { gateway_payout_id: payoutId } = (
      await queryRows<{ gateway_payout_id: string }>(
        db(),
        sql`select gateway_payout_id from withdrawal_orders where order_no = ${orderNo}`,
      )
    )[0]!;
    await t.app.inject({
      method: 'POST',
      url: `/psp/payouts/${payoutId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=paid',
    });
    await vi.waitFor(async () => expect(await status(orderNo)).toBe('success'), {
      timeout: 10_000,
      interval: 50,
    });
    expect((await auditOf(orderNo)).map((a) => a.action)).toEqual(['withdrawal.retryPayout']);
  });
});
