import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_ENV,
  CONSENT,
  expectError,
  newIndianPhone,
  newPakistaniPhone,
  passwordLogin,
  register,
  sendCode,
} from './helpers/accounts';
import { commonBody, createTestApp, postApi, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';

/**
 * The licence's countries (src/modules/jurisdiction/README.md): the phone prefixes offered by
 * app info and accepted at sign-up, login, codes and binding; sandbox money said in app info.
 */
describe.each(testDatabases())('jurisdiction rules on $kind', (target) => {
  let india: TestApp;
  let sandbox: TestApp;
  beforeAll(async () => {
    india = await createTestApp(target, {
      ...ACCOUNT_ENV,
      JURISDICTION_RULES: JSON.stringify({ countries: [{ country: 'IN', phonePrefix: '+91' }] }),
    });
    sandbox = await createTestApp(target, ACCOUNT_ENV);
  });
  afterAll(async () => {
    await india?.close();
    await sandbox?.close();
  });

  const appInfo = async (t: TestApp) =>
    (await postApi(t.app, '/u/gconfig', commonBody())).body.resultData as Record<string, unknown>;

  it('offers only the prefixes the licence covers, and says the money is sandbox money', async () => {
    expect(await appInfo(sandbox)).toMatchObject({
      phoneNumberPrefix: '+92',
      phoneNumberPrefixes: ['+92', '+91'],
      sandboxMoney: true,
    });
    // The operator's default (+92) is outside the licence: the first allowed one takes its place.
    expect(await appInfo(india)).toMatchObject({
      phoneNumberPrefix: '+91',
      phoneNumberPrefixes: ['+91'],
      sandboxMoney: true,
    });
  });

  it('keeps the operator’s choice within the licence', async () => {
    await sandbox.database.db.execute(
      sql`update app_settings set value = '["+91"]' where key = 'phoneNumberPrefixes'`,
    );
    expect(await appInfo(sandbox)).toMatchObject({
      phoneNumberPrefix: '+91',
      phoneNumberPrefixes: ['+91'],
    });
    await sandbox.database.db.execute(
      sql`update app_settings set value = '["+92", "+91"]' where key = 'phoneNumberPrefixes'`,
    );
  });

  it('refuses codes, sign-up and login with a phone of a country the licence does not cover', async () => {
    const pakistani = newPakistaniPhone();
    const refused = 'Phone numbers starting with +92 are not accepted here';
    expectError((await sendCode(india.app, pakistani, 'register')).body, '400', refused);
    // Typed without the country code, a number is read in the allowed market: not a +91 mobile.
    expectError(
      (await sendCode(india.app, '03001234567', 'login')).body,
      '400',
      'Please enter a valid phone number',
    );
    const registered = await register(india.app, { mobile: newIndianPhone() });
    expect(
      (await passwordLogin(india.app, registered.mobile, registered.password)).body.state,
    ).toBe('200');
    expectError((await passwordLogin(india.app, pakistani, 'whatever-1')).body, '400', refused);
    const otp = await postApi(
      india.app,
      '/sso/v2/login',
      commonBody({ mobile: pakistani, verificationCode: '123456', ...CONSENT }),
    );
    expectError(otp.body, '400', refused);
    // Where both markets are served, the same number is a number like any other.
    expect((await sendCode(sandbox.app, pakistani, 'register')).body.state).toBe('200');
  });

  it('refuses binding a phone of a country the licence does not cover', async () => {
    const guest = await postApi(india.app, '/sso/guest', commonBody({ ...CONSENT }));
    const { sign, uid } = guest.body.resultData as { sign: string; uid: string };
    const bind = await postApi(
      india.app,
      '/user/bindPhone',
      commonBody({ sign, uid, mobile: newPakistaniPhone(), verificationCode: '123456' }),
    );
    expectError(bind.body, '400', 'Phone numbers starting with +92 are not accepted here');
  });
});
