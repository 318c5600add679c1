import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/db/query';
import type { SmsMessage } from '../src/integrations/sms/types';
import { commonBody, createTestApp, postApi, type TestApp } from './helpers/app';
import {
  ACCOUNT_ENV,
  ADULT_BIRTHDAY,
  CONSENT,
  GOOD_PASSWORD,
  ageOtpCodes,
  expectError,
  expectOk,
  expireOtpCodes,
  getUserInfo,
  newIndianPhone,
  newIp,
  newPakistaniPhone,
  otpLogin,
  readCode,
  readOutbox,
  register,
  requestCode,
  sendCode,
  sessionOf,
} from './helpers/accounts';
import { testDatabases } from './helpers/databases';

const WRONG_CODE = 'The verification code is incorrect or has expired';
const TOO_MANY_CODES = 'Too many wrong codes. Please request a new code';
const CONSENT_REQUIRED = 'Please accept the terms and confirm that you are at least 18 years old';
const DAILY_CAP = 'Too many codes requested today. Please try again tomorrow';

/** A code that is not `code` (for wrong tries). */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function countRows(t: TestApp, table: 'otp_codes' | 'players') {
  const rows = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  );
  return Number(rows[0]?.n);
}

describe.each(testDatabases())('codes by SMS in sandbox mode on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, ACCOUNT_ENV);
  });
  afterAll(() => t.close());

  describe('sending codes', () => {
    it('sends a 6-digit code valid 5 minutes to a number typed the local way, storing only a keyed hash', async () => {
      const phone = newPakistaniPhone();
      const national = phone.slice(3);
      const typed = `0${national.slice(0, 3)} ${national.slice(3)}`;
      const { body } = await sendCode(t.app, typed, 'login');
      expect(expectOk(body)).toEqual({ resendAfterSeconds: 60 });
      const [sms] = await readOutbox(t.app, phone);
      expect(sms).toMatchObject({ mobile: phone, purpose: 'login' });
      const code = /\b(\d{6})\b/.exec(sms!.text)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      const rows = await queryRows<{ code_hash: string; attempts: number; ttl: number }>(
        t.database.db,
        sql`select code_hash, attempts,
            extract(epoch from expires_at - created_at)::int as ttl
          from otp_codes where phone = ${phone}`,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0]!.code_hash).not.toContain(code);
      expect(Number(rows[0]!.ttl)).toBe(300);
      expect(rows[0]!.attempts).toBe(0);
    });

    it.each([
      ['an empty number', { mobile: '' }, 'Invalid mobile: The phone number cannot be empty'],
      ['no number', {}, /^Invalid mobile: .*expected string/],
      ['a number as a JSON number', { mobile: 919876500000 }, /^Invalid mobile: .*expected string/],
      ['too few digits', { mobile: '12345' }, 'Please enter a valid phone number'],
      ['another country', { mobile: '+1 202 555 0123' }, 'Please enter a valid phone number'],
      ['a Pakistani landline', { mobile: '+92 42 3574 1234' }, 'Please enter a valid phone number'],
      [
        'an Indian number from 5',
        { mobile: '+91 5876543210' },
        'Please enter a valid phone number',
      ],
      ['letters', { mobile: 'call me maybe' }, 'Please enter a valid phone number'],
      ['an unknown purpose', { mobile: '+919876512345', purpose: 'hack' }, /^Invalid purpose: /],
    ])('refuses %s with a clear message and sends nothing', async (_case, fields, message) => {
      const before = await countRows(t, 'otp_codes');
      const { body } = await postApi(t.app, '/sms/send', commonBody(fields));
      expectError(body, '400', message);
      expect(await countRows(t, 'otp_codes')).toBe(before);
    });

    it('allows one code per number every 60 s, whatever the purpose, and says how long to wait', async () => {
      const phone = newIndianPhone();
      await requestCode(t.app, phone, 'login');
      const again = await sendCode(t.app, phone, 'login');
      expectError(
        again.body,
        '429',
        /^Please wait (60|59|58) seconds before requesting another code$/,
      );
      const otherPurpose = await sendCode(t.app, phone, 'register', { ip: newIp() });
      expectError(otherPurpose.body, '429', /^Please wait \d+ seconds/);
      expect(await readOutbox(t.app, phone)).toHaveLength(1);
      // Another number is not held up.
      await requestCode(t.app, newIndianPhone(), 'login');

      await ageOtpCodes(t.database.db, phone, 45);
      expectError(
        (await sendCode(t.app, phone, 'login')).body,
        '429',
        /^Please wait 1[45] seconds/,
      );
      await ageOtpCodes(t.database.db, phone, 16);
      await requestCode(t.app, phone, 'login');
      expect(await readOutbox(t.app, phone)).toHaveLength(2);
    });

    it('voids the earlier code of a number when a new one is sent', async () => {
      const phone = newIndianPhone();
      const first = await requestCode(t.app, phone, 'login');
      await ageOtpCodes(t.database.db, phone, 61);
      const second = await requestCode(t.app, phone, 'login');
      if (first !== second) {
        expectError((await otpLogin(t.app, phone, first, CONSENT)).body, '400', WRONG_CODE);
      }
      expect(expectOk((await otpLogin(t.app, phone, second, CONSENT)).body)).toHaveProperty('sign');
    });

    it('answers a register request the same for a registered and a new number, texting the registered one a notice instead of a code', async () => {
      const { mobile: registered } = await register(t.app);
      await ageOtpCodes(t.database.db, registered, 61);
      const fresh = newIndianPhone();
      const forRegistered = await sendCode(t.app, registered, 'register');
      const forFresh = await sendCode(t.app, fresh, 'register');
      expect(forRegistered.body.resultData).toEqual(forFresh.body.resultData);
      expect(forRegistered.body.state).toBe('200');
      expect(forFresh.body.state).toBe('200');
      const [notice] = await readOutbox(t.app, registered);
      expect(notice!.text).toContain('already has an account');
      expect(notice!.text).not.toMatch(/\d{6}/);
      expect(await readCode(t.app, fresh, 'register')).toMatch(/^\d{6}$/);
      // And the 60 s rule holds for both alike.
      expectError((await sendCode(t.app, registered, 'register')).body, '429', /^Please wait/);
      expectError((await sendCode(t.app, fresh, 'register')).body, '429', /^Please wait/);
    });

    it('answers a reset request the same for a registered and an unknown number, texting only the registered one', async () => {
      const { mobile: registered } = await register(t.app);
      await ageOtpCodes(t.database.db, registered, 61);
      const unknown = newIndianPhone();
      const forRegistered = await sendCode(t.app, registered, 'reset');
      const forUnknown = await sendCode(t.app, unknown, 'reset');
      expect(forUnknown.body).toEqual(forRegistered.body);
      expect(await readCode(t.app, registered, 'reset')).toMatch(/^\d{6}$/);
      expect(await readOutbox(t.app, unknown)).toEqual([]);
      expectError((await sendCode(t.app, unknown, 'reset')).body, '429', /^Please wait/);
      // A reset of the unknown number fails exactly like a wrong code for a registered one.
      const resetUnknown = await postApi(
        t.app,
        '/sso/resetPassword',
        commonBody({ mobile: unknown, verificationCode: '123456', newPassword: GOOD_PASSWORD }),
      );
      expectError(resetUnknown.body, '400', WRONG_CODE);
    });

    it('answers a bind request the same for a free number and one bound to another account, texting the latter a notice', async () => {
      const { mobile: taken } = await register(t.app);
      await ageOtpCodes(t.database.db, taken, 61);
      const guest = sessionOf(
        (await postApi(t.app, '/sso/guest', commonBody({ ...CONSENT, deviceNumber: 'bind-d' })))
          .body,
      );
      const free = newIndianPhone();
      const forTaken = await sendCode(t.app, taken, 'bind', { session: guest });
      const forFree = await sendCode(t.app, free, 'bind', { session: guest });
      expect(forTaken.body.state).toBe('200');
      expect(forTaken.body.resultData).toEqual(forFree.body.resultData);
      const [notice] = await readOutbox(t.app, taken);
      expect(notice!.text).toContain('already linked to another account');
      expect(notice!.text).not.toMatch(/\d{6}/);
      expect(await readCode(t.app, free, 'bind')).toMatch(/^\d{6}$/);
    });

    it.each(['bind', 'withdrawPassword'] as const)(
      'asks for a session before sending a %s code, and sends nothing',
      async (purpose) => {
        const phone = newIndianPhone();
        expectError((await sendCode(t.app, phone, purpose)).body, '401', 'Please login first');
        const forged = await sendCode(t.app, phone, purpose, {
          session: { sign: 'x'.repeat(43), uid: '12345678' },
        });
        expectError(forged.body, '401', 'Please login first');
        expect(await readOutbox(t.app, phone)).toEqual([]);
      },
    );

    it('lists the outbox newest first, filtered by number, and refuses a filter that is no number', async () => {
      const phone = newIndianPhone();
      await requestCode(t.app, phone, 'login');
      await ageOtpCodes(t.database.db, phone, 61);
      await requestCode(t.app, phone, 'register');
      const messages = await readOutbox(t.app, phone);
      expect(messages.map((m) => m.purpose)).toEqual(['register', 'login']);
      expect(new Set(messages.map((m) => m.mobile))).toEqual(new Set([phone]));
      const bad = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?mobile=abc' });
      expectError(bad.json(), '400', 'Invalid mobile');
    });
  });

  describe('login by code', () => {
    it('creates an account at the first login of a new number (newUserFlag 1), then logs it in (newUserFlag 0)', async () => {
      const phone = newIndianPhone();
      const first = await otpLogin(t.app, phone, await requestCode(t.app, phone), CONSENT);
      const created = expectOk<{ sign: string; uid: string; newUserFlag: number }>(first.body);
      expect(created.newUserFlag).toBe(1);
      expect(created.uid).toMatch(/^\d{8}$/);
      const info = expectOk((await getUserInfo(t.app, sessionOf(first.body))).body);
      expect(info).toMatchObject({
        userId: created.uid,
        phone,
        phonePrefix: '+91',
        isGuest: false,
        hasPassword: false,
        nickname: `Player${phone.slice(-4)}`,
      });

      await ageOtpCodes(t.database.db, phone, 61);
      // An existing player is not asked for consent again.
      const second = await otpLogin(t.app, phone, await requestCode(t.app, phone));
      const again = expectOk<{ sign: string; uid: string; newUserFlag: number }>(second.body);
      expect(again).toMatchObject({ uid: created.uid, newUserFlag: 0 });
      expect(again.sign).not.toBe(created.sign);
    });

    it('creates no account without the terms and the 18+ certification, and the code still works once both are given', async () => {
      const phone = newIndianPhone();
      const code = await requestCode(t.app, phone);
      const before = await countRows(t, 'players');
      for (const consent of [
        {},
        { agreeTerms: true },
        { adultConfirmed: true },
        { agreeTerms: true, adultConfirmed: false },
        { agreeTerms: false, adultConfirmed: true },
      ]) {
        expectError((await otpLogin(t.app, phone, code, consent)).body, '400', CONSENT_REQUIRED);
      }
      expect(await countRows(t, 'players')).toBe(before);
      const created = expectOk((await otpLogin(t.app, phone, code, CONSENT)).body);
      expect(created).toMatchObject({ newUserFlag: 1 });
      const rows = await queryRows<{ terms: Date | null; adult: Date | null }>(
        t.database.db,
        sql`select terms_accepted_at as terms, adult_certified_at as adult from players
          where phone = ${phone}`,
      );
      expect(rows[0]!.terms).not.toBeNull();
      expect(rows[0]!.adult).not.toBeNull();
    });

    it('voids a code after 5 wrong tries: the fifth says so and the right code no longer works', async () => {
      const phone = newIndianPhone();
      const code = await requestCode(t.app, phone);
      const wrong = otherCode(code);
      for (let i = 0; i < 4; i += 1) {
        expectError((await otpLogin(t.app, phone, wrong, CONSENT)).body, '400', WRONG_CODE);
      }
      expectError((await otpLogin(t.app, phone, wrong, CONSENT)).body, '400', TOO_MANY_CODES);
      expectError((await otpLogin(t.app, phone, code, CONSENT)).body, '400', WRONG_CODE);
      const rows = await queryRows<{ phone: string }>(
        t.database.db,
        sql`select phone from players where phone = ${phone}`,
      );
      expect(rows).toEqual([]);
    });

    it('accepts the right code after 4 wrong tries', async () => {
      const phone = newIndianPhone();
      const code = await requestCode(t.app, phone);
      for (let i = 0; i < 4; i += 1) {
        expectError(
          (await otpLogin(t.app, phone, otherCode(code), CONSENT)).body,
          '400',
          WRONG_CODE,
        );
      }
      expect(expectOk((await otpLogin(t.app, phone, code, CONSENT)).body)).toHaveProperty('sign');
    });

    it('refuses an expired code', async () => {
      const phone = newIndianPhone();
      const code = await requestCode(t.app, phone);
      await expireOtpCodes(t.database.db, phone);
      expectError((await otpLogin(t.app, phone, code, CONSENT)).body, '400', WRONG_CODE);
    });

    it('accepts a code until it expires 5 minutes after it was sent', async () => {
      const phone = newIndianPhone();
      const code = await requestCode(t.app, phone);
      await t.database.db.execute(
        sql`update otp_codes set created_at = created_at - interval '4 minutes 50 seconds',
            expires_at = expires_at - interval '4 minutes 50 seconds' where phone = ${phone}`,
      );
      expect(expectOk((await otpLogin(t.app, phone, code, CONSENT)).body)).toHaveProperty('sign');
    });

    it('refuses a code used once already', async () => {
      const phone = newIndianPhone();
      const code = await requestCode(t.app, phone);
      expect(expectOk((await otpLogin(t.app, phone, code, CONSENT)).body)).toHaveProperty('sign');
      expectError((await otpLogin(t.app, phone, code, CONSENT)).body, '400', WRONG_CODE);
    });

    it('refuses a code sent for another purpose', async () => {
      const phone = newIndianPhone();
      const registerCode = await requestCode(t.app, phone, 'register');
      expectError((await otpLogin(t.app, phone, registerCode, CONSENT)).body, '400', WRONG_CODE);
      await ageOtpCodes(t.database.db, phone, 61);
      const loginCode = await requestCode(t.app, phone, 'login');
      const registerWithLoginCode = await postApi(
        t.app,
        '/sso/register',
        commonBody({
          mobile: phone,
          verificationCode: loginCode,
          password: GOOD_PASSWORD,
          birthday: ADULT_BIRTHDAY,
          ...CONSENT,
        }),
      );
      expectError(registerWithLoginCode.body, '400', WRONG_CODE);
      // Neither failure spent the other code.
      const registered = await postApi(
        t.app,
        '/sso/register',
        commonBody({
          mobile: phone,
          verificationCode: registerCode,
          password: GOOD_PASSWORD,
          birthday: ADULT_BIRTHDAY,
          ...CONSENT,
        }),
      );
      expect(expectOk(registered.body)).toMatchObject({ newUserFlag: 1 });
      expect(expectOk((await otpLogin(t.app, phone, loginCode)).body)).toMatchObject({
        newUserFlag: 0,
      });
    });

    it('refuses a code sent to another number', async () => {
      const phone = newIndianPhone();
      const code = await requestCode(t.app, phone);
      const other = newIndianPhone();
      await requestCode(t.app, other);
      expectError((await otpLogin(t.app, other, code, CONSENT)).body, '400', WRONG_CODE);
      expectError((await otpLogin(t.app, newIndianPhone(), code, CONSENT)).body, '400', WRONG_CODE);
    });

    it.each([
      ['empty', '', 'Invalid verificationCode: The verification code cannot be empty'],
      ['5 digits', '12345', 'Invalid verificationCode: The verification code is 6 digits'],
      ['7 digits', '1234567', 'Invalid verificationCode: The verification code is 6 digits'],
      ['letters', '12a456', 'Invalid verificationCode: The verification code is 6 digits'],
      ['a number', 123456, /^Invalid verificationCode: .*expected string/],
    ])('refuses a code that is %s with a clear message', async (_case, code, message) => {
      const phone = newIndianPhone();
      const { body } = await postApi(
        t.app,
        '/sso/v2/login',
        commonBody({ mobile: phone, verificationCode: code, ...CONSENT }),
      );
      expectError(body, '400', message);
    });

    it('refuses a login by code to a disabled account', async () => {
      const { mobile, session } = await register(t.app);
      await t.database.db.execute(
        sql`update players set status = 'disabled' where id = ${Number(session.uid)}`,
      );
      await ageOtpCodes(t.database.db, mobile, 61);
      const { body } = await otpLogin(t.app, mobile, await requestCode(t.app, mobile));
      expectError(body, '403', 'This account is disabled. Please contact customer service');
    });
  });
});

describe.each(testDatabases())('codes in production mode on $kind', (target) => {
  let t: TestApp;
  const sent: SmsMessage[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      target,
      {
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
        OTP_DAILY_LIMIT_PHONE: '3',
        OTP_DAILY_LIMIT_IP: '4',
      },
      {
        integrations: {
          sms: {
            name: 'test-provider',
            async send(message) {
              sent.push(message);
            },
          },
        },
      },
    );
  });
  afterAll(() => t.close());

  it('has no sandbox outbox: GET /dev/outbox answers the 404 envelope', async () => {
    for (const url of [
      '/api/dev/outbox',
      `/api/dev/outbox?mobile=${encodeURIComponent('+919876512345')}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.json()).toEqual({
        state: '404',
        msg: 'system: no API at GET /api/dev/outbox',
        requestId: expect.any(String),
      });
    }
  });

  it('sends codes through the configured SMS provider off the request path, keeping no code once sent', async () => {
    const phone = newIndianPhone();
    expect(expectOk((await sendCode(t.app, phone, 'login', { ip: newIp() })).body)).toEqual({
      resendAfterSeconds: 60,
    });
    const message = await vi.waitFor(() => {
      const found = sent.find((m) => m.phone === phone);
      expect(found).toMatchObject({ phone, purpose: 'login' });
      return found!;
    });
    const code = /\b(\d{6})\b/.exec(message.text)?.[1];
    await vi.waitFor(async () =>
      expect(
        await queryRows(
          t.database.db,
          sql`select status, body from sms_outbox where phone = ${phone}`,
        ),
      ).toEqual([{ status: 'sent', body: '' }]),
    );
    expect(expectOk((await otpLogin(t.app, phone, code!, CONSENT)).body)).toMatchObject({
      newUserFlag: 1,
    });
  });

  describe('daily caps', () => {
    it('refuses a fourth code in 24 hours for one number, whatever the purpose and address, until a day has passed', async () => {
      const phone = newIndianPhone();
      for (const purpose of ['login', 'register', 'reset'] as const) {
        expect((await sendCode(t.app, phone, purpose, { ip: newIp() })).body.state).toBe('200');
        await ageOtpCodes(t.database.db, phone, 61);
      }
      expectError((await sendCode(t.app, phone, 'login', { ip: newIp() })).body, '429', DAILY_CAP);
      await ageOtpCodes(t.database.db, phone, 24 * 3600);
      expect((await sendCode(t.app, phone, 'login', { ip: newIp() })).body.state).toBe('200');
    });

    it('refuses a fifth code in 24 hours from one address across numbers, but not from another address', async () => {
      const ip = newIp();
      for (let i = 0; i < 4; i += 1) {
        expect((await sendCode(t.app, newIndianPhone(), 'login', { ip })).body.state).toBe('200');
      }
      const phone = newIndianPhone();
      expectError((await sendCode(t.app, phone, 'login', { ip })).body, '429', DAILY_CAP);
      expect(sent.filter((m) => m.phone === phone)).toEqual([]);
      expect((await sendCode(t.app, phone, 'login', { ip: newIp() })).body.state).toBe('200');
    });
  });
});
