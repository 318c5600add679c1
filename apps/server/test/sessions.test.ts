import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query';
import { disablePlayer } from '../src/modules/accounts/sessions';
import { commonBody, createTestApp, postApi, type TestApp } from './helpers/app';
import {
  ACCOUNT_ENV,
  GOOD_PASSWORD,
  ageOtpCodes,
  ageSession,
  authBody,
  expectError,
  expectOk,
  expectSessionAlive,
  idLogin,
  newIp,
  otpLogin,
  passwordLogin,
  register,
  requestCode,
  sessionOf,
  sessionRow,
} from './helpers/accounts';
import { testDatabases } from './helpers/databases';

const HOUR = 3600;
const DAY = 24 * HOUR;
const DISABLED = 'This account is disabled. Please contact customer service';

describe.each(testDatabases())('sessions on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, ACCOUNT_ENV);
  });
  afterAll(() => t.close());

  const logout = (session: { sign: string; uid: string }) =>
    postApi(t.app, '/sso/logout', authBody(session));

  it('gives a random sign of at least 128 bits at every login and stores only its SHA-256', async () => {
    const { mobile, session } = await register(t.app);
    const again = sessionOf((await passwordLogin(t.app, mobile, GOOD_PASSWORD)).body);
    expect(again.sign).not.toBe(session.sign);
    for (const { sign } of [session, again]) {
      expect(sign).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(Buffer.from(sign, 'base64url').length).toBeGreaterThanOrEqual(16);
      const row = await sessionRow(t.database.db, sign);
      expect(row).toBeDefined();
      expect(row!.row).not.toContain(sign);
    }
    const leaked = await queryRows(
      t.database.db,
      sql`select id from sessions where token_hash = ${session.sign} or sessions::text like ${`%${session.sign}%`}`,
    );
    expect(leaked).toEqual([]);
    await expectSessionAlive(t.app, session, true);
    await expectSessionAlive(t.app, again, true);
  });

  it('starts a session that ends 30 days after login at the latest', async () => {
    const { session } = await register(t.app);
    const row = await sessionRow(t.database.db, session.sign);
    expect(Number(row!.lifetime_seconds)).toBe(30 * DAY);
  });

  it('accepts the uid as text or as a number', async () => {
    const { session } = await register(t.app);
    const { body } = await postApi(
      t.app,
      '/user/getUserInfo',
      commonBody({ sign: session.sign, uid: Number(session.uid) }),
    );
    expect(expectOk<{ userId: string }>(body).userId).toBe(session.uid);
  });

  it('ends the session at logout, and only that one', async () => {
    const { mobile, session } = await register(t.app);
    const other = sessionOf((await passwordLogin(t.app, mobile, GOOD_PASSWORD)).body);
    expect(expectOk((await logout(session)).body)).toBeNull();
    await expectSessionAlive(t.app, session, false);
    await expectSessionAlive(t.app, other, true);
    expectError((await logout(session)).body, '401', 'Please login first');
    const row = await sessionRow(t.database.db, session.sign);
    expect(row!.revoked_reason).toBe('logout');
  });

  it('refuses my sign with another player’s uid, and does not end my session for it', async () => {
    const mine = (await register(t.app)).session;
    const theirs = (await register(t.app)).session;
    const { body } = await postApi(
      t.app,
      '/user/getUserInfo',
      commonBody({ sign: mine.sign, uid: theirs.uid }),
    );
    expectError(body, '401', 'Please login first');
    const forged = await postApi(
      t.app,
      '/sso/logout',
      commonBody({ sign: mine.sign, uid: theirs.uid }),
    );
    expectError(forged.body, '401', 'Please login first');
    await expectSessionAlive(t.app, mine, true);
    await expectSessionAlive(t.app, theirs, true);
  });

  it.each([
    ['a sign without uid', (s: { sign: string; uid: string }) => ({ sign: s.sign })],
    ['a sign with an empty uid', (s: { sign: string; uid: string }) => ({ sign: s.sign, uid: '' })],
    ['a uid without sign', (s: { sign: string; uid: string }) => ({ uid: s.uid })],
    ['an empty sign', (s: { sign: string; uid: string }) => ({ sign: '', uid: s.uid })],
    [
      'a made-up sign',
      (s: { sign: string; uid: string }) => ({
        // One character changed (a token that already ends in A gets a B).
        sign: `${s.sign.slice(0, -1)}${s.sign.endsWith('A') ? 'B' : 'A'}`,
        uid: s.uid,
      }),
    ],
    [
      'the sign’s hash',
      (s: { sign: string; uid: string }) => ({ sign: 'f'.repeat(64), uid: s.uid }),
    ],
  ])('refuses %s', async (_case, credentials) => {
    const { session } = await register(t.app);
    const { body } = await postApi(t.app, '/user/getUserInfo', commonBody(credentials(session)));
    expectError(body, '401', 'Please login first');
  });

  it('ends a session unused for 72 hours, and keeps alive one in use', async () => {
    const { mobile, session: idle } = await register(t.app);
    const used = sessionOf((await passwordLogin(t.app, mobile, GOOD_PASSWORD)).body);
    await ageSession(t.database.db, idle.sign, { lastSeenSeconds: 72 * HOUR + 60 });
    await expectSessionAlive(t.app, idle, false);

    // Used after 71 hours, the session counts its idle time again from then.
    await ageSession(t.database.db, used.sign, { lastSeenSeconds: 71 * HOUR });
    await expectSessionAlive(t.app, used, true);
    const touched = await sessionRow(t.database.db, used.sign);
    expect(Number(touched!.idle_seconds)).toBeLessThan(60);
    await ageSession(t.database.db, used.sign, { lastSeenSeconds: 71 * HOUR });
    await expectSessionAlive(t.app, used, true);
  });

  it('ends a session at its absolute expiry, however active', async () => {
    const { session } = await register(t.app);
    await expectSessionAlive(t.app, session, true);
    await ageSession(t.database.db, session.sign, { expiresSeconds: 30 * DAY });
    await expectSessionAlive(t.app, session, false);
  });

  it('ends every session of a disabled account and refuses its logins', async () => {
    const { mobile, session } = await register(t.app);
    const other = sessionOf((await passwordLogin(t.app, mobile, GOOD_PASSWORD)).body);
    await disablePlayer(t.database.db, Number(session.uid));
    await expectSessionAlive(t.app, session, false);
    await expectSessionAlive(t.app, other, false);
    const rows = await queryRows<{ revoked_reason: string | null }>(
      t.database.db,
      sql`select revoked_reason from sessions where player_id = ${Number(session.uid)}`,
    );
    expect(rows.map((r) => r.revoked_reason)).toEqual(['account disabled', 'account disabled']);
    expectError((await passwordLogin(t.app, mobile, GOOD_PASSWORD, newIp())).body, '403', DISABLED);
    expectError((await idLogin(t.app, session.uid, GOOD_PASSWORD, newIp())).body, '403', DISABLED);
    await ageOtpCodes(t.database.db, mobile, 61);
    expectError(
      (await otpLogin(t.app, mobile, await requestCode(t.app, mobile))).body,
      '403',
      DISABLED,
    );
  });

  it('refuses the sessions of an account disabled in the database directly, and keeps them ended after it is enabled again', async () => {
    const { mobile, session } = await register(t.app);
    const id = Number(session.uid);
    await t.database.db.execute(sql`update players set status = 'disabled' where id = ${id}`);
    await expectSessionAlive(t.app, session, false);
    await t.database.db.execute(sql`update players set status = 'active' where id = ${id}`);
    await expectSessionAlive(t.app, session, false);
    const fresh = sessionOf((await passwordLogin(t.app, mobile, GOOD_PASSWORD, newIp())).body);
    await expectSessionAlive(t.app, fresh, true);
  });

  it('asks for a session on every player endpoint', async () => {
    for (const path of [
      '/sso/logout',
      '/sso/modify',
      '/user/getUserInfo',
      '/user/reportOnline',
      '/user/updateInfo',
      '/user/bindPhone',
      '/user/setWithdrawPassword',
      '/user/changeWithdrawPassword',
    ]) {
      const fields = {
        oldPassword: GOOD_PASSWORD,
        newPassword: 'Another-pass-1',
        mobile: '+919876599999',
        verificationCode: '123456',
        withdrawPassword: '123456',
        oldWithdrawPassword: '654321',
      };
      const { body } = await postApi(t.app, path, commonBody(fields));
      expect({ path, body }).toEqual({
        path,
        body: { state: '401', msg: 'Please login first', requestId: expect.any(String) },
      });
    }
  });
});
