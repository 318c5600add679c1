import { ENDPOINTS } from '@khel/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonBody, createTestApp, postApi, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';

describe.each(testDatabases())('API conventions on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  it('answers in the envelope with state 200 and resultData', async () => {
    const { response, body } = await postApi(t.app, '/u/gconfig', commonBody());
    expect(response.statusCode).toBe(200);
    expect(body.state).toBe('200');
    expect(body.resultData).toBeTypeOf('object');
  });

  it.each([
    ['deviceNumber', { deviceNumber: undefined }, /Invalid deviceNumber/],
    ['appId', { appId: 'abc' }, /Invalid appId/],
    ['locale', { locale: 'de' }, /Invalid locale/],
    ['appPackageName', { appPackageName: '' }, /Invalid appPackageName/],
    ['sign', { sign: 12 }, /Invalid sign/],
  ])('refuses a body with a bad %s with a clear message', async (_field, override, message) => {
    const { body } = await postApi(t.app, '/service/index', commonBody(override));
    expect(body.state).toBe('400');
    expect(body.msg).toMatch(message);
  });

  it('refuses a body for another app', async () => {
    const { body } = await postApi(t.app, '/u/gconfig', commonBody({ appId: 1 }));
    expect(body).toMatchObject({ state: '400', msg: 'Invalid appId: this app is not served here' });
  });

  it('answers a body that is not JSON with 400, not 500', async () => {
    const { response, body } = await postApi(t.app, '/u/gconfig', '{"appId": 15');
    expect(response.statusCode).toBe(200);
    expect(body).toMatchObject({
      state: '400',
      msg: 'Invalid request: the body is not valid JSON',
    });
  });

  it('answers an unknown API path with a system message the app does not toast', async () => {
    const { body } = await postApi(t.app, '/no/such/call', commonBody());
    expect(body.state).toBe('404');
    expect(body.msg).toContain('system');
  });

  it('gives every answer a request id, keeping a sane one the client sent', async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/language/languages',
      headers: { 'x-request-id': 'trace-abc_123' },
    });
    expect(given.headers['x-request-id']).toBe('trace-abc_123');
    const hostile = await t.app.inject({
      method: 'GET',
      url: '/api/language/languages',
      headers: { 'x-request-id': 'x'.repeat(200) },
    });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('turns an unexpected failure into a system error with no stack trace', async () => {
    await t.database.db.execute(sql`update app_settings set value = '42' where key = 'appName'`);
    try {
      const { response, body } = await postApi(t.app, '/u/gconfig', commonBody());
      expect(response.statusCode).toBe(200);
      expect(body.state).toBe('500');
      expect(body.msg).toBe('system error, please try again later');
      expect(response.body).not.toMatch(/at .*\.ts|stack|app_settings/);
    } finally {
      await t.database.db.execute(
        sql`update app_settings set value = '"Khel"' where key = 'appName'`,
      );
    }
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).sort()).toEqual(ENDPOINTS.map((e) => `/api${e.path}`).sort());
    expect(doc.paths['/api/sso/login']).toHaveProperty('post.requestBody');
    expect(doc.paths['/api/language/languages']).toHaveProperty('get');
    expect(doc.paths['/api/u/gconfig']).toHaveProperty('post.requestBody');
  });
});

describe.each(testDatabases())('API base path on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { API_BASE: '/v2/platform' });
  });
  afterAll(() => t.close());

  it('serves the API under the configured base only', async () => {
    const moved = await postApi(t.app, '/u/gconfig', commonBody(), '/v2/platform');
    expect(moved.body.state).toBe('200');
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/u/gconfig',
      payload: commonBody(),
    });
    expect(old.statusCode).toBe(404);
  });
});
