import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessPost } from '../src/integrations/payments';
import { createTestApp, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';
import {
  balanceOf,
  expectLedgerClean,
  newDepositor,
  payOnGateway,
  waitForStatus,
  createOrder,
} from './helpers/deposits';

/** A port nothing listens on: one the system gave out and took back. */
async function closedPort() {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The platform and its embedded sandbox gateway answer each other's calls in process (the
 * gateway's API one way, its callbacks the other): the same routes, signatures and bodies.
 */
describe.each(testDatabases())('the embedded gateway in process on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    // Not listening, and its configured port closed: any call over the network would fail.
    t = await createTestApp(target, { PORT: String(await closedPort()) });
  });
  afterAll(() => t.close());

  it('creates, pays and credits a deposit with no socket between platform and gateway', async () => {
    const player = await newDepositor(t.database.db);
    const order = await createOrder(t.app, player, 700);
    expect(order.payUrl).toContain('/psp/');
    await payOnGateway(t.app, order.payUrl!, 'pay');
    await waitForStatus(t.database.db, order.orderNo, 'success');
    expect(await balanceOf(t.database.db, player.playerId)).toBe(700);
    await expectLedgerClean(t.database.db);
  });

  it('answers a post to itself with the route’s status and body, and others over the network', async () => {
    const post = inProcessPost(t.app, t.config);
    const self = `http://127.0.0.1:${t.config.port}`;
    // The gateway's merchant API refuses an unsigned call: its own answer, not a network error.
    const refused = await post(`${self}/psp/api/orders/query`, {
      headers: { 'content-type': 'application/json' },
      body: '{}',
      timeoutMs: 5_000,
    });
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.body)).toMatchObject({ error: expect.any(String) });

    const received: string[] = [];
    const other = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push(`${request.url} ${body}`);
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"ack":true}');
      });
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = other.address() as AddressInfo;
      const answer = await post(`http://127.0.0.1:${port}/notify`, {
        headers: { 'content-type': 'application/json' },
        body: '{"n":1}',
        timeoutMs: 5_000,
      });
      expect(answer).toEqual({ status: 200, body: '{"ack":true}' });
      expect(received).toEqual(['/notify {"n":1}']);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });
});
