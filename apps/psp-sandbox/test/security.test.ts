import { createHash } from 'node:crypto';
import type { Database } from '@khel/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway, signedPost, testDatabases } from './helpers';

const [pglite] = testDatabases();

/** The CSP source that allows a page's one inline script. */
function scriptHashOf(html: string) {
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(script).toBeTruthy();
  return `'sha256-${createHash('sha256').update(script!).digest('base64')}'`;
}

/** The directives of a Content-Security-Policy header, by name. */
const directives = (header: unknown) =>
  Object.fromEntries(
    String(header ?? '')
      .split(';')
      .map((part) => {
        const [name, ...sources] = part.trim().split(/\s+/);
        return [name!, sources];
      }),
  );

describe('gateway security headers', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await pglite!.create();
    app = await buildGateway(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('lets nothing frame the pay page, runs only its own countdown, sends no referrer', async () => {
    const order = await signedPost(app, 'orders', {
      merchantOrderId: 'D-headers-1',
      amount: 100,
      currency: 'INR',
      method: 'UPI',
      returnUrl: 'https://khel.example/wallet',
      notifyUrl: 'https://khel.example/notify',
    });
    const page = await app.inject({ method: 'GET', url: String(order.body.payUrl) });
    expect(page.statusCode).toBe(200);
    const csp = directives(page.headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['script-src']).toEqual([scriptHashOf(page.body)]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('allows exactly the result page inline countdown by its hash', async () => {
    const order = await signedPost(app, 'orders', {
      merchantOrderId: 'D-headers-2',
      amount: 100,
      currency: 'INR',
      method: 'UPI',
      returnUrl: 'https://khel.example/wallet',
      notifyUrl: 'https://khel.example/notify',
    });
    await app.inject({
      method: 'POST',
      url: String(order.body.payUrl),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay&lang=en',
    });
    const page = await app.inject({ method: 'GET', url: String(order.body.payUrl) });
    expect(page.body).toContain('returning');
    expect(directives(page.headers['content-security-policy'])['script-src']).toEqual([
      scriptHashOf(page.body),
    ]);
  });

  it('guards the merchant API answers too', async () => {
    const answer = await app.inject({ method: 'POST', url: '/psp/api/orders', payload: {} });
    expect(directives(answer.headers['content-security-policy'])['default-src']).toEqual([
      "'none'",
    ]);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });
});
