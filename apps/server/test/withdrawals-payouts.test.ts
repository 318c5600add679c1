import { signBody } from '@khel/contract/signing';
import { createJobRuntime, jobsOverview } from '@khel/db';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/db/query';
import { createPaymentGateway, embeddedPspSecret } from '../src/integrations/payments';
import { loadServerSecret } from '../src/lib/secrets';
import { createAccountDirectory, HOUSE } from '../src/modules/wallet/accounts';
import type { WithdrawalsDeps } from '../src/modules/withdrawals';
import { registerWithdrawalJobs } from '../src/modules/withdrawals/job';
import { createTestApp, postApi, type TestApp } from './helpers/app';
import { expectOk } from './helpers/accounts';
import { testDatabases } from './helpers/databases';
import { signedInOperator, signedInOwner } from './helpers/operators';
import {
  addBank,
  balanceOf,
  expectLedgerClean,
  houseTotal,
  orderEvents,
  withdraw,
  withdrawPlayer,
  type WithdrawPlayer,
} from './helpers/withdrawals';

const FEE_INCOME = HOUSE.feeIncome;
const CLEARING = HOUSE.gateway('sandbox');

interface Order {
  orderNo: string;
  status: string;
  utr: string | null;
  failureReason: string | null;
}

describe.each(testDatabases())('withdrawal payouts on $kind', (target) => {
  let t: TestApp;
  let pspSecret: string;
  beforeAll(async () => {
    t = await createTestApp(target, { PORT: '0' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    pspSecret = embeddedPspSecret(await loadServerSecret(t.database.db, t.config), 'khel');
  });
  afterAll(() => t.close());
  afterEach(() => expectLedgerClean(t.database.db));

  const db = () => t.database.db;
  const setup = async (rupees: number, vipLevel = 0) => {
    const player = await withdrawPlayer(db(), { rupees, vipLevel });
    return { player, bankAccountId: await addBank(t.app, player) };
  };
  const detail = async (player: WithdrawPlayer, orderNo: string) =>
    expectOk<Order>((await postApi(t.app, '/withdraw/orderDetail', player.body({ orderNo }))).body);
  const orderRow = async (orderNo: string) =>
    (
      await queryRows<{
        gateway_payout_id: string | null;
        arrival_paise: string;
        payout_requested_at: Date | null;
      }>(
        db(),
        sql`select gateway_payout_id, arrival_paise::text, payout_requested_at from withdrawal_orders where order_no = ${orderNo}`,
      )
    )[0]!;

  /** The sandbox operator marks the payout paid or failed; its callback reaches the app. */
  async function settleAtGateway(
    player: WithdrawPlayer,
    orderNo: string,
    action: 'paid' | 'failed',
  ) {
    const { gateway_payout_id: payoutId } = await orderRow(orderNo);
    expect(payoutId).toMatch(/^TX\d+/);
    const page = await t.app.inject({
      method: 'POST',
      url: `/psp/payouts/${payoutId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `action=${action}`,
    });
    expect(page.statusCode).toBe(303);
    for (let i = 0; i < 100; i += 1) {
      const order = await detail(player, orderNo);
      if (order.status !== 'processing') return order;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`payout ${orderNo} was not settled by the callback`);
  }

  /** A payout callback as the gateway would sign it (or with another key). */
  const callback = async (body: Record<string, unknown>, key = pspSecret) => {
    const raw = JSON.stringify({
      type: 'payout',
      currency: 'INR',
      createdAt: new Date().toISOString(),
      finishedAt: new Date().toISOString(),
      ...body,
    });
    const timestamp = String(Math.floor(Date.now() / 1000));
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/notify',
      headers: {
        'content-type': 'application/json',
        'x-psp-merchant': 'khel',
        'x-psp-timestamp': timestamp,
        'x-psp-signature': signBody(key, timestamp, raw),
      },
      payload: raw,
    });
  };

  it('pays out: success, the balance down by the amount, the fee to fee income', async () => {
    const { player, bankAccountId } = await setup(1_000);
    const fee0 = await houseTotal(db(), FEE_INCOME);
    const clearing0 = await houseTotal(db(), CLEARING);
    const applied = expectOk<Order>(
      (await withdraw(t.app, player, { amount: 500, bankAccountId })).body,
    );
    expect(applied.status).toBe('processing');
    expect(await balanceOf(db(), player.playerId)).toBe(500);
    const order = await settleAtGateway(player, applied.orderNo, 'paid');
    expect(order).toMatchObject({ status: 'success', utr: expect.stringMatching(/^\d{12}$/) });
    expect(await balanceOf(db(), player.playerId)).toBe(500);
    expect(await houseTotal(db(), FEE_INCOME)).toBeCloseTo(fee0 + 10, 2);
    expect(await houseTotal(db(), CLEARING)).toBeCloseTo(clearing0 + 490, 2);
    expect(await houseTotal(db(), HOUSE.withdrawalsInFlight)).toBe(0);
    expect(
      (await orderEvents(db(), applied.orderNo)).map((e) => [e.from_status, e.to_status, e.actor]),
    ).toEqual([
      [null, 'processing', 'player'],
      ['processing', 'success', 'gateway'],
    ]);
  });

  it('changes nothing on duplicate, forged, or wrong-amount payout callbacks', async () => {
    const { player, bankAccountId } = await setup(1_000);
    const applied = expectOk<Order>(
      (await withdraw(t.app, player, { amount: 500, bankAccountId })).body,
    );
    const paid = await settleAtGateway(player, applied.orderNo, 'paid');
    const row = await orderRow(applied.orderNo);
    const base = {
      payoutId: row.gateway_payout_id,
      merchantPayoutId: applied.orderNo,
      amount: 490,
    };
    const fee = await houseTotal(db(), FEE_INCOME);

    const duplicate = await callback({
      ...base,
      status: 'paid',
      utr: paid.utr,
      failureReason: null,
    });
    expect([duplicate.statusCode, duplicate.json()]).toEqual([200, { ack: true }]);
    const flipped = await callback({ ...base, status: 'failed', utr: null, failureReason: 'x' });
    expect(flipped.statusCode).toBe(200);
    const forged = await callback(
      { ...base, status: 'failed', utr: null, failureReason: 'x' },
      'f'.repeat(64),
    );
    expect(forged.statusCode).toBe(401);

    expect(await detail(player, applied.orderNo)).toEqual(paid);
    expect(await balanceOf(db(), player.playerId)).toBe(500);
    expect(await houseTotal(db(), FEE_INCOME)).toBe(fee);
    expect(await orderEvents(db(), applied.orderNo)).toHaveLength(2);

    const other = await setup(1_000);
    const pending = expectOk<Order>(
      (await withdraw(t.app, other.player, { amount: 200, bankAccountId: other.bankAccountId }))
        .body,
    );
    const wrongAmount = await callback({
      payoutId: (await orderRow(pending.orderNo)).gateway_payout_id,
      merchantPayoutId: pending.orderNo,
      amount: 200,
      status: 'paid',
      utr: '123456789012',
      failureReason: null,
    });
    expect(wrongAmount.statusCode).toBe(200);
    expect((await detail(other.player, pending.orderNo)).status).toBe('processing');
    const unknown = await callback({
      ...base,
      merchantPayoutId: 'W0000000000000000',
      status: 'paid',
      utr: null,
      failureReason: null,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refunds a failed payout and gives the day its withdrawal back', async () => {
    const { player, bankAccountId } = await setup(1_000);
    const applied = expectOk<Order>(
      (await withdraw(t.app, player, { amount: 400, bankAccountId })).body,
    );
    expect(await balanceOf(db(), player.playerId)).toBe(600);
    const order = await settleAtGateway(player, applied.orderNo, 'failed');
    expect(order).toMatchObject({
      status: 'failed',
      failureReason: 'Rejected by the beneficiary bank',
    });
    expect(await balanceOf(db(), player.playerId)).toBe(1_000);
    const info = expectOk<{ remainingTimes: number; remainingLimit: number }>(
      (await postApi(t.app, '/withdraw/info', player.body())).body,
    );
    expect(info).toMatchObject({ remainingTimes: 2, remainingLimit: 20_000 });
    const records = expectOk<{ list: { type: string; amount: number }[] }>(
      (await postApi(t.app, '/user/balanceRecords', player.body({ range: 'today' }))).body,
    );
    expect(records.list.slice(0, 2).map((r) => [r.type, r.amount])).toEqual([
      ['refund', 400],
      ['withdrawal', -400],
    ]);
  });

  /** The orders among `orderNos` that have a payout job (enqueued with their move to processing). */
  const payoutJobs = async (orderNos: string[]) =>
    (
      await queryRows<{ key: string }>(
        db(),
        sql`select key from jobs where queue = 'withdrawals.payout'
            and key in (${sql.join(
              orderNos.map((n) => sql`${n}`),
              sql`, `,
            )}) order by key`,
      )
    ).map((r) => r.key);

  it('holds big withdrawals for review: finance approves one and rejects another', async () => {
    const { player, bankAccountId } = await setup(60_000, 3);
    const owner = await signedInOwner(t.app, db());
    const finance = await signedInOperator(owner, 'finance');
    const big = expectOk<Order>(
      (await withdraw(t.app, player, { amount: 25_000, bankAccountId })).body,
    );
    const bigger = expectOk<Order>(
      (await withdraw(t.app, player, { amount: 30_000, bankAccountId })).body,
    );
    expect([big.status, bigger.status]).toEqual(['review', 'review']);
    expect((await orderRow(big.orderNo)).gateway_payout_id).toBeNull();
    // No payout job until an operator approves.
    expect(await payoutJobs([big.orderNo, bigger.orderNo])).toEqual([]);
    expect(await balanceOf(db(), player.playerId)).toBe(5_000);

    const listed = await finance.call('/admin/withdrawals/list', { status: 'review' });
    expect(listed.resultData.list.map((o: Order) => o.orderNo)).toEqual(
      expect.arrayContaining([big.orderNo, bigger.orderNo]),
    );

    const approved = await finance.call('/admin/withdrawals/approve', { orderNo: big.orderNo });
    expect(approved).toMatchObject({ state: '200', resultData: { status: 'processing' } });
    // The approval's payout job sends it at once (kicked after the commit).
    await vi.waitFor(
      async () => expect((await orderRow(big.orderNo)).gateway_payout_id).toMatch(/^TX/),
      { timeout: 10_000, interval: 50 },
    );
    expect(await payoutJobs([big.orderNo, bigger.orderNo])).toEqual([big.orderNo]);
    expect(
      await finance.call('/admin/withdrawals/approve', { orderNo: big.orderNo }),
    ).toMatchObject({ state: '409' });

    expect(
      await finance.call('/admin/withdrawals/reject', { orderNo: bigger.orderNo }),
    ).toMatchObject({ state: '400' });
    const rejected = await finance.call('/admin/withdrawals/reject', {
      orderNo: bigger.orderNo,
      reason: 'Name does not match',
    });
    expect(rejected).toMatchObject({
      state: '200',
      resultData: { status: 'rejected', failureReason: 'Name does not match' },
    });
    expect(await balanceOf(db(), player.playerId)).toBe(35_000);
    expect((await orderEvents(db(), bigger.orderNo)).map((e) => [e.to_status, e.actor])).toEqual([
      ['review', 'player'],
      ['rejected', 'operator'],
    ]);

    expect((await settleAtGateway(player, big.orderNo, 'paid')).status).toBe('success');
    expect(await balanceOf(db(), player.playerId)).toBe(35_000);
  });

  it('sends a payout the gateway did not get again, once, from its payout job', async () => {
    const { player, bankAccountId } = await setup(1_000);
    const applied = expectOk<Order>(
      (await withdraw(t.app, player, { amount: 300, bankAccountId })).body,
    );
    const sent = await orderRow(applied.orderNo);
    // As if the gateway had been unreachable when the order was made.
    await db().execute(
      sql`update withdrawal_orders set payout_requested_at = null, gateway_payout_id = null
          where order_no = ${applied.orderNo}`,
    );
    const deps: WithdrawalsDeps = {
      db: db(),
      accounts: createAccountDirectory(db()),
      gateway: createPaymentGateway(t.app, t.config, await loadServerSecret(db(), t.config)),
      log: t.app.log,
    };
    const jobOf = async (orderNo: string) =>
      (
        await queryRows<{ state: string; attempts: number }>(
          db(),
          sql`select state, attempts from jobs
              where queue = 'withdrawals.payout' and key = ${orderNo}`,
        )
      )[0];
    // Another instance's runtime, with a clock the test moves: the job enqueued with the order
    // waits 30 s for the request's own attempt, then sends the payout once.
    let now = Date.now();
    const jobs = createJobRuntime({ db: db(), now: () => new Date(now) });
    registerWithdrawalJobs(jobs, deps);
    await jobs.tick();
    expect(await jobOf(applied.orderNo)).toEqual({ state: 'queued', attempts: 0 });
    expect((await orderRow(applied.orderNo)).payout_requested_at).toBeNull();
    now += 31_000;
    expect(await jobs.tick()).toBeGreaterThanOrEqual(1);
    expect(await jobs.tick()).toBe(0);
    expect(await jobOf(applied.orderNo)).toEqual({ state: 'done', attempts: 1 });
    const resent = await orderRow(applied.orderNo);
    expect(resent.gateway_payout_id).toBe(sent.gateway_payout_id);
    expect(resent.payout_requested_at).not.toBeNull();
    const overview = await jobsOverview(db());
    expect(overview.failed.filter((f) => f.queue === 'withdrawals.payout')).toEqual([]);
    expect((await settleAtGateway(player, applied.orderNo, 'paid')).status).toBe('success');
  });
});
