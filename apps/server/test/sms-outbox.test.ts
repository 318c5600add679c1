import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/db/query';
import { SMS_MAX_ATTEMPTS, deliverDueSms, pruneSmsOutbox } from '../src/integrations/sms/outbox';
import type { SmsMessage, SmsSender } from '../src/integrations/sms/types';
import { insertPlayer } from '../src/modules/accounts/store';
import { commonBody, createTestApp, postApi, type TestApp } from './helpers/app';
import {
  ACCOUNT_ENV,
  ADULT_BIRTHDAY,
  CONSENT,
  GOOD_PASSWORD,
  ageOtpCodes,
  expectOk,
  newIndianPhone,
  newIp,
  otpLogin,
  passwordLogin,
  sendCode,
} from './helpers/accounts';
import { testDatabases } from './helpers/databases';

const PRODUCTION = {
  OTP_DAILY_LIMIT_IP: ACCOUNT_ENV.OTP_DAILY_LIMIT_IP,
  APP_MODE: 'production',
  LICENCE_JURISDICTION: 'Test Gaming Authority',
  LICENCE_NUMBER: 'TGA-0001',
  JURISDICTION_RULES: JSON.stringify({
    countries: [
      { country: 'PK', phonePrefix: '+92' },
      { country: 'IN', phonePrefix: '+91' },
    ],
  }),
  SECRET_KEY: 'a-production-secret-of-at-least-32-characters',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'https://sms.example.test/send',
  PSP_EMBEDDED: 'false',
  PSP_URL: 'https://psp.example.test/psp',
  PSP_SECRET: 'a-production-psp-secret',
};

/** An SMS provider the test steers: working, failing, or holding every call until released. */
function fakeProvider() {
  const provider = {
    calls: [] as SmsMessage[],
    delivered: [] as SmsMessage[],
    failing: false,
    hold: null as Promise<void> | null,
    sender: {
      name: 'fake',
      async send(message) {
        provider.calls.push(message);
        if (provider.hold) await provider.hold;
        if (provider.failing) throw new Error('connect ECONNREFUSED 10.0.0.9:443');
        provider.delivered.push(message);
      },
    } satisfies SmsSender,
    codeFor(phone: string) {
      const message = provider.delivered.findLast((m) => m.phone === phone);
      return /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
    },
  };
  return provider;
}

const quietLog = () => ({ warn: vi.fn(), error: vi.fn() });

/** Everything of an answer a client could compare, but the request id. */
const visible = (response: {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}) => {
  const { 'x-request-id': _id, date: _date, ...headers } = response.headers;
  return { status: response.statusCode, headers, body: response.body };
};

describe.each(testDatabases())('SMS off the request path on $kind', (target) => {
  let t: TestApp;
  const provider = fakeProvider();
  const log = quietLog();
  const deliver = () =>
    deliverDueSms({ db: t.database.db, sender: provider.sender, log, keepText: false });
  const outboxOf = (phone: string) =>
    queryRows<{ status: string; attempts: number; body: string; last_error: string | null }>(
      t.database.db,
      sql`select status, attempts, body, last_error from sms_outbox where phone = ${phone}
          order by id`,
    );
  const registeredPhone = async () => {
    const phone = newIndianPhone();
    await insertPlayer(t.database.db, { phone, isGuest: false }, (id) => `P${id}`);
    return phone;
  };

  beforeAll(async () => {
    // No delivery loop: the test runs deliveries itself, so "not yet called" is certain.
    t = await createTestApp(target, PRODUCTION, {
      integrations: { sms: provider.sender, smsDelivery: 'manual' },
    });
  });
  afterAll(() => t.close());

  it('answers a reset for a registered and an unknown number alike, before the provider is called', async () => {
    provider.failing = true;
    const registered = await registeredPhone();
    const unknown = newIndianPhone();
    const first = await sendCode(t.app, registered, 'reset', { ip: newIp() });
    const second = await sendCode(t.app, unknown, 'reset', { ip: newIp() });
    expect(provider.calls).toEqual([]);
    expect(visible(first.response)).toEqual(visible(second.response));
    expect(first.body).toEqual({ state: '200', resultData: { resendAfterSeconds: 60 } });

    // The throttle counts both alike: a second request within 60 s is refused for either.
    const again = [
      await sendCode(t.app, registered, 'reset', { ip: newIp() }),
      await sendCode(t.app, unknown, 'reset', { ip: newIp() }),
    ];
    expect(again[0]!.body.msg).toMatch(/^Please wait \d+ seconds/);
    expect({ ...again[0]!.body, requestId: '' }).toEqual({ ...again[1]!.body, requestId: '' });

    // The failing provider is logged and retried later, never shown to anyone.
    expect(await deliver()).toBeGreaterThanOrEqual(1);
    expect(provider.calls.map((m) => m.phone)).toContain(registered);
    expect(provider.calls.map((m) => m.phone)).not.toContain(unknown);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ attempts: 1, gaveUp: false }),
      'SMS not delivered, will retry',
    );
    expect(await outboxOf(registered)).toMatchObject([
      { status: 'pending', attempts: 1, last_error: 'connect ECONNREFUSED 10.0.0.9:443' },
    ]);
    expect(await outboxOf(unknown)).toEqual([]);

    // Once the backoff has passed and the provider is back, the code arrives and works.
    provider.failing = false;
    await deliver();
    expect(provider.codeFor(registered)).toBeUndefined();
    await t.database.db.execute(
      sql`update sms_outbox set next_attempt_at = now() where phone = ${registered}`,
    );
    await deliver();
    const code = provider.codeFor(registered)!;
    expect(code).toMatch(/^\d{6}$/);
    expect(await outboxOf(registered)).toMatchObject([{ status: 'sent', attempts: 2, body: '' }]);
    const reset = await postApi(
      t.app,
      '/sso/resetPassword',
      commonBody({ mobile: registered, verificationCode: code, newPassword: GOOD_PASSWORD }),
    );
    expect(reset.body).toMatchObject({ state: '200' });
    expect((await passwordLogin(t.app, registered, GOOD_PASSWORD, newIp())).body.state).toBe('200');
  });

  it('answers register and login alike whatever the number, and the delivered codes work', async () => {
    const registered = await registeredPhone();
    const fresh = newIndianPhone();
    const answers = [];
    for (const phone of [registered, fresh]) {
      for (const purpose of ['register', 'login'] as const) {
        answers.push(visible((await sendCode(t.app, phone, purpose, { ip: newIp() })).response));
        await ageOtpCodes(t.database.db, phone, 61);
      }
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(provider.calls.filter((m) => [registered, fresh].includes(m.phone))).toEqual([]);
    await deliver();
    // The fresh number's newest message carries its login code; logging in by OTP registers it.
    const code = provider.codeFor(fresh)!;
    expect(expectOk((await otpLogin(t.app, fresh, code, CONSENT)).body)).toMatchObject({
      newUserFlag: 1,
    });

    // A registration code, delivered by the loop's work, registers a number.
    const third = newIndianPhone();
    await sendCode(t.app, third, 'register', { ip: newIp() });
    await deliver();
    const registration = await postApi(
      t.app,
      '/sso/register',
      commonBody({
        mobile: third,
        verificationCode: provider.codeFor(third)!,
        password: GOOD_PASSWORD,
        birthday: ADULT_BIRTHDAY,
        ...CONSENT,
      }),
    );
    expect(expectOk(registration.body)).toMatchObject({ newUserFlag: 1 });
  });

  it('gives up after its attempts, and never sends a code past its life', async () => {
    provider.failing = true;
    const gaveUp = await registeredPhone();
    await sendCode(t.app, gaveUp, 'reset', { ip: newIp() });
    for (let attempt = 1; attempt <= SMS_MAX_ATTEMPTS; attempt += 1) {
      await t.database.db.execute(
        sql`update sms_outbox set next_attempt_at = now() where phone = ${gaveUp}`,
      );
      await deliver();
    }
    expect(await outboxOf(gaveUp)).toMatchObject([
      { status: 'failed', attempts: SMS_MAX_ATTEMPTS, body: '' },
    ]);
    provider.failing = false;

    const late = await registeredPhone();
    await sendCode(t.app, late, 'reset', { ip: newIp() });
    await t.database.db.execute(
      sql`update sms_outbox set expires_at = now() - interval '1 second' where phone = ${late}`,
    );
    const before = provider.calls.length;
    await deliver();
    expect(provider.calls.length).toBe(before);
    expect(await outboxOf(late)).toMatchObject([{ status: 'expired', body: '' }]);

    // A week on, rows done with are forgotten; a pending one stays.
    const pending = await registeredPhone();
    await sendCode(t.app, pending, 'reset', { ip: newIp() });
    await t.database.db.execute(
      sql`update sms_outbox set created_at = created_at - interval '8 days'
          where phone in (${gaveUp}, ${late}, ${pending})`,
    );
    await pruneSmsOutbox(t.database.db);
    expect([await outboxOf(gaveUp), await outboxOf(late)]).toEqual([[], []]);
    expect(await outboxOf(pending)).toMatchObject([{ status: 'pending' }]);
  });
});

describe.each(testDatabases())('the SMS delivery loop on $kind', (target) => {
  let t: TestApp;
  const provider = fakeProvider();
  beforeAll(async () => {
    t = await createTestApp(target, PRODUCTION, { integrations: { sms: provider.sender } });
  });
  afterAll(() => t.close());

  it('answers while the provider is still holding the message, then delivers it', async () => {
    let release!: () => void;
    provider.hold = new Promise((resolve) => (release = resolve));
    const phone = newIndianPhone();
    // Were the answer waiting for the provider, it would never come while the hold stands.
    const { body } = await sendCode(t.app, phone, 'login', { ip: newIp() });
    expect(body).toEqual({ state: '200', resultData: { resendAfterSeconds: 60 } });
    expect(provider.delivered.filter((m) => m.phone === phone)).toEqual([]);
    release();
    provider.hold = null;
    await vi.waitFor(() => expect(provider.codeFor(phone)).toMatch(/^\d{6}$/));
    expect((await otpLogin(t.app, phone, provider.codeFor(phone)!, CONSENT)).body.state).toBe(
      '200',
    );
  });
});
