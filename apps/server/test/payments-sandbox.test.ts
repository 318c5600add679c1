import { signBody } from '@khel/contract/signing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentGateway, embeddedPspSecret } from '../src/integrations/payments';
import { GatewayCallbackError, type PaymentGateway } from '../src/integrations/payments/types';
import { loadServerSecret } from '../src/lib/secrets';
import { createTestApp, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';

/** The platform's gateway adapter against the embedded sandbox gateway, over real HTTP. */
describe.each(testDatabases())('sandbox payment gateway on $kind', (target) => {
  let t: TestApp;
  let gateway: PaymentGateway;
  let secret: string;
  let seq = 0;
  const nextId = (prefix: string) => `${prefix}${Date.now()}${seq++}`;

  beforeAll(async () => {
    t = await createTestApp(target, { PORT: '0' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    gateway = createPaymentGateway(
      t.app,
      t.config,
      await loadServerSecret(t.database.db, t.config),
    );
    secret = embeddedPspSecret(await loadServerSecret(t.database.db, t.config), 'khel');
  });
  afterAll(() => t.close());

  const signed = (body: object, options: { at?: number; key?: string; merchant?: string } = {}) => {
    const raw = JSON.stringify(body);
    const timestamp = String(options.at ?? Math.floor(Date.now() / 1000));
    return {
      raw,
      headers: {
        'x-psp-merchant': options.merchant ?? 'khel',
        'x-psp-timestamp': timestamp,
        'x-psp-signature': signBody(options.key ?? secret, timestamp, raw),
      },
    };
  };

  it('creates a payment with a pay page and finds it again by the platform order number', async () => {
    const merchantOrderId = nextId('R');
    const created = await gateway.createPayment({
      merchantOrderId,
      amountPaise: 50_050n,
      method: 'UPI',
      returnUrl: 'http://localhost/?depositOrder=' + merchantOrderId,
      customer: { id: '7' },
    });
    expect(created.payUrl).toMatch(/^\/psp\/pay\/PO\d+/);
    expect(created.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
    const page = await t.app.inject({ method: 'GET', url: created.payUrl });
    expect(page.body).toContain('500.50');
    expect(await gateway.queryPayment(merchantOrderId)).toMatchObject({
      gatewayOrderId: created.gatewayOrderId,
      status: 'created',
      amountPaise: 50_050n,
    });
    expect(await gateway.queryPayment('R-never-made')).toBeNull();
  });

  it('registers a UTR and a crypto hash for reconciliation, and refuses a UTR used twice', async () => {
    const utr = String(200_000_000_000 + seq);
    expect(
      await gateway.expectTransfer({
        merchantOrderId: nextId('T'),
        reference: utr,
        amountPaise: 100_000n,
        method: 'IMPS',
      }),
    ).toMatchObject({ reference: utr, status: 'pending', receivedAmountPaise: null });
    await expect(
      gateway.expectTransfer({
        merchantOrderId: nextId('T'),
        reference: utr,
        amountPaise: 100_000n,
        method: 'IMPS',
      }),
    ).rejects.toThrow('This UTR has already been submitted');
    const hash = 'c0ffee'.padEnd(64, '0');
    const crypto = await gateway.expectTransfer({
      merchantOrderId: nextId('C'),
      reference: hash,
      amountPaise: 88_000n,
      method: 'CRYPTO',
    });
    expect(crypto.status).toBe('pending');
    expect(await gateway.queryTransfer(hash)).toMatchObject({ reference: hash });
  });

  it('sends payouts and reads them back', async () => {
    const merchantPayoutId = nextId('W');
    const payout = await gateway.createPayout({
      merchantPayoutId,
      amountPaise: 25_000n,
      accountName: 'Asha Rao',
      accountNumber: '123456789012',
      ifsc: 'HDFC0001234',
    });
    expect(payout).toMatchObject({ status: 'processing', amountPaise: 25_000n });
    expect(await gateway.queryPayout(merchantPayoutId)).toMatchObject({
      gatewayPayoutId: payout.gatewayPayoutId,
    });
  });

  it('parses a signed callback into an event', () => {
    const { raw, headers } = signed({
      type: 'order',
      orderId: 'PO1',
      merchantOrderId: 'R1',
      amount: 500,
      currency: 'INR',
      method: 'UPI',
      status: 'paid',
      utr: '123456789012',
      paidAt: '2026-11-21T10:00:00.000Z',
    });
    expect(gateway.parseCallback(headers, raw)).toEqual({
      type: 'order',
      gatewayOrderId: 'PO1',
      merchantOrderId: 'R1',
      status: 'paid',
      amountPaise: 50_000n,
      utr: '123456789012',
      at: new Date('2026-11-21T10:00:00.000Z'),
    });
    const notFound = signed({
      type: 'utr',
      utr: '123456789012',
      merchantOrderId: 'T1',
      amount: 0,
      claimedAmount: 1000,
      method: 'IMPS',
      status: 'not_found',
      receivedAt: null,
    });
    expect(gateway.parseCallback(notFound.headers, notFound.raw)).toMatchObject({
      type: 'transfer',
      status: 'not_found',
      amountPaise: null,
    });
  });

  it('refuses forged, stale, foreign and malformed callbacks', () => {
    const body = { type: 'order', orderId: 'PO1', merchantOrderId: 'R1', amount: 500 };
    const reason = (headers: Record<string, string>, raw: string) => {
      try {
        gateway.parseCallback(headers, raw);
        return 'accepted';
      } catch (error) {
        return error instanceof GatewayCallbackError ? error.reason : 'crashed';
      }
    };
    const forged = signed(body, { key: 'not-the-secret' });
    expect(reason(forged.headers, forged.raw)).toBe('bad_signature');
    const good = signed(body);
    expect(reason(good.headers, good.raw.replace('500', '5000'))).toBe('bad_signature');
    const stale = signed(body, { at: Math.floor(Date.now() / 1000) - 301 });
    expect(reason(stale.headers, stale.raw)).toBe('stale');
    const foreign = signed(body, { merchant: 'other' });
    expect(reason(foreign.headers, foreign.raw)).toBe('unknown_merchant');
    expect(reason(good.headers, good.raw)).toBe('malformed');
    const notJson = signed({});
    const raw = 'not json';
    const headers = {
      ...notJson.headers,
      'x-psp-signature': signBody(secret, notJson.headers['x-psp-timestamp'], raw),
    };
    expect(reason(headers, raw)).toBe('malformed');
  });
});
