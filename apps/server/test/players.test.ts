import { ZUserInfo } from '@khel/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query';
import { insertPlayer } from '../src/modules/accounts/store';
import { createTestApp, postApi, type TestApp } from './helpers/app';
import {
  ADULT_BIRTHDAY,
  ACCOUNT_ENV,
  authBody,
  expectError,
  expectOk,
  getUserInfo,
  newPakistaniPhone,
  register,
  type Session,
} from './helpers/accounts';
import { testDatabases } from './helpers/databases';
import { loginAs } from './helpers/games';

/** YYYY-MM-DD of today (UTC) `years` ago, shifted by `days` (29 February becomes the 28th). */
function yearsAgo(years: number, days = 0) {
  const now = new Date();
  const year = now.getUTCFullYear() - years;
  const lastDay = new Date(Date.UTC(year, now.getUTCMonth() + 1, 0)).getUTCDate();
  const day = Math.min(now.getUTCDate(), lastDay) + days;
  return new Date(Date.UTC(year, now.getUTCMonth(), day)).toISOString().slice(0, 10);
}

describe.each(testDatabases())('players on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, ACCOUNT_ENV);
  });
  afterAll(() => t.close());

  /** A player made without a date of birth (one-click, code, Google): it is given later, once. */
  const playerWithoutBirthday = async () => {
    const player = await insertPlayer(t.database.db, { isGuest: true }, (id) => `Guest${id}`);
    return loginAs(t.database.db, player.id);
  };

  describe('profile', () => {
    const updateInfo = (session: Session, fields: Record<string, unknown>) =>
      postApi(t.app, '/user/updateInfo', authBody(session, fields));

    it('answers getUserInfo with every field the app shows, and nothing secret', async () => {
      const { mobile, session } = await register(t.app, { mobile: newPakistaniPhone() });
      const info = expectOk((await getUserInfo(t.app, session)).body);
      expect(Object.keys(info).sort()).toEqual(Object.keys(ZUserInfo.shape).sort());
      expect(ZUserInfo.parse(info)).toEqual(info);
      expect(info).toMatchObject({
        userId: session.uid,
        nickname: `Player${mobile.slice(-4)}`,
        avatar: null,
        phone: mobile,
        phonePrefix: '+92',
        // Register asks the date of birth.
        birthday: ADULT_BIRTHDAY,
        email: null,
        whatsapp: null,
        facebook: null,
        telegram: null,
        twitter: null,
        vipLevel: 0,
        isGuest: false,
        hasPassword: true,
        hasWithdrawPassword: false,
        referralCode: expect.stringMatching(/^[A-Z2-9]{8}$/),
      });
      expect(Date.now() - Date.parse(String(info.registeredAt))).toBeLessThan(60_000);
      expect(JSON.stringify(info)).not.toMatch(/scrypt|hash|status|register_?ip|google/i);
    });

    it('sets profile fields, keeps those left out, and clears those sent empty', async () => {
      const { session } = await register(t.app);
      const full = {
        nickname: '  Asha  ',
        birthday: '1990-05-17',
        email: ' asha@example.com ',
        whatsapp: '+91 98765 43210',
        facebook: 'asha.verma',
        telegram: '@asha',
        twitter: '@ashav',
      };
      const set = expectOk((await updateInfo(session, full)).body);
      expect(set).toMatchObject({
        nickname: 'Asha',
        birthday: '1990-05-17',
        email: 'asha@example.com',
        whatsapp: '+91 98765 43210',
        facebook: 'asha.verma',
        telegram: '@asha',
        twitter: '@ashav',
      });
      expect(expectOk((await getUserInfo(t.app, session)).body)).toEqual(set);

      const partly = expectOk(
        (await updateInfo(session, { telegram: '@asha2', facebook: null })).body,
      );
      expect(partly).toEqual({ ...set, telegram: '@asha2' });

      const cleared = expectOk(
        (
          await updateInfo(session, {
            email: '',
            whatsapp: '',
            facebook: '',
            telegram: '',
            twitter: '',
          })
        ).body,
      );
      expect(cleared).toMatchObject({
        nickname: 'Asha',
        birthday: '1990-05-17',
        email: null,
        whatsapp: null,
        facebook: null,
        telegram: null,
        twitter: null,
      });
    });

    it('keeps the birthday read-only once set: changing or clearing it is refused', async () => {
      const session = await playerWithoutBirthday();
      expect(expectOk((await updateInfo(session, { birthday: '' })).body)).toMatchObject({
        birthday: null,
      });
      const tries = await Promise.all(
        ['1990-05-17', '1991-06-18'].map((birthday) => updateInfo(session, { birthday })),
      );
      expect(tries.filter((r) => r.body.state === '200')).toHaveLength(1);
      const kept = String(
        expectOk<{ birthday: string }>((await getUserInfo(t.app, session)).body).birthday,
      );
      expect(expectOk((await updateInfo(session, { birthday: kept })).body)).toMatchObject({
        birthday: kept,
      });
      for (const birthday of ['', kept === '1990-05-17' ? '1991-06-18' : '1990-05-17']) {
        expectError(
          (await updateInfo(session, { birthday })).body,
          '400',
          'The birthday cannot be changed once set',
        );
      }
    });

    it('accepts a birthday exactly 18 years ago and refuses one a day later', async () => {
      const session = await playerWithoutBirthday();
      expect(expectOk((await updateInfo(session, { birthday: yearsAgo(18) })).body)).toMatchObject({
        birthday: yearsAgo(18),
      });
      expectError(
        (await updateInfo(session, { birthday: yearsAgo(18, 1) })).body,
        '400',
        'The birthday must be a real date at least 18 years ago',
      );
    });

    it.each([
      [
        'an under-18 birthday',
        { birthday: yearsAgo(10) },
        'The birthday must be a real date at least 18 years ago',
      ],
      [
        'a date that does not exist',
        { birthday: '1990-02-30' },
        'The birthday must be a real date at least 18 years ago',
      ],
      [
        'a month 13',
        { birthday: '1990-13-01' },
        'The birthday must be a real date at least 18 years ago',
      ],
      [
        'a birthday in another format',
        { birthday: '17/05/1990' },
        'Invalid birthday: The birthday must be a date (YYYY-MM-DD)',
      ],
      ['a bad email', { email: 'asha@' }, 'Invalid email: The email address is not valid'],
      [
        'a nickname of 21 characters',
        { nickname: 'n'.repeat(21) },
        'Invalid nickname: The nickname must be 2 to 20 characters',
      ],
      [
        'a nickname of 1 character',
        { nickname: ' n ' },
        'Invalid nickname: The nickname must be 2 to 20 characters',
      ],
      [
        'an empty nickname',
        { nickname: '' },
        'Invalid nickname: The nickname must be 2 to 20 characters',
      ],
      [
        'a too-long WhatsApp number',
        { whatsapp: '9'.repeat(33) },
        'Invalid whatsapp: The WhatsApp number is too long',
      ],
      [
        'a too-long Facebook name',
        { facebook: 'f'.repeat(129) },
        'Invalid facebook: The Facebook name is too long',
      ],
      [
        'a too-long Telegram name',
        { telegram: 't'.repeat(65) },
        'Invalid telegram: The Telegram name is too long',
      ],
      [
        'a too-long Twitter name',
        { twitter: 'x'.repeat(65) },
        'Invalid twitter: The Twitter name is too long',
      ],
      ['a nickname that is a number', { nickname: 42 }, /^Invalid nickname: .*expected string/],
      [
        'a birthday that is a number',
        { birthday: 19900517 },
        /^Invalid birthday: .*expected string/,
      ],
    ])('refuses %s and changes nothing', async (_case, fields, message) => {
      const { session } = await register(t.app);
      const before = expectOk((await getUserInfo(t.app, session)).body);
      expectError(
        (await updateInfo(session, { facebook: 'changed', ...fields })).body,
        '400',
        message,
      );
      expect(expectOk((await getUserInfo(t.app, session)).body)).toEqual(before);
    });

    it('stores where the player was last seen online', async () => {
      const { session } = await register(t.app);
      const presence = async () =>
        queryRows<{ place_id: string | null; age: number }>(
          t.database.db,
          sql`select place_id, extract(epoch from now() - last_seen_at)::int as age
            from player_presence where player_id = ${Number(session.uid)}`,
        );
      const report = (placeId: unknown) =>
        postApi(t.app, '/user/reportOnline', authBody(session, { placeId }));
      expect(expectOk((await report('home')).body)).toBeNull();
      expect(await presence()).toEqual([{ place_id: 'home', age: 0 }]);
      await t.database.db.execute(
        sql`update player_presence set last_seen_at = now() - interval '3 minutes'`,
      );
      expect(expectOk((await report(1042)).body)).toBeNull();
      expect(await presence()).toEqual([{ place_id: '1042', age: 0 }]);
      expect(expectOk((await report(null)).body)).toBeNull();
      expect(await presence()).toEqual([{ place_id: null, age: 0 }]);
      expectError((await report({ x: 1 })).body, '400', /^Invalid placeId: /);
    });
  });
});
