import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPlayer } from '../src/modules/accounts/store';
import { createTestApp, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';

const REMOTE = '203.0.113.7';
const TOKEN = 'a-sandbox-tools-token-of-32-chars!';

/** Every sandbox tool: the platform's /dev endpoints and the gateway's operator pages. */
const tools = (playerId: number): InjectOptions[] => [
  { method: 'GET', url: '/api/dev/outbox?mobile=%2B919876500001' },
  {
    method: 'POST',
    url: '/api/dev/credit',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ playerId, amount: 50, reference: `tools-${Math.random()}` }),
  },
  { method: 'GET', url: '/psp/reconcile' },
  { method: 'GET', url: '/psp/payouts' },
  {
    method: 'POST',
    url: '/psp/payouts/PO-unknown',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'action=paid',
  },
];

/** The answer of an unknown path: the API's 404 envelope, or the gateway's 404. */
function expectUnknownPath(answer: { status: number; body: unknown }, request: InjectOptions) {
  const path = String(request.url).split('?')[0]!;
  if (path.startsWith('/api/')) {
    expect(answer.body, path).toEqual({
      state: '404',
      msg: `system: no API at ${request.method} ${path}`,
      requestId: expect.any(String),
    });
  } else {
    expect(answer.status, path).toBe(404);
    expect(answer.body, path).toEqual({
      error: 'NOT_FOUND',
      message: `No route ${request.method} ${request.url}`,
    });
  }
}

async function answerOf(app: FastifyInstance, request: InjectOptions) {
  const response = await app.inject(request);
  const isJson = String(response.headers['content-type']).includes('json');
  return {
    status: response.statusCode,
    body: isJson ? (response.json() as Record<string, unknown>) : response.body,
  };
}

describe.each(testDatabases())('sandbox tools on $kind', (target) => {
  describe('without a tools token', () => {
    let t: TestApp;
    let playerId: number;
    beforeAll(async () => {
      t = await createTestApp(target, { TRUST_PROXY: 'true' });
      playerId = (await insertPlayer(t.database.db, { isGuest: true }, (id) => `P${id}`)).id;
    });
    afterAll(() => t.close());

    it('answers a request from another host 404, like an unknown path', async () => {
      for (const request of tools(playerId)) {
        expectUnknownPath(await answerOf(t.app, { ...request, remoteAddress: REMOTE }), request);
      }
    });

    it('is not fooled by X-Forwarded-For: 127.0.0.1 from a remote socket behind TRUST_PROXY', async () => {
      for (const request of tools(playerId)) {
        const headers = { ...request.headers, 'x-forwarded-for': '127.0.0.1' };
        expectUnknownPath(
          await answerOf(t.app, { ...request, headers, remoteAddress: REMOTE }),
          request,
        );
      }
    });

    it('works from loopback (IPv4, IPv6 and IPv4-mapped)', async () => {
      for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        const outbox = await answerOf(t.app, { ...tools(playerId)[0]!, remoteAddress: address });
        expect(outbox.body).toMatchObject({ state: '200', resultData: [] });
        const credit = await answerOf(t.app, { ...tools(playerId)[1]!, remoteAddress: address });
        expect(credit.body).toMatchObject({ state: '200' });
        const page = await answerOf(t.app, { ...tools(playerId)[2]!, remoteAddress: address });
        expect(page.status).toBe(200);
        expect(page.body).toContain('UTR reconciliation');
      }
    });

    it('has no token form without a token', async () => {
      const form = await t.app.inject({ method: 'GET', url: '/psp/tools' });
      expect(form.statusCode).toBe(404);
    });
  });

  describe('with SANDBOX_TOOLS_TOKEN', () => {
    let t: TestApp;
    let playerId: number;
    beforeAll(async () => {
      t = await createTestApp(target, { SANDBOX_TOOLS_TOKEN: TOKEN });
      playerId = (await insertPlayer(t.database.db, { isGuest: true }, (id) => `P${id}`)).id;
    });
    afterAll(() => t.close());

    it('requires the token, even from loopback', async () => {
      for (const request of tools(playerId)) {
        for (const authorization of [undefined, 'Bearer wrong-token-of-thirty-two-chars!']) {
          const answer = await answerOf(t.app, {
            ...request,
            headers: { ...request.headers, ...(authorization ? { authorization } : {}) },
          });
          expectUnknownPath(answer, request);
        }
      }
    });

    it('accepts the bearer token from any address', async () => {
      const headers = { authorization: `Bearer ${TOKEN}` };
      const [outbox, credit, reconcile] = tools(playerId);
      expect(
        (await answerOf(t.app, { ...outbox!, headers, remoteAddress: REMOTE })).body,
      ).toMatchObject({ state: '200' });
      expect(
        (
          await answerOf(t.app, {
            ...credit!,
            headers: { ...credit!.headers, ...headers },
            remoteAddress: REMOTE,
          })
        ).body,
      ).toMatchObject({ state: '200', resultData: { balance: 50 } });
      const page = await answerOf(t.app, { ...reconcile!, headers, remoteAddress: REMOTE });
      expect(page.status).toBe(200);
    });

    it('lets an operator browser in through the token form and its cookie', async () => {
      const form = await t.app.inject({ method: 'GET', url: '/psp/tools?next=/psp/payouts' });
      expect(form.statusCode).toBe(200);
      expect(form.body).toContain('name="token"');
      const post = (token: string) =>
        t.app.inject({
          method: 'POST',
          url: '/psp/tools',
          remoteAddress: REMOTE,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ token, next: '/psp/payouts' }).toString(),
        });
      const wrong = await post('not-the-token-but-long-enough-0000');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.headers['set-cookie']).toBeUndefined();
      const right = await post(TOKEN);
      expect(right.statusCode).toBe(303);
      expect(right.headers.location).toBe('/psp/payouts');
      const cookie = String(right.headers['set-cookie']);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Strict/);
      const page = await t.app.inject({
        method: 'GET',
        url: '/psp/payouts',
        remoteAddress: REMOTE,
        headers: { cookie: cookie.split(';')[0]! },
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Payouts');
    });
  });
});
