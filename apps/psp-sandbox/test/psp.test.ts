import type { Database } from '@khel/db';
import { queryRows } from '@khel/db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoSettlePayouts } from '../src/payouts';
import { buildGateway, signedPost, startMerchantServer, testDatabases, waitFor } from './helpers';

let seq = 0;
const nextId = (prefix: string) => `${prefix}-${Date.now()}-${++seq}`;

describe.each(testDatabases())('psp sandbox on $kind', (target) => {
  let database: Database;
  let app: FastifyInstance;
  let merchant: Awaited<ReturnType<typeof startMerchantServer>>;

  const orderBody = (over: Record<string, unknown> = {}) => ({
    merchantOrderId: nextId('D'),
    amount: 500,
    currency: 'INR',
    method: 'UPI',
    notifyUrl: merchant.url,
    returnUrl: 'https://khel.example/pages/wallet/DepositHistory',
    customer: { id: 'p1' },
    ...over,
  });
  const createOrder = async (over: Record<string, unknown> = {}) => {
    const answer = await signedPost(app, 'orders', orderBody(over));
    expect(answer.status).toBe(200);
    return answer.body as { orderId: string; merchantOrderId: string; payUrl: string };
  };
  const submitPayForm = (orderId: string, action: 'pay' | 'fail') =>
    app.inject({
      method: 'POST',
      url: `/psp/pay/${orderId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `action=${action}&lang=en`,
    });
  const callbackFor = (key: string, value: unknown) =>
    waitFor(() => merchant.received.find((c) => c.body[key] === value));

  beforeAll(async () => {
    database = await target.create();
    merchant = await startMerchantServer();
    app = await buildGateway(database);
  });
  afterAll(async () => {
    await app.close();
    await merchant.close();
    await database.close();
  });

  it('refuses unsigned, stale, forged and unknown-merchant requests', async () => {
    const body = orderBody();
    const unsigned = await app.inject({
      method: 'POST',
      url: '/psp/api/orders',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toMatchObject({ error: 'MISSING_SIGNATURE' });
    const stale = await signedPost(app, 'orders', body, {
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    expect(stale).toMatchObject({ status: 401, body: { error: 'STALE_TIMESTAMP' } });
    const forged = await signedPost(app, 'orders', body, { secret: 'wrong' });
    expect(forged).toMatchObject({ status: 401, body: { error: 'BAD_SIGNATURE' } });
    const unknown = await signedPost(app, 'orders', body, { merchant: 'nobody' });
    expect(unknown).toMatchObject({ status: 401, body: { error: 'UNKNOWN_MERCHANT' } });
    const rows = await queryRows(database.db, sql`select 1 from psp_orders`);
    expect(rows).toHaveLength(0);
  });

  it('creates an order once per merchantOrderId and refuses a different one under it', async () => {
    const body = orderBody({ amount: 250.5 });
    const first = await signedPost(app, 'orders', body);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'created', amount: 250.5, currency: 'INR' });
    expect(first.body.payUrl).toBe(`/psp/pay/${String(first.body.orderId)}`);
    const expiresIn = Date.parse(String(first.body.expiresAt)) - Date.now();
    expect(expiresIn).toBeGreaterThan(29 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(30 * 60_000);
    const again = await signedPost(app, 'orders', body);
    expect(again.body.orderId).toBe(first.body.orderId);
    const different = await signedPost(app, 'orders', { ...body, amount: 251 });
    expect(different).toMatchObject({ status: 409, body: { error: 'ORDER_CONFLICT' } });
    // Another merchant may use the same merchantOrderId.
    const other = await signedPost(app, 'orders', body, {
      merchant: 'other',
      secret: 'other-secret',
    });
    expect(other.status).toBe(200);
    expect(other.body.orderId).not.toBe(first.body.orderId);
  });

  it('pays through the pay page: signed callback, query shows paid with a UTR', async () => {
    const order = await createOrder({ method: 'IMPS', amount: 500 });
    const pageHtml = await app.inject({ method: 'GET', url: order.payUrl });
    expect(pageHtml.statusCode).toBe(200);
    expect(pageHtml.body).toContain('IFSC');
    expect(pageHtml.body).toContain('SANDBOX');
    const submitted = await submitPayForm(order.orderId, 'pay');
    expect(submitted.statusCode).toBe(303);
    const callback = await callbackFor('orderId', order.orderId);
    expect(callback.validSignature).toBe(true);
    expect(callback.body).toMatchObject({
      merchantOrderId: order.merchantOrderId,
      amount: 500,
      currency: 'INR',
      status: 'paid',
    });
    expect(callback.body.utr).toMatch(/^\d{12}$/);
    const query = await signedPost(app, 'orders/query', { merchantOrderId: order.merchantOrderId });
    expect(query.body).toMatchObject({ status: 'paid', utr: callback.body.utr });
    // The result page returns the payer to the merchant with the outcome.
    const result = await app.inject({ method: 'GET', url: `${order.payUrl}?lang=fr` });
    expect(result.body).toContain('Paiement réussi');
    expect(result.body).toContain(`orderId=${order.orderId}`);
    expect(result.body).toContain('status=paid');
    // Paying again changes nothing and sends nothing more.
    await submitPayForm(order.orderId, 'fail');
    const again = await signedPost(app, 'orders/query', { orderId: order.orderId });
    expect(again.body.status).toBe('paid');
    expect(merchant.received.filter((c) => c.body.orderId === order.orderId)).toHaveLength(1);
  });

  it('fails through the pay page with a failed callback', async () => {
    const order = await createOrder();
    const pageHtml = await app.inject({ method: 'GET', url: `${order.payUrl}?lang=zh-CN` });
    expect(pageHtml.body).toContain('UPI ID');
    expect(pageHtml.body).toContain('支付');
    await submitPayForm(order.orderId, 'fail');
    const callback = await callbackFor('orderId', order.orderId);
    expect(callback.body).toMatchObject({ status: 'failed', utr: null, paidAt: null });
  });

  it('retries a callback the merchant answers with 500 until it is acknowledged once', async () => {
    merchant.answerNext([500, 500]);
    const order = await createOrder();
    await submitPayForm(order.orderId, 'pay');
    await waitFor(
      () => merchant.received.filter((c) => c.body.orderId === order.orderId).length >= 3,
    );
    // The merchant has answered the third; the gateway records the acknowledgement just after.
    const row = async () =>
      (
        await queryRows<{ status: string; attempts: number }>(
          database.db,
          sql`select status, attempts from psp_callbacks where event_key = ${`order:${order.orderId}`}`,
        )
      )[0];
    await waitFor(async () => (await row())?.status === 'acknowledged');
    expect(await row()).toMatchObject({ status: 'acknowledged', attempts: 3 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(merchant.received.filter((c) => c.body.orderId === order.orderId)).toHaveLength(3);
  });

  it('delivers pending callbacks after a restart', async () => {
    merchant.answerNext([500]);
    const order = await createOrder();
    await submitPayForm(order.orderId, 'pay');
    await callbackFor('orderId', order.orderId);
    await app.close();
    // While the gateway is down the callback stays pending; a new instance delivers it.
    const [pending] = await queryRows<{ status: string }>(
      database.db,
      sql`select status from psp_callbacks where event_key = ${`order:${order.orderId}`}`,
    );
    expect(pending?.status).toBe('pending');
    app = await buildGateway(database);
    await waitFor(
      () => merchant.received.filter((c) => c.body.orderId === order.orderId).length === 2,
    );
    await waitFor(async () => {
      const [row] = await queryRows<{ status: string }>(
        database.db,
        sql`select status from psp_callbacks where event_key = ${`order:${order.orderId}`}`,
      );
      return row?.status === 'acknowledged';
    });
  });

  it('expires an unpaid order and refuses to pay it', async () => {
    const order = await createOrder();
    await database.db.execute(
      sql`update psp_orders set expires_at = now() - interval '1 second' where id = ${order.orderId}`,
    );
    await submitPayForm(order.orderId, 'pay');
    const query = await signedPost(app, 'orders/query', { orderId: order.orderId });
    expect(query.body).toMatchObject({ status: 'expired', utr: null });
    const pageHtml = await app.inject({ method: 'GET', url: order.payUrl });
    expect(pageHtml.body).toContain('Order expired');
  });

  it('receives an expected UTR once, with a signed callback', async () => {
    const merchantOrderId = nextId('T');
    const utr = String(100_000_000_000 + seq);
    const expect1 = await signedPost(app, 'utr/expect', {
      merchantOrderId,
      utr,
      amount: 1000,
      method: 'IMPS',
      notifyUrl: merchant.url,
    });
    expect(expect1).toMatchObject({ status: 200, body: { status: 'pending', amount: 1000 } });
    const clash = await signedPost(app, 'utr/expect', {
      merchantOrderId: 'another',
      utr,
      amount: 1000,
      method: 'IMPS',
      notifyUrl: merchant.url,
    });
    expect(clash).toMatchObject({ status: 409, body: { error: 'UTR_CONFLICT' } });
    const listing = await app.inject({ method: 'GET', url: '/psp/reconcile' });
    expect(listing.body).toContain(utr);
    const mark = (payload: string) =>
      app.inject({
        method: 'POST',
        url: `/psp/reconcile/khel/${utr}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
    const received = await mark('action=received&amount=999.50');
    expect(received.statusCode).toBe(303);
    const callback = await callbackFor('utr', utr);
    expect(callback.validSignature).toBe(true);
    expect(callback.body).toMatchObject({
      type: 'utr',
      merchantOrderId,
      amount: 999.5,
      status: 'received',
    });
    const twice = await mark('action=received&amount=1000');
    expect(String(twice.headers.location)).toContain('error=');
    const query = await signedPost(app, 'utr/query', { utr });
    expect(query.body).toMatchObject({ status: 'received', receivedAmount: 999.5 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(merchant.received.filter((c) => c.body.utr === utr)).toHaveLength(1);
  });

  it('reconciles a crypto transfer by its transaction hash', async () => {
    const merchantOrderId = nextId('C');
    const hash = `0x${'ab'.repeat(30)}${String(seq).padStart(4, '0')}`;
    const wrong = await signedPost(app, 'utr/expect', {
      merchantOrderId,
      utr: '123456789012',
      amount: 880,
      method: 'CRYPTO',
    });
    expect(wrong).toMatchObject({ status: 400, body: { error: 'INVALID_REQUEST' } });
    const expected = await signedPost(app, 'utr/expect', {
      merchantOrderId,
      utr: hash.toUpperCase().replace('0X', '0x'),
      amount: 880,
      method: 'CRYPTO',
      notifyUrl: merchant.url,
    });
    expect(expected).toMatchObject({ status: 200, body: { utr: hash, method: 'CRYPTO' } });
    const listing = await app.inject({ method: 'GET', url: '/psp/reconcile' });
    expect(listing.body).toContain(`Tx ${hash.slice(0, 10)}`);
    const received = await app.inject({
      method: 'POST',
      url: `/psp/reconcile/khel/${hash}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=received&amount=880',
    });
    expect(received.statusCode).toBe(303);
    const callback = await callbackFor('utr', hash);
    expect(callback.body).toMatchObject({ method: 'CRYPTO', status: 'received', amount: 880 });
  });

  const payout = (id: string) => ({
    merchantPayoutId: id,
    amount: 1200,
    accountName: 'Asha Rao',
    accountNumber: '50200012345678',
    ifsc: 'hdfc0001234',
    notifyUrl: merchant.url,
  });

  it('pays and fails payouts from the payouts page with callbacks', async () => {
    const paidId = nextId('W');
    const created = await signedPost(app, 'payouts', payout(paidId));
    expect(created).toMatchObject({ status: 200, body: { status: 'processing' } });
    const again = await signedPost(app, 'payouts', payout(paidId));
    expect(again.body.payoutId).toBe(created.body.payoutId);
    const conflict = await signedPost(app, 'payouts', { ...payout(paidId), amount: 1 });
    expect(conflict).toMatchObject({ status: 409, body: { error: 'PAYOUT_CONFLICT' } });
    const failedId = nextId('W');
    const other = await signedPost(app, 'payouts', payout(failedId));
    const settle = (payoutId: unknown, action: string) =>
      app.inject({
        method: 'POST',
        url: `/psp/payouts/${String(payoutId)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `action=${action}`,
      });
    expect((await app.inject({ method: 'GET', url: '/psp/payouts' })).body).toContain(paidId);
    await settle(created.body.payoutId, 'paid');
    await settle(other.body.payoutId, 'failed');
    const paid = await callbackFor('merchantPayoutId', paidId);
    expect(paid.validSignature).toBe(true);
    expect(paid.body).toMatchObject({ type: 'payout', status: 'paid', amount: 1200 });
    expect(paid.body.utr).toMatch(/^\d{12}$/);
    const failed = await callbackFor('merchantPayoutId', failedId);
    expect(failed.body).toMatchObject({ status: 'failed', utr: null });
    const query = await signedPost(app, 'payouts/query', { merchantPayoutId: failedId });
    expect(query.body).toMatchObject({ status: 'failed' });
  });

  it('auto-settles every due payout in one pass, more than one query holds', async () => {
    const ids = Array.from({ length: 60 }, () => nextId('W'));
    for (const id of ids) {
      expect(await signedPost(app, 'payouts', payout(id))).toMatchObject({ status: 200 });
    }
    const ctx = {
      db: database.db,
      merchants: new Map(),
      publicBaseUrl: '/psp',
      orderTtlSeconds: 900,
      kick: () => {},
    };
    await autoSettlePayouts(ctx, 0);
    const rows = await queryRows<{ status: string }>(
      database.db,
      sql`select status from psp_payouts where merchant_payout_id = any(${`{${ids.join(',')}}`}::text[])`,
    );
    expect(rows.map((r) => r.status)).toEqual(ids.map(() => 'paid'));
  });

  it('refuses bad input with 400 and a clear message', async () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['orders', orderBody({ amount: 0 }), /amount/],
      ['orders', orderBody({ amount: 10.005 }), /amount .*2 decimals/],
      ['orders', orderBody({ amount: 10_000_000.01 }), /amount/],
      ['orders', orderBody({ currency: 'USD' }), /currency/],
      ['orders', orderBody({ method: 'CARD' }), /method/],
      ['orders', orderBody({ returnUrl: 'javascript:alert(1)' }), /returnUrl/],
      ['orders', { amount: 1 }, /merchantOrderId is required/],
      [
        'utr/expect',
        { merchantOrderId: 'x', utr: '12345', amount: 1, method: 'UPI' },
        /utr must be exactly 12 digits/,
      ],
      [
        'payouts',
        {
          merchantPayoutId: 'p',
          amount: 1,
          accountName: 'A',
          accountNumber: '1234567',
          ifsc: 'HDFC1234567',
        },
        /ifsc/,
      ],
      ['orders/query', {}, /orderId or merchantOrderId/],
    ];
    for (const [path, body, message] of cases) {
      const answer = await signedPost(app, path, body);
      expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.body.error).toBe('INVALID_REQUEST');
      expect(String(answer.body.message)).toMatch(message);
    }
    const notJson = await signedPost(app, 'orders', null, { raw: '{not json' });
    expect(notJson).toMatchObject({ status: 400, body: { error: 'INVALID_JSON' } });
    const missing = await signedPost(app, 'orders/query', { orderId: 'PO000' });
    expect(missing).toMatchObject({ status: 404, body: { error: 'NOT_FOUND' } });
  });
});
