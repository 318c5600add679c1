import { generateKeyPairSync, sign, type JsonWebKey, type KeyObject } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query';
import { commonBody, createTestApp, postApi, type TestApp } from './helpers/app';
import {
  ACCOUNT_ENV,
  CONSENT,
  expectError,
  expectOk,
  getUserInfo,
  idLogin,
  newDevice,
  newIp,
  passwordLogin,
  playerRow,
  register,
  sessionOf,
  type Session,
} from './helpers/accounts';
import { testDatabases } from './helpers/databases';

const CONSENT_REQUIRED = 'Please accept the terms and confirm that you are at least 18 years old';
const TOO_MANY_GUESTS =
  'Too many new accounts from this device. Please log in to your existing account';
const GOOGLE_FAILED = 'Google sign-in failed, please try again';
const CLIENT_ID = 'khel-test.apps.googleusercontent.com';

async function countPlayers(t: TestApp) {
  const rows = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from players`,
  );
  return Number(rows[0]?.n);
}

describe.each(testDatabases())('guest accounts and login channels on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, ACCOUNT_ENV);
  });
  afterAll(() => t.close());

  describe('guest accounts', () => {
    const guest = (fields: Record<string, unknown> = {}, ip = newIp()) =>
      postApi(
        t.app,
        '/sso/guest',
        commonBody({ deviceNumber: newDevice(), ...CONSENT, ...fields }),
        {
          ip,
        },
      );

    it('creates a guest with a generated 8-digit id and password, returned once, that log in by ID', async () => {
      const { body } = await guest();
      const created = expectOk<Session & { newUserFlag: number; password: string }>(body);
      expect(created.uid).toMatch(/^\d{8}$/);
      expect(created.newUserFlag).toBe(1);
      expect(created.password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{12}$/);
      const info = expectOk((await getUserInfo(t.app, created)).body);
      expect(info).toMatchObject({
        userId: created.uid,
        isGuest: true,
        phone: null,
        hasPassword: true,
        nickname: `Guest${created.uid.slice(-4)}`,
      });
      expect(JSON.stringify(info)).not.toContain(created.password);
      const row = await playerRow(t.database.db, created.uid);
      expect(JSON.stringify(row)).not.toContain(created.password);
      expect(String(row!.password_hash)).toMatch(/^scrypt\$/);

      const login = expectOk((await idLogin(t.app, created.uid, created.password, newIp())).body);
      expect(login).toMatchObject({ uid: created.uid, newUserFlag: 0 });
      expect((await idLogin(t.app, created.uid, `${created.password}x`, newIp())).body.state).toBe(
        '400',
      );
    });

    it('creates a different account with a different password each time', async () => {
      const a = expectOk<Session & { password: string }>((await guest()).body);
      const b = expectOk<Session & { password: string }>((await guest()).body);
      expect(a.uid).not.toBe(b.uid);
      expect(a.password).not.toBe(b.password);
    });

    it.each([
      ['nothing', { agreeTerms: null, adultConfirmed: null }],
      ['only the terms', { agreeTerms: true, adultConfirmed: false }],
      ['only the 18+ certification', { agreeTerms: false, adultConfirmed: true }],
    ])('creates no guest with %s ticked', async (_case, consent) => {
      const before = await countPlayers(t);
      expectError((await guest(consent)).body, '400', CONSENT_REQUIRED);
      expect(await countPlayers(t)).toBe(before);
    });

    it('creates at most 3 guests a day from one device', async () => {
      const deviceNumber = newDevice();
      for (let i = 0; i < 3; i += 1) {
        expect((await guest({ deviceNumber })).body.state).toBe('200');
      }
      const before = await countPlayers(t);
      expectError((await guest({ deviceNumber })).body, '429', TOO_MANY_GUESTS);
      expect(await countPlayers(t)).toBe(before);
      expect((await guest()).body.state).toBe('200');
    });

    it('creates at most 10 guests an hour from one address', async () => {
      const ip = newIp();
      for (let i = 0; i < 10; i += 1) {
        expect((await guest({}, ip)).body.state).toBe('200');
      }
      expectError((await guest({}, ip)).body, '429', TOO_MANY_GUESTS);
      expect((await guest({}, newIp())).body.state).toBe('200');
    });

    it('records a known referral code on a guest and ignores a stale one', async () => {
      const referrer = await register(t.app);
      const { referralCode } = expectOk<{ referralCode: string }>(
        (await getUserInfo(t.app, referrer.session)).body,
      );
      const referred = sessionOf((await guest({ referralCode })).body);
      expect(String((await playerRow(t.database.db, referred.uid))!.referred_by)).toBe(
        referrer.session.uid,
      );
      const stale = sessionOf((await guest({ referralCode: 'GONE2345' })).body);
      expect((await playerRow(t.database.db, stale.uid))!.referred_by).toBeNull();
    });

    it('lists the login methods the operator turned on, and refuses those turned off', async () => {
      const channel = await postApi(t.app, '/threeLogin/channel', commonBody());
      expect(expectOk(channel.body)).toEqual({
        password: true,
        otp: true,
        id: true,
        guest: true,
        google: false,
        googleClientId: null,
      });
      const { mobile, password, session } = await register(t.app);
      await t.database.db.execute(
        sql`update app_settings set value = '{"password": true, "otp": true, "id": false, "guest": false}'
          where key = 'loginMethods'`,
      );
      try {
        const off = await postApi(t.app, '/threeLogin/channel', commonBody());
        expect(expectOk(off.body)).toMatchObject({
          password: true,
          otp: true,
          id: false,
          guest: false,
        });
        const before = await countPlayers(t);
        expectError((await guest()).body, '403', 'This login method is not available');
        expect(await countPlayers(t)).toBe(before);
        expectError(
          (await idLogin(t.app, session.uid, password, newIp())).body,
          '403',
          'This login method is not available',
        );
        expect((await passwordLogin(t.app, mobile, password, newIp())).body.state).toBe('200');
      } finally {
        await t.database.db.execute(
          sql`update app_settings set value = '{"password": true, "otp": true, "id": true, "guest": true}'
            where key = 'loginMethods'`,
        );
      }
    });
  });

  describe('Google login switched off', () => {
    it('refuses Google login without GOOGLE_CLIENT_ID and says so in the channels', async () => {
      const { body } = await postApi(
        t.app,
        '/sso/googleLogin',
        commonBody({ googleToken: 'a.b.c', googleId: '1234', ...CONSENT }),
      );
      expectError(body, '403', 'Google login is not available');
      const channel = expectOk((await postApi(t.app, '/threeLogin/channel', commonBody())).body);
      expect(channel).toMatchObject({ google: false, googleClientId: null });
    });
  });
});

interface TestKey {
  kid: string;
  privateKey: KeyObject;
  jwk: JsonWebKey;
}

function newKey(kid: string): TestKey {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { kid, privateKey, jwk: { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256' } };
}

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An ID token as Google signs them: RS256 over header.payload. */
function signToken(
  key: { kid: string; privateKey: KeyObject },
  claims: Record<string, unknown>,
  header: Record<string, unknown> = { alg: 'RS256', kid: key.kid, typ: 'JWT' },
) {
  const data = `${part(header)}.${part(claims)}`;
  return `${data}.${sign('RSA-SHA256', Buffer.from(data), key.privateKey).toString('base64url')}`;
}

describe.each(testDatabases())('Google login on $kind', (target) => {
  let t: TestApp;
  const signing = newKey('key-2026-a');
  const rotated = newKey('key-2026-b');
  const stranger = newKey('key-2026-a'); // same kid, another key: its signatures are bad
  const published: JsonWebKey[] = [signing.jwk];
  let keyLoads = 0;
  let subject = 0;

  beforeAll(async () => {
    t = await createTestApp(
      target,
      { ...ACCOUNT_ENV, GOOGLE_CLIENT_ID: CLIENT_ID },
      {
        integrations: {
          googleKeys: async () => {
            keyLoads += 1;
            return { keys: [...published] };
          },
        },
      },
    );
  });
  afterAll(() => t.close());

  const now = () => Math.floor(Date.now() / 1000);
  const claimsFor = (sub: string, extra: Record<string, unknown> = {}) => ({
    iss: 'https://accounts.google.com',
    aud: CLIENT_ID,
    sub,
    iat: now(),
    exp: now() + 3600,
    email: `player${sub.slice(-4)}@gmail.com`,
    email_verified: true,
    name: 'Asha Verma',
    ...extra,
  });
  const newSub = () => `1059${String((subject += 1)).padStart(17, '0')}`;
  const googleLogin = (
    googleToken: string,
    googleId: string,
    extra: Record<string, unknown> = {},
  ) =>
    postApi(t.app, '/sso/googleLogin', commonBody({ googleToken, googleId, ...CONSENT, ...extra }));

  it('says Google login is on, with the client id, in the channels', async () => {
    const channel = expectOk((await postApi(t.app, '/threeLogin/channel', commonBody())).body);
    expect(channel).toMatchObject({ google: true, googleClientId: CLIENT_ID });
  });

  it('creates an account from a valid ID token (newUserFlag 1), then logs it in (newUserFlag 0)', async () => {
    const sub = newSub();
    const token = signToken(signing, claimsFor(sub));
    const first = expectOk<Session & { newUserFlag: number }>((await googleLogin(token, sub)).body);
    expect(first.newUserFlag).toBe(1);
    const info = expectOk((await getUserInfo(t.app, first)).body);
    expect(info).toMatchObject({ nickname: 'Asha Verma', isGuest: false, phone: null });
    const row = await playerRow(t.database.db, first.uid);
    expect(row).toMatchObject({ google_id: sub, google_email: `player${sub.slice(-4)}@gmail.com` });

    const again = await googleLogin(signToken(signing, claimsFor(sub)), sub, {
      agreeTerms: null,
      adultConfirmed: null,
    });
    expect(expectOk(again.body)).toMatchObject({ uid: first.uid, newUserFlag: 0 });
  });

  it('keeps no email Google has not verified, and accepts the issuer without https and a list audience', async () => {
    const sub = newSub();
    const token = signToken(
      signing,
      claimsFor(sub, {
        iss: 'accounts.google.com',
        aud: ['other-app', CLIENT_ID],
        email_verified: false,
      }),
    );
    const session = sessionOf((await googleLogin(token, sub)).body);
    expect((await playerRow(t.database.db, session.uid))!.google_email).toBeNull();
  });

  it('creates no account without the terms and the 18+ certification', async () => {
    const sub = newSub();
    const before = await countPlayers(t);
    const { body } = await googleLogin(signToken(signing, claimsFor(sub)), sub, {
      agreeTerms: true,
      adultConfirmed: null,
    });
    expectError(body, '400', CONSENT_REQUIRED);
    expect(await countPlayers(t)).toBe(before);
  });

  it.each([
    [
      'another audience',
      (sub: string) =>
        signToken(signing, claimsFor(sub, { aud: 'someone-else.apps.googleusercontent.com' })),
    ],
    ['no audience', (sub: string) => signToken(signing, claimsFor(sub, { aud: undefined }))],
    [
      'another issuer',
      (sub: string) => signToken(signing, claimsFor(sub, { iss: 'https://evil.example.com' })),
    ],
    ['an expired token', (sub: string) => signToken(signing, claimsFor(sub, { exp: now() - 120 }))],
    ['no expiry', (sub: string) => signToken(signing, claimsFor(sub, { exp: undefined }))],
    ['a signature by another key', (sub: string) => signToken(stranger, claimsFor(sub))],
    [
      'an unknown key id',
      (sub: string) =>
        signToken({ kid: 'no-such-key', privateKey: signing.privateKey }, claimsFor(sub)),
    ],
    ['no key id', (sub: string) => signToken(signing, claimsFor(sub), { alg: 'RS256' })],
    [
      'alg none',
      (sub: string) => `${part({ alg: 'none', kid: signing.kid })}.${part(claimsFor(sub))}.`,
    ],
    [
      'HS256',
      (sub: string) => signToken(signing, claimsFor(sub), { alg: 'HS256', kid: signing.kid }),
    ],
    [
      'a payload changed after signing',
      (sub: string) => {
        const [header, , signature] = signToken(signing, claimsFor('someone')).split('.');
        return `${header}.${part(claimsFor(sub))}.${signature}`;
      },
    ],
    ['a token that is no JWT', () => 'not-a-token'],
    ['garbage in the parts', () => 'e30.!!!.abc'],
  ])('refuses %s and creates nothing', async (_case, makeToken) => {
    const sub = newSub();
    const before = await countPlayers(t);
    expectError((await googleLogin(makeToken(sub), sub)).body, '400', GOOGLE_FAILED);
    expect(await countPlayers(t)).toBe(before);
  });

  it('refuses a valid token for another Google account than the googleId sent', async () => {
    const victim = newSub();
    await googleLogin(signToken(signing, claimsFor(victim)), victim);
    const attacker = newSub();
    const { body } = await googleLogin(signToken(signing, claimsFor(attacker)), victim);
    expectError(body, '400', GOOGLE_FAILED);
  });

  it('fetches the key set again when a token names a new key, as Google rotates them', async () => {
    const sub = newSub();
    const token = signToken(rotated, claimsFor(sub));
    expectError((await googleLogin(token, sub)).body, '400', GOOGLE_FAILED);
    published.push(rotated.jwk);
    const loads = keyLoads;
    expect(expectOk((await googleLogin(token, sub)).body)).toMatchObject({ newUserFlag: 1 });
    expect(keyLoads).toBe(loads + 1);
  });

  it('refuses Google login to a disabled account', async () => {
    const sub = newSub();
    const session = sessionOf((await googleLogin(signToken(signing, claimsFor(sub)), sub)).body);
    await t.database.db.execute(
      sql`update players set status = 'disabled' where id = ${Number(session.uid)}`,
    );
    const { body } = await googleLogin(signToken(signing, claimsFor(sub)), sub);
    expectError(body, '403', 'This account is disabled. Please contact customer service');
  });

  it.each([
    [
      'an empty token',
      { googleToken: '', googleId: '1' },
      'Invalid googleToken: Google sign-in failed, please try again',
    ],
    ['no googleId', { googleToken: 'a.b.c' }, /^Invalid googleId: /],
    [
      'an empty googleId',
      { googleToken: 'a.b.c', googleId: ' ' },
      'Invalid googleId: Google sign-in needs an id',
    ],
    [
      'an oversized token',
      { googleToken: 'x'.repeat(4097), googleId: '1' },
      /^Invalid googleToken: /,
    ],
  ])('refuses %s with a clear message', async (_case, fields, message) => {
    const { body } = await postApi(
      t.app,
      '/sso/googleLogin',
      commonBody({ ...CONSENT, ...fields }),
    );
    expectError(body, '400', message);
  });
});
