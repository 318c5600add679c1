import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonBody, createTestApp, postApi, type TestApp } from './helpers/app';
import {
  ACCOUNT_ENV,
  CONSENT,
  GOOD_PASSWORD,
  ageOtpCodes,
  ageThrottles,
  authBody,
  expectError,
  expectOk,
  getUserInfo,
  newDevice,
  newIndianPhone,
  newIp,
  passwordLogin,
  playerRow,
  readOutbox,
  register,
  requestCode,
  sendCode,
  expectSessionAlive,
  sessionOf,
  type Session,
} from './helpers/accounts';
import { testDatabases } from './helpers/databases';

const WRONG_CODE = 'The verification code is incorrect or has expired';
const WITHDRAW_THROTTLED = 'Too many wrong withdrawal passwords. Please try again in 15 minutes';

async function newGuest(t: TestApp): Promise<Session & { password: string }> {
  const { body } = await postApi(
    t.app,
    '/sso/guest',
    commonBody({ deviceNumber: newDevice(), ...CONSENT }),
    { ip: newIp() },
  );
  return expectOk(body);
}

describe.each(testDatabases())('phone binding and withdrawal password on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, ACCOUNT_ENV);
  });
  afterAll(() => t.close());

  const bindPhone = (session: Session, mobile: string, verificationCode: string) =>
    postApi(t.app, '/user/bindPhone', authBody(session, { mobile, verificationCode }));
  const setWithdraw = (session: Session, fields: Record<string, unknown>) =>
    postApi(t.app, '/user/setWithdrawPassword', authBody(session, fields));
  const changeWithdraw = (
    session: Session,
    oldWithdrawPassword: string,
    withdrawPassword: string,
    ip = newIp(),
  ) =>
    postApi(
      t.app,
      '/user/changeWithdrawPassword',
      authBody(session, { oldWithdrawPassword, withdrawPassword }),
      { ip },
    );

  it('changes a bound phone only with the password, ending the other sessions', async () => {
    const { mobile: oldMobile, password, session } = await register(t.app);
    const other = sessionOf((await passwordLogin(t.app, oldMobile, password, newIp())).body);
    const mobile = newIndianPhone();
    const code = await requestCode(t.app, mobile, 'bind', { session });
    const change = (extra: Record<string, unknown>) =>
      postApi(
        t.app,
        '/user/bindPhone',
        authBody(session, { mobile, verificationCode: code, ...extra }),
      );
    expectError(
      (await change({})).body,
      '400',
      'Please enter your password to change the phone number',
    );
    expectError(
      (await change({ password: 'wrong-password-1' })).body,
      '400',
      'The password is incorrect',
    );
    expect(expectOk((await change({ password })).body)).toMatchObject({ phone: mobile });
    await expectSessionAlive(t.app, session, true);
    await expectSessionAlive(t.app, other, false);
  });

  it('binds a phone to a guest, who is then no guest and logs in with it', async () => {
    const guest = await newGuest(t);
    const mobile = newIndianPhone();
    const code = await requestCode(t.app, mobile, 'bind', { session: guest });
    const info = expectOk((await bindPhone(guest, mobile, code)).body);
    expect(info).toMatchObject({
      userId: guest.uid,
      phone: mobile,
      phonePrefix: '+91',
      isGuest: false,
    });
    expect(expectOk((await getUserInfo(t.app, guest)).body)).toMatchObject({
      phone: mobile,
      isGuest: false,
    });
    const login = expectOk((await passwordLogin(t.app, mobile, guest.password, newIp())).body);
    expect(login).toMatchObject({ uid: guest.uid });
    expectError(
      (await bindPhone(guest, mobile, code)).body,
      '400',
      'This phone number is already bound to your account',
    );
  });

  it('never sends a bind code for a number bound to another account', async () => {
    const { mobile: taken, session: owner } = await register(t.app);
    await ageOtpCodes(t.database.db, taken, 61);
    const guest = await newGuest(t);
    expect((await sendCode(t.app, taken, 'bind', { session: guest })).body.state).toBe('200');
    const [notice] = await readOutbox(t.app, taken);
    expect(notice!.text).not.toMatch(/\d{6}/);
    expectError((await bindPhone(guest, taken, '123456')).body, '400', WRONG_CODE);
    expect(expectOk((await getUserInfo(t.app, guest)).body)).toMatchObject({
      phone: null,
      isGuest: true,
    });
    expect(expectOk((await getUserInfo(t.app, owner)).body)).toMatchObject({ phone: taken });
  });

  it('refuses to bind a number another account took after the code was sent', async () => {
    const guest = await newGuest(t);
    const mobile = newIndianPhone();
    const code = await requestCode(t.app, mobile, 'bind', { session: guest });
    await ageOtpCodes(t.database.db, mobile, 61);
    await register(t.app, { mobile });
    expectError(
      (await bindPhone(guest, mobile, code)).body,
      '409',
      'This phone number is already linked to another account',
    );
    expect(expectOk((await getUserInfo(t.app, guest)).body)).toMatchObject({ phone: null });
  });

  it('refuses to bind with a login code or a code for another number', async () => {
    const guest = await newGuest(t);
    const mobile = newIndianPhone();
    const loginCode = await requestCode(t.app, mobile, 'login');
    expectError((await bindPhone(guest, mobile, loginCode)).body, '400', WRONG_CODE);
    const other = newIndianPhone();
    const otherCode = await requestCode(t.app, other, 'bind', { session: guest });
    expectError((await bindPhone(guest, mobile, otherCode)).body, '400', WRONG_CODE);
    expectError(
      (await bindPhone(guest, 'not a phone', otherCode)).body,
      '400',
      'Please enter a valid phone number',
    );
  });

  it('sets the withdrawal password with a code sent to the bound phone only', async () => {
    const { mobile, session } = await register(t.app);
    await ageOtpCodes(t.database.db, mobile, 61);
    const other = newIndianPhone();
    expectError(
      (await sendCode(t.app, other, 'withdrawPassword', { session })).body,
      '400',
      'Please use the phone number bound to your account',
    );
    expect(await readOutbox(t.app, other)).toEqual([]);
    const code = await requestCode(t.app, mobile, 'withdrawPassword', { session });
    expectError(
      (
        await setWithdraw(session, {
          mobile: other,
          verificationCode: code,
          withdrawPassword: '246810',
        })
      ).body,
      '400',
      'Please use the phone number bound to your account',
    );
    expect(
      expectOk(
        (
          await setWithdraw(session, {
            mobile,
            verificationCode: code,
            withdrawPassword: '246810',
          })
        ).body,
      ),
    ).toBeNull();
    expect(expectOk((await getUserInfo(t.app, session)).body)).toMatchObject({
      hasWithdrawPassword: true,
    });
    const row = await playerRow(t.database.db, session.uid);
    expect(String(row!.withdraw_password_hash)).toMatch(/^scrypt\$/);
    expect(String(row!.withdraw_password_hash)).not.toContain('246810');
    // The code was single use.
    expectError(
      (await setWithdraw(session, { mobile, verificationCode: code, withdrawPassword: '135790' }))
        .body,
      '400',
      WRONG_CODE,
    );
  });

  it('asks a player without a phone to bind one before setting a withdrawal password', async () => {
    const guest = await newGuest(t);
    const mobile = newIndianPhone();
    expectError(
      (await sendCode(t.app, mobile, 'withdrawPassword', { session: guest })).body,
      '400',
      'Please bind a phone number first',
    );
    expectError(
      (
        await setWithdraw(guest, {
          mobile,
          verificationCode: '123456',
          withdrawPassword: '246810',
        })
      ).body,
      '400',
      'Please bind a phone number first',
    );
  });

  it.each([
    ['5 digits', '12345', 'Invalid withdrawPassword: The withdraw password is 6 digits'],
    ['letters', 'abcdef', 'Invalid withdrawPassword: The withdraw password is 6 digits'],
    ['empty', '', 'Invalid withdrawPassword: The withdraw passwd cannot be empty'],
  ])('refuses a withdrawal password that is %s', async (_case, withdrawPassword, message) => {
    const { mobile, session } = await register(t.app);
    const { body } = await setWithdraw(session, {
      mobile,
      verificationCode: '123456',
      withdrawPassword,
    });
    expectError(body, '400', message);
  });

  async function playerWithWithdrawPassword(password = '246810') {
    const player = await register(t.app);
    await ageOtpCodes(t.database.db, player.mobile, 61);
    const code = await requestCode(t.app, player.mobile, 'withdrawPassword', {
      session: player.session,
    });
    const { body } = await setWithdraw(player.session, {
      mobile: player.mobile,
      verificationCode: code,
      withdrawPassword: password,
    });
    expect(expectOk(body)).toBeNull();
    return player;
  }

  it('changes the withdrawal password with the old one', async () => {
    const { session } = await playerWithWithdrawPassword('246810');
    expect(expectOk((await changeWithdraw(session, '246810', '135790')).body)).toBeNull();
    expectError(
      (await changeWithdraw(session, '246810', '111222')).body,
      '400',
      'The old withdrawal password is incorrect',
    );
    expect(expectOk((await changeWithdraw(session, '135790', '111222')).body)).toBeNull();
  });

  it('refuses a change before a withdrawal password is set', async () => {
    const { session } = await register(t.app);
    expectError(
      (await changeWithdraw(session, '246810', '135790')).body,
      '400',
      'Please set a withdrawal password first',
    );
  });

  it('refuses even the right old withdrawal password after 5 wrong ones, until 15 minutes have passed', async () => {
    const { session } = await playerWithWithdrawPassword('246810');
    for (let i = 0; i < 5; i += 1) {
      expectError(
        (await changeWithdraw(session, `00000${i}`, '135790')).body,
        '400',
        'The old withdrawal password is incorrect',
      );
    }
    expectError(
      (await changeWithdraw(session, '246810', '135790')).body,
      '429',
      WITHDRAW_THROTTLED,
    );
    await ageThrottles(t.database.db, 'withdraw-password:', 15 * 60);
    expect(expectOk((await changeWithdraw(session, '246810', '135790')).body)).toBeNull();
  });

  it('lifts the withdrawal-password lock when it is set again by code', async () => {
    const player = await playerWithWithdrawPassword('246810');
    for (let i = 0; i < 5; i += 1) {
      await changeWithdraw(player.session, `00000${i}`, '135790');
    }
    await ageOtpCodes(t.database.db, player.mobile, 61);
    const code = await requestCode(t.app, player.mobile, 'withdrawPassword', {
      session: player.session,
    });
    await setWithdraw(player.session, {
      mobile: player.mobile,
      verificationCode: code,
      withdrawPassword: '975310',
    });
    expect(expectOk((await changeWithdraw(player.session, '975310', '135790')).body)).toBeNull();
  });

  it('keeps the login password and the withdrawal password apart', async () => {
    const { mobile, session } = await playerWithWithdrawPassword('246810');
    expectError(
      (await passwordLogin(t.app, mobile, '246810', newIp())).body,
      '400',
      'Incorrect phone number or password',
    );
    expect(
      expectOk((await passwordLogin(t.app, mobile, GOOD_PASSWORD, newIp())).body),
    ).toMatchObject({
      uid: session.uid,
    });
  });
});
