import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query';
import { commonBody, createTestApp, postApi, type TestApp } from './helpers/app';
import {
  ACCOUNT_ENV,
  ADULT_BIRTHDAY,
  CONSENT,
  GOOD_PASSWORD,
  ageOtpCodes,
  authBody,
  expectError,
  expectOk,
  expectSessionAlive,
  getUserInfo,
  idLogin,
  newIndianPhone,
  newIp,
  newPakistaniPhone,
  otpLogin,
  passwordLogin,
  playerRow,
  register,
  requestCode,
  sessionOf,
  type Session,
} from './helpers/accounts';
import { testDatabases } from './helpers/databases';

const WRONG_PHONE_LOGIN = 'Incorrect phone number or password';
const WRONG_ID_LOGIN = 'Incorrect ID or password';
const WRONG_CODE = 'The verification code is incorrect or has expired';
const CONSENT_REQUIRED = 'Please accept the terms and confirm that you are at least 18 years old';
const TOO_COMMON = 'This password is too common. Please choose another one';
const REFERRAL_UNKNOWN = 'The referral code does not exist';

const registerBody = (fields: Record<string, unknown>) =>
  commonBody({ ...CONSENT, birthday: ADULT_BIRTHDAY, ...fields });

describe.each(testDatabases())('accounts with passwords on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, ACCOUNT_ENV);
  });
  afterAll(() => t.close());

  describe('registration', () => {
    it('registers a player with phone, code and password: newUserFlag 1, then password login gives newUserFlag 0', async () => {
      const { mobile, password, session } = await register(t.app);
      expect(session.uid).toMatch(/^\d{8}$/);
      const info = expectOk((await getUserInfo(t.app, session)).body);
      expect(info).toMatchObject({ phone: mobile, isGuest: false, hasPassword: true });
      const login = expectOk((await passwordLogin(t.app, mobile, password)).body);
      expect(login).toMatchObject({ uid: session.uid, newUserFlag: 0 });
    });

    it('stores only a salted scrypt hash of the password', async () => {
      const a = await register(t.app);
      const b = await register(t.app);
      const hashA = String((await playerRow(t.database.db, a.session.uid))!.password_hash);
      const hashB = String((await playerRow(t.database.db, b.session.uid))!.password_hash);
      expect(hashA).toMatch(/^scrypt\$12\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
      expect(hashA).not.toContain(GOOD_PASSWORD);
      expect(hashA).not.toBe(hashB);
    });

    it.each([
      ['nothing', {}, CONSENT_REQUIRED],
      ['only the terms', { agreeTerms: true, adultConfirmed: null }, CONSENT_REQUIRED],
      ['only the 18+ certification', { agreeTerms: null, adultConfirmed: true }, CONSENT_REQUIRED],
      ['the terms refused', { agreeTerms: false, adultConfirmed: true }, CONSENT_REQUIRED],
      ['the certification refused', { agreeTerms: true, adultConfirmed: false }, CONSENT_REQUIRED],
      ['"true" as text', { agreeTerms: 'true', adultConfirmed: 'true' }, /^Invalid agreeTerms: /],
    ])(
      'refuses a registration with %s ticked, keeping the code for the real one',
      async (_case, consent, message) => {
        const mobile = newIndianPhone();
        const verificationCode = await requestCode(t.app, mobile, 'register');
        const fields = {
          mobile,
          verificationCode,
          password: GOOD_PASSWORD,
          birthday: ADULT_BIRTHDAY,
        };
        const { body } = await postApi(
          t.app,
          '/sso/register',
          commonBody({ ...fields, ...consent }),
        );
        expectError(body, '400', message);
        const ok = await postApi(t.app, '/sso/register', registerBody(fields));
        expect(expectOk(ok.body)).toMatchObject({ newUserFlag: 1 });
      },
    );

    it.each([
      ['empty', '', 'Invalid password: The Password cannot be empty'],
      ['7 characters', 'Ab3$xyz', 'Invalid password: The password must be at least 8 characters'],
      [
        '65 characters',
        'k'.repeat(65),
        'Invalid password: The password must be at most 64 characters',
      ],
      ['a common one', 'iloveyou', TOO_COMMON],
      ['a common one in capitals', 'PASSWORD1', TOO_COMMON],
      ['a common run of digits', '1234567890', TOO_COMMON],
    ])('refuses a password that is %s, keeping the code', async (_case, password, message) => {
      const mobile = newIndianPhone();
      const verificationCode = await requestCode(t.app, mobile, 'register');
      const { body } = await postApi(
        t.app,
        '/sso/register',
        registerBody({ mobile, verificationCode, password }),
      );
      expectError(body, '400', message);
      const ok = await postApi(
        t.app,
        '/sso/register',
        registerBody({ mobile, verificationCode, password: GOOD_PASSWORD }),
      );
      expect(expectOk(ok.body)).toMatchObject({ newUserFlag: 1 });
    });

    it.each([
      ['8', 'x7Rq-2mZ'],
      ['64', 'p'.repeat(60) + '9Z!a'],
    ])('accepts a password of exactly %s characters', async (_n, password) => {
      const { mobile } = await register(t.app, { password });
      expect(expectOk((await passwordLogin(t.app, mobile, password)).body)).toHaveProperty('sign');
    });

    it('refuses an unknown referral code before the code is spent', async () => {
      const mobile = newIndianPhone();
      const verificationCode = await requestCode(t.app, mobile, 'register');
      const fields = { mobile, verificationCode, password: GOOD_PASSWORD };
      const refused = await postApi(
        t.app,
        '/sso/register',
        registerBody({ ...fields, referralCode: 'NOPE2345' }),
      );
      expectError(refused.body, '400', REFERRAL_UNKNOWN);
      const ok = await postApi(t.app, '/sso/register', registerBody(fields));
      const session = sessionOf(ok.body);
      expect((await playerRow(t.database.db, session.uid))!.referred_by).toBeNull();
    });

    it('records who referred the new player, whatever the case of the code', async () => {
      const referrer = await register(t.app);
      const code = expectOk<{ referralCode: string }>(
        (await getUserInfo(t.app, referrer.session)).body,
      ).referralCode;
      expect(code).toMatch(/^[A-Z2-9]{8}$/);
      const referred = await register(t.app, { referralCode: code.toLowerCase() });
      const row = await playerRow(t.database.db, referred.session.uid);
      expect(String(row!.referred_by)).toBe(referrer.session.uid);
    });

    it('refuses to register a number that got an account after its code was sent', async () => {
      const mobile = newIndianPhone();
      const registerCode = await requestCode(t.app, mobile, 'register');
      await ageOtpCodes(t.database.db, mobile, 61);
      sessionOf((await otpLogin(t.app, mobile, await requestCode(t.app, mobile), CONSENT)).body);
      const { body } = await postApi(
        t.app,
        '/sso/register',
        registerBody({ mobile, verificationCode: registerCode, password: GOOD_PASSWORD }),
      );
      expectError(body, '409', 'This phone number is already registered. Please log in');
    });

    it('refuses a registration with a wrong code and creates nothing', async () => {
      const mobile = newIndianPhone();
      const code = await requestCode(t.app, mobile, 'register');
      const wrong = code === '000000' ? '000001' : '000000';
      const { body } = await postApi(
        t.app,
        '/sso/register',
        registerBody({ mobile, verificationCode: wrong, password: GOOD_PASSWORD }),
      );
      expectError(body, '400', WRONG_CODE);
      const rows = await queryRows(
        t.database.db,
        sql`select id from players where phone = ${mobile}`,
      );
      expect(rows).toEqual([]);
    });
  });

  describe('password and ID login', () => {
    it('logs in by phone typed in any usual way, with a new sign each time', async () => {
      const mobile = newPakistaniPhone();
      const { session } = await register(t.app, { mobile });
      const national = mobile.slice(3);
      const signs = new Set<string>([session.sign]);
      for (const typed of [
        mobile,
        `0${national}`,
        `+92 ${national.slice(0, 3)}-${national.slice(3)}`,
        `0092${national}`,
      ]) {
        const login = expectOk<Session & { newUserFlag: number }>(
          (await passwordLogin(t.app, typed, GOOD_PASSWORD, newIp())).body,
        );
        expect(login).toMatchObject({ uid: session.uid, newUserFlag: 0 });
        signs.add(login.sign);
      }
      expect(signs.size).toBe(5);
    });

    it('logs in by ID, given as text or as a number', async () => {
      const { session } = await register(t.app);
      for (const userId of [session.uid, Number(session.uid), ` ${session.uid} `]) {
        const login = expectOk((await idLogin(t.app, userId, GOOD_PASSWORD, newIp())).body);
        expect(login).toMatchObject({ uid: session.uid, newUserFlag: 0 });
      }
    });

    it('answers a wrong password and an unknown number with the same message', async () => {
      const { mobile } = await register(t.app);
      const wrong = await passwordLogin(t.app, mobile, 'Not-the-password-1', newIp());
      const unknown = await passwordLogin(t.app, newIndianPhone(), 'Not-the-password-1', newIp());
      expectError(wrong.body, '400', WRONG_PHONE_LOGIN);
      expectError(unknown.body, '400', WRONG_PHONE_LOGIN);
    });

    it('answers a wrong password, an unknown ID and an impossible ID with the same message', async () => {
      const { session } = await register(t.app);
      const unknownId = String((Number(session.uid) % 89_999_999) + 10_000_001);
      for (const userId of [session.uid, unknownId, '123', 'abcdefgh', '0'.repeat(8)]) {
        const { body } = await idLogin(t.app, userId, 'Not-the-password-1', newIp());
        expectError(body, '400', WRONG_ID_LOGIN);
      }
    });

    it('refuses a password login to an account that has no password (made by code)', async () => {
      const mobile = newIndianPhone();
      const session = sessionOf(
        (await otpLogin(t.app, mobile, await requestCode(t.app, mobile), CONSENT)).body,
      );
      expectError(
        (await passwordLogin(t.app, mobile, GOOD_PASSWORD, newIp())).body,
        '400',
        WRONG_PHONE_LOGIN,
      );
      expectError(
        (await idLogin(t.app, session.uid, GOOD_PASSWORD, newIp())).body,
        '400',
        WRONG_ID_LOGIN,
      );
    });

    it.each([
      [
        '/sso/login',
        { mobile: '+919876500001' },
        'Invalid password: The Password cannot be empty',
        '',
      ],
      [
        '/sso/idlogin',
        { userId: '12345678' },
        'Invalid password: The Password cannot be empty',
        '',
      ],
      ['/sso/login', { mobile: '' }, 'Invalid mobile: The phone number cannot be empty', 'x'],
      [
        '/sso/idlogin',
        { userId: '' },
        'Invalid userId: The phone number or ID cannot be empty',
        'x',
      ],
      ['/sso/login', { mobile: 'not a phone' }, 'Please enter a valid phone number', 'x'],
    ])(
      'refuses %s with %o and an empty or missing field with a clear message',
      async (path, fields, message, password) => {
        const { body } = await postApi(t.app, path, commonBody({ ...fields, password }));
        expectError(body, '400', message);
      },
    );

    it('refuses the right password of a disabled account with a clear message', async () => {
      const { mobile, session } = await register(t.app);
      await t.database.db.execute(
        sql`update players set status = 'disabled' where id = ${Number(session.uid)}`,
      );
      const { body } = await passwordLogin(t.app, mobile, GOOD_PASSWORD, newIp());
      expectError(body, '403', 'This account is disabled. Please contact customer service');
    });
  });

  describe('password change and reset', () => {
    const modify = (session: Session, oldPassword: unknown, newPassword: unknown) =>
      postApi(t.app, '/sso/modify', authBody(session, { oldPassword, newPassword }), {
        ip: newIp(),
      });

    it('changes the password, ending every other session but keeping the current one', async () => {
      const { mobile, session: first } = await register(t.app);
      const second = sessionOf((await passwordLogin(t.app, mobile, GOOD_PASSWORD, newIp())).body);
      const third = sessionOf((await passwordLogin(t.app, mobile, GOOD_PASSWORD, newIp())).body);
      expect(expectOk((await modify(second, GOOD_PASSWORD, 'Changed-pass-123')).body)).toBeNull();
      await expectSessionAlive(t.app, second, true);
      await expectSessionAlive(t.app, first, false);
      await expectSessionAlive(t.app, third, false);
      expectError(
        (await passwordLogin(t.app, mobile, GOOD_PASSWORD, newIp())).body,
        '400',
        WRONG_PHONE_LOGIN,
      );
      expect(
        expectOk((await passwordLogin(t.app, mobile, 'Changed-pass-123', newIp())).body),
      ).toHaveProperty('sign');
    });

    it.each([
      [
        'a wrong old password',
        'Not-my-password',
        'Changed-pass-123',
        'The old password is incorrect',
      ],
      [
        'the same password again',
        GOOD_PASSWORD,
        GOOD_PASSWORD,
        'The new password must be different from the old one',
      ],
      ['a common new password', GOOD_PASSWORD, 'sunshine', TOO_COMMON],
      [
        'a short new password',
        GOOD_PASSWORD,
        'short',
        'Invalid newPassword: The password must be at least 8 characters',
      ],
      [
        'a long new password',
        GOOD_PASSWORD,
        'y'.repeat(65),
        'Invalid newPassword: The password must be at most 64 characters',
      ],
      [
        'an empty old password',
        '',
        'Changed-pass-123',
        'Invalid oldPassword: The Password cannot be empty',
      ],
    ])(
      'refuses a change with %s and keeps every session',
      async (_case, oldPassword, newPassword, message) => {
        const { mobile, session } = await register(t.app);
        const other = sessionOf((await passwordLogin(t.app, mobile, GOOD_PASSWORD, newIp())).body);
        expectError((await modify(session, oldPassword, newPassword)).body, '400', message);
        await expectSessionAlive(t.app, other, true);
        expect(
          expectOk((await passwordLogin(t.app, mobile, GOOD_PASSWORD, newIp())).body),
        ).toHaveProperty('sign');
      },
    );

    it('asks for a session to change the password', async () => {
      const { body } = await postApi(
        t.app,
        '/sso/modify',
        commonBody({ oldPassword: GOOD_PASSWORD, newPassword: 'Changed-pass-123' }),
      );
      expectError(body, '401', 'Please login first');
    });

    it('resets the password with a reset code and ends every session of the player', async () => {
      const { mobile, session } = await register(t.app);
      const other = sessionOf((await passwordLogin(t.app, mobile, GOOD_PASSWORD, newIp())).body);
      await ageOtpCodes(t.database.db, mobile, 61);
      const verificationCode = await requestCode(t.app, mobile, 'reset');
      const body = commonBody({ mobile, verificationCode, newPassword: 'Reset-pass-456' });
      expect(expectOk((await postApi(t.app, '/sso/resetPassword', body)).body)).toBeNull();
      await expectSessionAlive(t.app, session, false);
      await expectSessionAlive(t.app, other, false);
      expectError(
        (await passwordLogin(t.app, mobile, GOOD_PASSWORD, newIp())).body,
        '400',
        WRONG_PHONE_LOGIN,
      );
      expect(
        expectOk((await passwordLogin(t.app, mobile, 'Reset-pass-456', newIp())).body),
      ).toHaveProperty('sign');
      // The code was single use.
      const again = commonBody({ mobile, verificationCode, newPassword: 'Reset-pass-789' });
      expectError((await postApi(t.app, '/sso/resetPassword', again)).body, '400', WRONG_CODE);
    });

    it('refuses a weak new password before the reset code is spent', async () => {
      const { mobile } = await register(t.app);
      await ageOtpCodes(t.database.db, mobile, 61);
      const verificationCode = await requestCode(t.app, mobile, 'reset');
      const weak = commonBody({ mobile, verificationCode, newPassword: 'qwertyuiop' });
      expectError((await postApi(t.app, '/sso/resetPassword', weak)).body, '400', TOO_COMMON);
      const good = commonBody({ mobile, verificationCode, newPassword: 'Reset-pass-456' });
      expect(expectOk((await postApi(t.app, '/sso/resetPassword', good)).body)).toBeNull();
    });

    it('refuses a reset with a login code', async () => {
      const { mobile } = await register(t.app);
      await ageOtpCodes(t.database.db, mobile, 61);
      const verificationCode = await requestCode(t.app, mobile, 'login');
      const body = commonBody({ mobile, verificationCode, newPassword: 'Reset-pass-456' });
      expectError((await postApi(t.app, '/sso/resetPassword', body)).body, '400', WRONG_CODE);
    });
  });
});

describe.each(testDatabases())('password hashing at the default cost on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { OTP_DAILY_LIMIT_IP: '100000' });
  });
  afterAll(() => t.close());

  it('hashes with scrypt N = 2^17, r = 8, p = 1, a 16-byte salt and a 64-byte key, and verifies it', async () => {
    const { mobile, password, session } = await register(t.app);
    const hash = String((await playerRow(t.database.db, session.uid))!.password_hash);
    const [scheme, cost, r, p, salt, key] = hash.split('$');
    expect([scheme, cost, r, p]).toEqual(['scrypt', '17', '8', '1']);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64')).toHaveLength(64);
    expect(expectOk((await passwordLogin(t.app, mobile, password)).body)).toHaveProperty('sign');
    expectError(
      (await passwordLogin(t.app, mobile, `${password}x`)).body,
      '400',
      WRONG_PHONE_LOGIN,
    );
  });
});
