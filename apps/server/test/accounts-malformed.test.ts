import { AUTH_ENDPOINTS, USER_ENDPOINTS } from '@khel/contract';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonBody, createTestApp, postApi, type Envelope, type TestApp } from './helpers/app';
import { ACCOUNT_ENV, GOOD_PASSWORD, newIp } from './helpers/accounts';
import { testDatabases } from './helpers/databases';

/** A body of the right shape for each JSON endpoint of accounts and players. */
const VALID_FIELDS: Record<string, Record<string, unknown>> = {
  '/sms/send': { mobile: '+919876511111', purpose: 'login' },
  '/sso/v2/login': { mobile: '+919876511111', verificationCode: '123456' },
  '/sso/guest': {},
  '/sso/login': { mobile: '+919876511111', password: 'x' },
  '/sso/idlogin': { userId: '12345678', password: 'x' },
  '/sso/googleLogin': { googleToken: 'a.b.c', googleId: '1' },
  '/sso/register': {
    mobile: '+919876511111',
    verificationCode: '123456',
    password: GOOD_PASSWORD,
    birthday: '1990-05-17',
  },
  '/sso/modify': { oldPassword: GOOD_PASSWORD, newPassword: 'Another-pass-1' },
  '/sso/resetPassword': {
    mobile: '+919876511111',
    verificationCode: '123456',
    newPassword: GOOD_PASSWORD,
  },
  '/sso/logout': {},
  '/threeLogin/channel': {},
  '/user/getUserInfo': {},
  '/user/reportOnline': {},
  '/user/updateInfo': {},
  '/user/bindPhone': { mobile: '+919876511111', verificationCode: '123456' },
  '/user/setWithdrawPassword': {
    mobile: '+919876511111',
    verificationCode: '123456',
    withdrawPassword: '123456',
  },
  '/user/changeWithdrawPassword': { oldWithdrawPassword: '123456', withdrawPassword: '654321' },
};

const JSON_ENDPOINTS = [...AUTH_ENDPOINTS, ...USER_ENDPOINTS].filter(
  (e): e is typeof e & { request: z.ZodObject } => e.request !== null && e.method === 'POST',
);

/** No stack trace, file name or internal detail in an answer. */
function expectNoLeak(raw: string) {
  expect(raw).not.toMatch(/\bat .+:\d+|\.ts\b|node_modules|Error:|stack|select |insert /i);
}

describe.each(testDatabases())('malformed bodies on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, ACCOUNT_ENV);
  });
  afterAll(() => t.close());

  it('knows a valid body for every JSON endpoint of accounts and players', () => {
    expect(JSON_ENDPOINTS.map((e) => e.path).sort()).toEqual(Object.keys(VALID_FIELDS).sort());
  });

  it.each(JSON_ENDPOINTS.map((e) => [e.path, e] as const))(
    '%s names the field and what it expects when a field has the wrong type or is missing',
    async (path, endpoint) => {
      const valid: Record<string, unknown> = { ...commonBody(), ...VALID_FIELDS[path] };
      // The valid body itself passes validation (whatever the endpoint then says).
      const baseline = await postApi(t.app, path, valid, { ip: newIp() });
      expect(baseline.body.msg ?? '').not.toMatch(/^Invalid /);

      const problems: string[] = [];
      const check = async (what: string, body: Record<string, unknown>, field: string) => {
        const { response, body: answer } = await postApi(t.app, path, body, { ip: newIp() });
        expectNoLeak(response.body);
        const clear = new RegExp(`^Invalid ${field}: .*\\b(expected|must|cannot|is \\d)`);
        if (answer.state !== '400' || !clear.test(answer.msg ?? '')) {
          problems.push(`${what} → ${answer.state} ${answer.msg}`);
        }
      };
      for (const [field, schema] of Object.entries(endpoint.request.shape)) {
        for (const wrong of [{ nested: true }, [1, 2], true, -1.5]) {
          if ((schema as z.ZodType).safeParse(wrong).success) continue;
          await check(`${field} = ${JSON.stringify(wrong)}`, { ...valid, [field]: wrong }, field);
        }
        if (!(schema as z.ZodType).safeParse(undefined).success) {
          const { [field]: _left, ...rest } = valid;
          await check(`${field} missing`, rest, field);
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it.each([
    ['not JSON', '{"appId": 1502,', 'Invalid request: the body is not valid JSON'],
    ['empty', '', 'Invalid request: the JSON body is empty'],
    ['null', 'null', /^Invalid appId: .*expected number/],
    ['an array', '[1, 2]', /^Invalid body: .*expected object/],
    ['a string', '"hello"', /^Invalid body: .*expected object/],
    ['a number', '42', /^Invalid body: .*expected object/],
  ])('answers a body that is %s with a clear 400', async (_case, payload, message) => {
    for (const path of ['/sso/login', '/sso/register', '/user/updateInfo', '/sms/send']) {
      const { response, body } = await postApi(t.app, path, payload);
      expect(response.statusCode).toBe(200);
      expect({ path, state: body.state }).toEqual({ path, state: '400' });
      expect(body.msg).toMatch(message);
      expectNoLeak(response.body);
    }
  });

  it.each([
    ['text/plain', /^Invalid body: .*expected object/],
    ['application/xml', /^Invalid request: send application\/json$/],
    ['application/x-www-form-urlencoded', /^Invalid request: send application\/json$/],
  ])('answers a %s body with a clear 400', async (contentType, message) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sso/login',
      headers: { 'content-type': contentType },
      payload: 'mobile=+919876511111&password=x',
    });
    const body = response.json() as Envelope;
    expect(body).toEqual({
      state: '400',
      msg: expect.stringMatching(message),
      requestId: expect.any(String),
    });
  });

  it('refuses a __proto__ or constructor key without a system error', async () => {
    for (const payload of [
      '{"__proto__": {"isAdmin": true}, "appId": 1502}',
      '{"constructor": {"prototype": {"isAdmin": true}}, "appId": 1502}',
    ]) {
      const { response, body } = await postApi(t.app, '/sso/login', payload);
      expect(body.state).toBe('400');
      expectNoLeak(response.body);
    }
  });

  it('refuses a body over 256 KB with 413', async () => {
    const { body } = await postApi(
      t.app,
      '/sso/login',
      commonBody({ mobile: '+919876511111', password: 'x'.repeat(300_000) }),
    );
    expect(body).toEqual({ state: '413', msg: 'Request too large', requestId: expect.any(String) });
  });

  it('answers a GET on a POST endpoint with a 404 envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/sso/login' });
    const body = response.json() as Envelope;
    expect(body).toEqual({
      state: '404',
      msg: 'system: no API at GET /api/sso/login',
      requestId: expect.any(String),
    });
  });
});
