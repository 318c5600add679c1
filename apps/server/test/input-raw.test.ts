import { signBody } from '@khel/contract/signing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonBody, postApi } from './helpers/app';
import { testDatabases } from './helpers/databases';
import {
  createDepositApp,
  paidCallback,
  postCallback,
  type DepositTestApp,
} from './helpers/deposits';
import { addProvider, fundedPlayer, openSession, type TestProvider } from './helpers/provider';

/**
 * What reaches the services outside the player API's schemas — path parameters, query strings,
 * signed provider and gateway bodies — answers cleanly too: refused with a clear message, never
 * a 500, and never with the bad value passed on to SQL.
 */

describe.each(testDatabases())('input outside the player API on $kind', (target) => {
  let t: DepositTestApp;
  let provider: TestProvider;
  let sessionId: string;
  beforeAll(async () => {
    t = await createDepositApp(target);
    provider = await addProvider(t.database.db);
    const playerId = await fundedPlayer(t.database.db, 100);
    sessionId = await openSession(t.app, t.database.db, provider, playerId);
  });
  afterAll(() => t.close());

  const signed = (raw: string, action: string, code = provider.code) => {
    const timestamp = String(Math.floor(Date.now() / 1000));
    return t.app.inject({
      method: 'POST',
      url: `/api/provider/${code}/${action}`,
      headers: {
        'content-type': 'application/json',
        'x-khel-timestamp': timestamp,
        'x-khel-signature': signBody(provider.secret, timestamp, raw),
      },
      payload: raw,
    });
  };

  it('refuses NUL in a provider code in the path before looking it up', async () => {
    const response = await signed('{"sessionId":"x"}', 'balance', 'p%00x');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      state: '400',
      msg: 'Invalid providerCode: must not contain NUL characters or unpaired surrogates',
    });
  });

  it.each([
    ['transactionId', { transactionId: 'tx\u0000' }],
    ['roundId', { roundId: '\uD800r' }],
    ['gameCode', { gameCode: 'dice\u0000' }],
  ])('refuses a bad %s in a signed bet, naming it', async (field, change) => {
    const body = { sessionId, transactionId: 'tx-1', roundId: 'r-1', amount: 1, ...change };
    const response = await signed(JSON.stringify(body), 'bet');
    expect(response.json()).toEqual({
      state: 'INVALID_REQUEST',
      msg: `The body does not match the API: Invalid ${field}: must not contain NUL characters or unpaired surrogates`,
    });
  });

  it.each(['1e308', '-0', '1e-7', '"1e3"', '"NaN"', '-1', '10000000.01'])(
    'refuses the stake %s',
    async (amount) => {
      const raw = `{"sessionId":"${sessionId}","transactionId":"tx-2","roundId":"r-2","amount":${amount}}`;
      const answer = (await signed(raw, 'bet')).json() as { state: string; msg: string };
      expect(answer.state).toBe('INVALID_REQUEST');
      expect(answer.msg).toMatch(/^The body does not match the API: Invalid amount: /);
    },
  );

  it('refuses a signed callback whose order id holds NUL, without a 500', async () => {
    const response = await postCallback(t, paidCallback('R\u00001', 500));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'malformed', message: 'Unexpected callback body' });
  });

  it('refuses a signed callback whose time is not a date', async () => {
    const response = await postCallback(t, {
      ...paidCallback('R2611010000000001', 500),
      paidAt: 'yesterday',
    });
    expect(response.statusCode).toBe(400);
  });

  it.each([
    ['GET', '/psp/pay/%00'],
    ['POST', '/psp/payouts/%00'],
    ['GET', '/psp/reconcile?ok=%00'],
    ['GET', '/api/dev/outbox?mobile=%00'],
  ])('refuses NUL in %s %s with 400, not 500', async (method, url) => {
    const response = await t.app.inject({ method: method as 'GET' | 'POST', url });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toMatch(/"state":"500"|INTERNAL_ERROR/);
    expect(response.body).toMatch(/must not contain NUL characters or unpaired surrogates/);
  });

  it('refuses eventData nested 7,000 levels deep with 400, not 500', async () => {
    const deep = `{"a":${'['.repeat(7_000)}${']'.repeat(7_000)}}`;
    const raw = JSON.stringify(commonBody({ eventName: 'install' })).replace(
      /}$/,
      `,"eventData":${deep}}`,
    );
    const { body } = await postApi(t.app, '/u/transferEventUpload', raw);
    expect(body).toMatchObject({ state: '400', msg: expect.stringMatching(/^Invalid eventData/) });
  });

  it('refuses a 19-digit cursor beyond bigint with 400, not 500', async () => {
    const { body } = await postApi(
      t.app,
      '/user/balanceRecords',
      commonBody({ cursor: '9999999999999999999', sign: 'x', uid: '1' }),
    );
    expect(body).toMatchObject({
      state: '400',
      msg: 'Invalid cursor: expected the nextCursor of the previous page',
    });
  });
});
