import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonBody, postApi, type TestApp } from './helpers/app';
import {
  ACCOUNT_ENV,
  GOOD_PASSWORD,
  ageOtpCodes,
  ageThrottles,
  authBody,
  expectError,
  expectOk,
  idLogin,
  newIndianPhone,
  newIp,
  otpLogin,
  passwordLogin,
  register,
  requestCode,
} from './helpers/accounts';
import { testDatabases } from './helpers/databases';
import { createInstances, type Instances } from './helpers/instances';

const WRONG_PHONE_LOGIN = 'Incorrect phone number or password';
const WRONG_ID_LOGIN = 'Incorrect ID or password';
const throttled = (minutes: number) =>
  `Too many failed attempts. Please try again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}, or log in with a verification code`;
const FIFTEEN_MINUTES = 15 * 60;

/** The messages of a burst of answers, counted. */
const tally = (answers: { body: { state: string; msg?: string } }[]) => {
  const counts = new Map<string, number>();
  for (const { body } of answers) {
    const key = body.state === '200' ? 'ok' : (body.msg ?? body.state);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return Object.fromEntries(counts);
};

/**
 * Login-password throttles (apps/server/src/modules/accounts/README.md, "Password guessing"):
 * counted before scrypt, atomically; per account and address, per account from unknown
 * addresses with a progressive delay, per address over unknown accounts. On PostgreSQL the
 * bursts are shared between two API instances on one database.
 */
describe.each(testDatabases())('password throttles on $kind', (target) => {
  let n: Instances;
  let t: TestApp;
  beforeAll(async () => {
    n = await createInstances(target, { ...ACCOUNT_ENV, LOGIN_FAILURES_PER_IP: '12' });
    t = n.first;
  });
  afterAll(() => n.close());

  it('checks only 5 of 200 wrong passwords sent at once from one address, and refuses the right one sent last', async () => {
    const { mobile, session } = await register(t.app);
    const ip = newIp();
    const guesses = Array.from({ length: 200 }, (_, i) =>
      passwordLogin(n.apps[i % n.apps.length]!, mobile, `wrong-guess-${i}`, ip),
    );
    guesses.push(passwordLogin(n.apps[1 % n.apps.length]!, mobile, GOOD_PASSWORD, ip));
    const answers = await Promise.all(guesses);
    expect(tally(answers)).toEqual({ [WRONG_PHONE_LOGIN]: 5, [throttled(15)]: 196 });
    // The owner, from where they registered, is not locked out by any of it.
    const login = expectOk((await passwordLogin(t.app, mobile, GOOD_PASSWORD)).body);
    expect(login).toMatchObject({ uid: session.uid });
  });

  it('checks at most 10 guesses at once from many addresses, then slows them down, and the owner still logs in at home', async () => {
    const { mobile, session } = await register(t.app);
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        passwordLogin(n.apps[i % n.apps.length]!, mobile, `botnet-guess-${i}`, newIp()),
      ),
    );
    const counts = tally(answers);
    expect(counts[WRONG_PHONE_LOGIN]).toBe(10);
    // The eleventh waits 30 seconds after the tenth.
    expect(counts[throttled(1)]).toBe(110);
    expect(
      expectOk((await passwordLogin(t.app, mobile, GOOD_PASSWORD, '127.0.0.1')).body),
    ).toMatchObject({ uid: session.uid });
    // From a new address the owner waits like anyone, or logs in by code.
    expectError(
      (await passwordLogin(t.app, mobile, GOOD_PASSWORD, newIp())).body,
      '429',
      throttled(1),
    );
    await ageOtpCodes(t.database.db, mobile, 61);
    const byCode = await otpLogin(t.app, mobile, await requestCode(t.app, mobile), {}, newIp());
    expect(expectOk(byCode.body)).toMatchObject({ uid: session.uid });
  });

  it('doubles the delay after each further failure from unknown addresses', async () => {
    const { mobile } = await register(t.app);
    for (let i = 0; i < 10; i += 1) {
      expectError(
        (await passwordLogin(t.app, mobile, `wrong-${i}-pw`, newIp())).body,
        '400',
        WRONG_PHONE_LOGIN,
      );
    }
    expectError(
      (await passwordLogin(t.app, mobile, 'wrong-10-pw', newIp())).body,
      '429',
      throttled(1),
    );
    await ageThrottles(t.database.db, `password:account:`, 31);
    expectError(
      (await passwordLogin(t.app, mobile, 'wrong-11-pw', newIp())).body,
      '400',
      WRONG_PHONE_LOGIN,
    );
    // Now 60 seconds: after 31 the next is still refused, after 61 it is checked.
    await ageThrottles(t.database.db, `password:account:`, 31);
    expectError(
      (await passwordLogin(t.app, mobile, 'wrong-12-pw', newIp())).body,
      '429',
      throttled(1),
    );
    await ageThrottles(t.database.db, `password:account:`, 30);
    expectError(
      (await passwordLogin(t.app, mobile, GOOD_PASSWORD.toUpperCase(), newIp())).body,
      '400',
      WRONG_PHONE_LOGIN,
    );
  });

  it('refuses even the right password from an address after 5 wrong ones from it, for 15 minutes from the first', async () => {
    const { mobile, session } = await register(t.app);
    const ip = newIp();
    for (let i = 0; i < 3; i += 1) {
      expectError(
        (await passwordLogin(t.app, mobile, `wrong-${i}-pass`, ip)).body,
        '400',
        WRONG_PHONE_LOGIN,
      );
    }
    await ageThrottles(t.database.db, 'password:pair:', 10 * 60);
    for (let i = 3; i < 5; i += 1) {
      expectError(
        (await passwordLogin(t.app, mobile, `wrong-${i}-pass`, ip)).body,
        '400',
        WRONG_PHONE_LOGIN,
      );
    }
    // The oldest failure leaves the window in 5 minutes.
    expectError((await passwordLogin(t.app, mobile, GOOD_PASSWORD, ip)).body, '429', throttled(5));
    // Other addresses are not affected by this one's failures.
    expect(
      expectOk((await passwordLogin(t.app, mobile, GOOD_PASSWORD, newIp())).body),
    ).toMatchObject({
      uid: session.uid,
    });
    await ageThrottles(t.database.db, 'password:pair:', 6 * 60);
    expect(expectOk((await passwordLogin(t.app, mobile, GOOD_PASSWORD, ip)).body)).toMatchObject({
      uid: session.uid,
    });
    await ageThrottles(t.database.db, 'password:pair:', FIFTEEN_MINUTES);
  });

  it('counts phone and ID logins of one account together', async () => {
    const { mobile, session } = await register(t.app);
    const ip = newIp();
    for (let i = 0; i < 5; i += 1) {
      expectError(
        (await idLogin(t.app, session.uid, `wrong-${i}-id`, ip)).body,
        '400',
        WRONG_ID_LOGIN,
      );
    }
    expectError((await passwordLogin(t.app, mobile, GOOD_PASSWORD, ip)).body, '429', throttled(15));
  });

  it('forgets the failures from an address after a successful login from it', async () => {
    const { mobile } = await register(t.app);
    const ip = newIp();
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 4; i += 1) {
        const { body } = await passwordLogin(t.app, mobile, `wrong-${round}-${i}`, ip);
        expectError(body, '400', WRONG_PHONE_LOGIN);
      }
      expect(expectOk((await passwordLogin(t.app, mobile, GOOD_PASSWORD, ip)).body)).toHaveProperty(
        'sign',
      );
    }
  });

  it('limits one address over accounts it never logged in to, but not players who logged in from it before', async () => {
    const ip = newIp();
    const regular = await register(t.app, { ip });
    const strangers = [];
    for (let i = 0; i < 13; i += 1) strangers.push(await register(t.app));
    // 12 wrong passwords from one address, to 12 accounts, each once.
    for (const player of strangers.slice(0, 12)) {
      expectError(
        (await passwordLogin(t.app, player.mobile, 'Wrong-password-9', ip)).body,
        '400',
        WRONG_PHONE_LOGIN,
      );
    }
    const last = strangers[12]!;
    expectError(
      (await passwordLogin(t.app, last.mobile, GOOD_PASSWORD, ip)).body,
      '429',
      throttled(15),
    );
    expectError(
      (await passwordLogin(t.app, newIndianPhone(), GOOD_PASSWORD, ip)).body,
      '429',
      throttled(15),
    );
    // A player behind the same address (carrier NAT) who logged in from it before is not locked out.
    expect(
      expectOk((await passwordLogin(t.app, regular.mobile, GOOD_PASSWORD, ip)).body),
    ).toMatchObject({
      uid: regular.session.uid,
    });
    expect(
      expectOk((await passwordLogin(t.app, last.mobile, GOOD_PASSWORD, newIp())).body),
    ).toHaveProperty('sign');
    await ageThrottles(t.database.db, `password:ip:${ip}`, FIFTEEN_MINUTES);
    expect(
      expectOk((await passwordLogin(t.app, last.mobile, GOOD_PASSWORD, ip)).body),
    ).toHaveProperty('sign');
  });

  it('throttles an unknown number and an unknown ID exactly like a real account', async () => {
    const ip = newIp();
    const unknown = newIndianPhone();
    for (let i = 0; i < 5; i += 1) {
      expectError(
        (await passwordLogin(t.app, unknown, `wrong-${i}-pw`, ip)).body,
        '400',
        WRONG_PHONE_LOGIN,
      );
    }
    expectError(
      (await passwordLogin(t.app, unknown, GOOD_PASSWORD, ip)).body,
      '429',
      throttled(15),
    );
    const otherIp = newIp();
    for (let i = 0; i < 5; i += 1) {
      expectError(
        (await idLogin(t.app, '10000001', `wrong-${i}-pw`, otherIp)).body,
        '400',
        WRONG_ID_LOGIN,
      );
    }
    expectError(
      (await idLogin(t.app, '10000001', GOOD_PASSWORD, otherIp)).body,
      '429',
      throttled(15),
    );
  });

  it('lifts every lock on an account when its password is reset by code', async () => {
    const { mobile } = await register(t.app);
    const ip = newIp();
    for (let i = 0; i < 5; i += 1) await passwordLogin(t.app, mobile, `wrong-${i}-pw`, ip);
    await ageOtpCodes(t.database.db, mobile, 61);
    const reset = await postApi(
      t.app,
      '/sso/resetPassword',
      commonBody({
        mobile,
        verificationCode: await requestCode(t.app, mobile, 'reset'),
        newPassword: 'Brand-new-pass-7',
      }),
    );
    expect(expectOk(reset.body)).toBeNull();
    expect(
      expectOk((await passwordLogin(t.app, mobile, 'Brand-new-pass-7', ip)).body),
    ).toHaveProperty('sign');
  });

  it('counts wrong old passwords of /sso/modify and /user/bindPhone with the logins of that account', async () => {
    const { mobile, session } = await register(t.app);
    const ip = newIp();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        postApi(
          n.apps[i % n.apps.length]!,
          '/sso/modify',
          authBody(session, { oldPassword: `wrong-old-${i}`, newPassword: 'Another-pass-42' }),
          { ip },
        ),
      ),
    );
    expect(tally(answers)).toEqual({ 'The old password is incorrect': 5, [throttled(15)]: 25 });
    const bind = await postApi(
      t.app,
      '/user/bindPhone',
      authBody(session, {
        mobile: newIndianPhone(),
        verificationCode: '123456',
        password: GOOD_PASSWORD,
      }),
      { ip },
    );
    expectError(bind.body, '429', throttled(15));
    expectError((await passwordLogin(t.app, mobile, GOOD_PASSWORD, ip)).body, '429', throttled(15));
  });
});
