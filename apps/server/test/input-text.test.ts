import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query';
import { ACCOUNT_ENV, authBody, CONSENT, newIp, type Session } from './helpers/accounts';
import { commonBody, createTestApp, postApi, type TestApp } from './helpers/app';
import { testDatabases } from './helpers/databases';
import { loginAs } from './helpers/games';
import { fundedPlayer } from './helpers/provider';

/**
 * One input rule for all text (packages/contract `text()`): NUL and unpaired surrogates are
 * refused by the contract, naming the field, before anything reaches the database. Each row
 * is a field that, in a body otherwise valid, answered state 500 (NUL) or was stored mangled
 * (an unpaired surrogate becomes U+FFFD on the way to PostgreSQL).
 */
interface Case {
  path: string;
  /** The rest of a valid body. */
  body: Record<string, unknown>;
  /** The field that carries the bad text (a dotted path for nested values). */
  field: string;
  auth?: boolean;
}

const PHONE = '+919876522222';
const CASES: Case[] = [
  ...['deviceNumber', 'referralCode', 'deviceName', 'systemVersion', 'appVersion'].map((field) => ({
    path: '/sso/guest',
    body: { ...CONSENT },
    field,
  })),
  ...['userId', 'password', 'referralCode'].map((field) => ({
    path: '/sso/idlogin',
    body: { userId: '12345678', password: 'not-the-password' },
    field,
  })),
  { path: '/sso/login', body: { mobile: PHONE, password: 'not-the-password' }, field: 'password' },
  { path: '/sms/send', body: { mobile: PHONE, purpose: 'login' }, field: 'appPackageName' },
  ...['data', 'userId', 'h5No', 'adid', 'deviceNumber'].map((field) => ({
    path: '/u/appStackUpload',
    body: { data: '{"message":"x"}' },
    field,
  })),
  ...['linkId', 'eventData.campaign'].map((field) => ({
    path: '/u/transferEventUpload',
    body: { eventName: 'install', eventData: { campaign: 'spring' } },
    field,
  })),
  { path: '/game/search', body: { keyword: 'dice' }, field: 'keyword' },
  ...['nickname', 'whatsapp', 'facebook', 'telegram', 'twitter'].map((field) => ({
    path: '/user/updateInfo',
    body: {},
    field,
    auth: true,
  })),
  { path: '/user/reportOnline', body: {}, field: 'placeId', auth: true },
  { path: '/user/getUserInfo', body: {}, field: 'sign', auth: true },
  { path: '/recharge/orderDetail', body: { orderNo: 'R1' }, field: 'orderNo', auth: true },
  { path: '/withdraw/orderDetail', body: { orderNo: 'W1' }, field: 'orderNo', auth: true },
  {
    path: '/recharge/submitUtr',
    body: { utr: '123456789012', orderNo: 'R1' },
    field: 'orderNo',
    auth: true,
  },
  {
    path: '/recharge/createRechargeOrder',
    body: { depositAmount: 500, depositChannel: 4, currency: 'USDT' },
    field: 'currency',
    auth: true,
  },
];

const BAD_TEXT = {
  NUL: 'ab\u0000cd',
  'an unpaired high surrogate': 'ab\uD800cd',
  'an unpaired low surrogate': '\uDC00ab',
};

/** `body` with `value` at the dotted `field`. */
function withValue(body: Record<string, unknown>, field: string, value: string) {
  const copy = structuredClone(body);
  const keys = field.split('.');
  let node = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1)!] = value;
  return copy;
}

describe.each(testDatabases())('the text rule on $kind', (target) => {
  let t: TestApp;
  let session: Session;
  beforeAll(async () => {
    t = await createTestApp(target, { ...ACCOUNT_ENV, GUEST_HOURLY_LIMIT_IP: '100000' });
    session = await loginAs(t.database.db, await fundedPlayer(t.database.db, 100));
  });
  afterAll(() => t.close());

  for (const c of CASES) {
    for (const [what, value] of Object.entries(BAD_TEXT)) {
      it(`refuses ${what} in ${c.path} ${c.field}`, async () => {
        const body = withValue(
          c.auth ? authBody(session, c.body) : commonBody(c.body),
          c.field,
          value,
        );
        const { body: answer } = await postApi(t.app, c.path, body, { ip: newIp() });
        expect(answer).toEqual({
          state: '400',
          msg: `Invalid ${c.field}: must not contain NUL characters or unpaired surrogates`,
          requestId: expect.any(String),
        });
      });
    }
  }

  it('refuses NUL in a key of eventData, and nothing is stored', async () => {
    const before = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from transfer_events`,
    );
    const { body } = await postApi(
      t.app,
      '/u/transferEventUpload',
      commonBody({ eventName: 'install', eventData: { 'a\u0000b': 1, deep: [{ x: '\uD800' }] } }),
    );
    expect(body).toMatchObject({ state: '400', msg: expect.stringMatching(/^Invalid eventData/) });
    const after = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from transfer_events`,
    );
    expect(after).toEqual(before);
  });

  it('keeps text with emoji and other scripts (surrogate pairs) as sent', async () => {
    const { body } = await postApi(
      t.app,
      '/user/updateInfo',
      authBody(session, { nickname: 'खेल 🎲 ok', telegram: '𝒦hel' }),
    );
    expect(body).toMatchObject({
      state: '200',
      resultData: { nickname: 'खेल 🎲 ok', telegram: '𝒦hel' },
    });
  });
});
