import type { OtpPurpose, TOutboxMessage } from '@khel/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client';
import { queryRows } from '../../src/db/query';
import { sha256 } from '../../src/lib/tokens';
import { commonBody, postApi, type Envelope } from './app';

/** Settings for account tests: cheap scrypt and no cap on codes per address. */
export const ACCOUNT_ENV = { SCRYPT_COST: '12', OTP_DAILY_LIMIT_IP: '100000' };

/** A password that passes every rule (8–64 characters, not a common one). */
export const GOOD_PASSWORD = 'Kh3l-tiger-moon';

let counter = 0;
const next = () => (counter += 1);

/** A valid Indian mobile not used before in this file: +9198765xxxxx. */
export const newIndianPhone = () => `+9198765${String(next()).padStart(5, '0')}`;
/** A valid Pakistani mobile not used before in this file: +92300xxxxxxx. */
export const newPakistaniPhone = () => `+92300${String(next()).padStart(7, '0')}`;
/** A client address of its own, for tests that count per address. */
export const newIp = () => {
  const n = next();
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};
/** A device number of its own, for tests that count per device. */
export const newDevice = () => `test-device-${next()}`;

export interface Session {
  sign: string;
  uid: string;
}

/** A body with the common fields and a session's sign and uid. */
export const authBody = (session: Session, extra: Record<string, unknown> = {}) =>
  commonBody({ sign: session.sign, uid: session.uid, ...extra });

/** Asserts an error envelope: exactly state, msg and a request id, nothing else (no stack). */
export function expectError(body: Envelope, state: string, msg: string | RegExp) {
  expect(body).toEqual({
    state,
    msg: typeof msg === 'string' ? msg : expect.stringMatching(msg),
    requestId: expect.any(String),
  });
}

/** Asserts a success envelope and returns its resultData. */
export function expectOk<T = Record<string, unknown>>(body: Envelope): T {
  expect(body, body.msg).toMatchObject({ state: '200' });
  return body.resultData as T;
}

/** The sandbox outbox of a phone, newest first (GET /dev/outbox?mobile=…). */
export async function readOutbox(app: FastifyInstance, mobile: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/dev/outbox?mobile=${encodeURIComponent(mobile)}`,
  });
  return expectOk<TOutboxMessage[]>(response.json() as Envelope);
}

/** The code of the newest SMS sent to a phone. */
export async function readCode(app: FastifyInstance, mobile: string, purpose?: OtpPurpose) {
  const [newest] = await readOutbox(app, mobile);
  expect(newest, `no SMS for ${mobile}`).toBeDefined();
  if (purpose) expect(newest!.purpose).toBe(purpose);
  const code = /\b(\d{6})\b/.exec(newest!.text)?.[1];
  expect(code, `no code in "${newest!.text}"`).toBeDefined();
  return code!;
}

export interface SendOptions {
  ip?: string;
  session?: Session;
}

/** POST /sms/send. */
export const sendCode = (
  app: FastifyInstance,
  mobile: string,
  purpose: OtpPurpose,
  options: SendOptions = {},
) =>
  postApi(
    app,
    '/sms/send',
    commonBody({
      mobile,
      purpose,
      ...(options.session ? { sign: options.session.sign, uid: options.session.uid } : {}),
    }),
    { ip: options.ip },
  );

/** Asks for a code and reads it from the sandbox outbox. */
export async function requestCode(
  app: FastifyInstance,
  mobile: string,
  purpose: OtpPurpose = 'login',
  options: SendOptions = {},
) {
  const { body } = await sendCode(app, mobile, purpose, options);
  expect(expectOk(body)).toEqual({ resendAfterSeconds: 60 });
  return readCode(app, mobile, purpose);
}

export const CONSENT = { agreeTerms: true, adultConfirmed: true };
/** A date of birth well past 18 for sign-ups and depositors. */
export const ADULT_BIRTHDAY = '1990-05-17';

export interface RegisterOptions {
  mobile?: string;
  password?: string;
  referralCode?: string;
  ip?: string;
  deviceNumber?: string;
  birthday?: string;
}

/** Registers a new player with a code from the outbox; returns the session and credentials. */
export async function register(app: FastifyInstance, options: RegisterOptions = {}) {
  const mobile = options.mobile ?? newIndianPhone();
  const password = options.password ?? GOOD_PASSWORD;
  const verificationCode = await requestCode(app, mobile, 'register', { ip: options.ip });
  const { body } = await postApi(
    app,
    '/sso/register',
    commonBody({
      mobile,
      verificationCode,
      password,
      birthday: options.birthday ?? ADULT_BIRTHDAY,
      ...CONSENT,
      ...(options.referralCode ? { referralCode: options.referralCode } : {}),
      ...(options.deviceNumber ? { deviceNumber: options.deviceNumber } : {}),
    }),
    { ip: options.ip },
  );
  const session = expectOk<Session & { newUserFlag: number }>(body);
  expect(session.newUserFlag).toBe(1);
  return { mobile, password, session: { sign: session.sign, uid: session.uid } };
}

/** POST /sso/login with phone and password. */
export const passwordLogin = (
  app: FastifyInstance,
  mobile: string,
  password: string,
  ip?: string,
) => postApi(app, '/sso/login', commonBody({ mobile, password }), { ip });

/** POST /sso/idlogin with player id and password. */
export const idLogin = (
  app: FastifyInstance,
  userId: string | number,
  password: string,
  ip?: string,
) => postApi(app, '/sso/idlogin', commonBody({ userId, password }), { ip });

/** POST /sso/v2/login with phone and code. */
export const otpLogin = (
  app: FastifyInstance,
  mobile: string,
  verificationCode: string,
  extra: Record<string, unknown> = {},
  ip?: string,
) => postApi(app, '/sso/v2/login', commonBody({ mobile, verificationCode, ...extra }), { ip });

/** A logged-in session from a successful login answer. */
export function sessionOf(body: Envelope): Session {
  const { sign, uid } = expectOk<Session>(body);
  return { sign, uid };
}

/** POST /user/getUserInfo. */
export const getUserInfo = (app: FastifyInstance, session: Session) =>
  postApi(app, '/user/getUserInfo', authBody(session));

/** Asserts that a session is logged in (true) or answered 401 Please login first (false). */
export async function expectSessionAlive(app: FastifyInstance, session: Session, alive: boolean) {
  const { body } = await getUserInfo(app, session);
  if (alive) expect(expectOk<{ userId: string }>(body).userId).toBe(session.uid);
  else expectError(body, '401', 'Please login first');
}

// Moving recorded times back stands in for waiting: the server reads them against now().

/** Makes the codes of a phone `seconds` older (the 60 s rule and daily caps read created_at). */
export const ageOtpCodes = (db: Db, phone: string, seconds: number) =>
  db.execute(
    sql`update otp_codes set created_at = created_at - make_interval(secs => ${seconds})
        where phone = ${phone}`,
  );

/** Expires the live codes of a phone. */
export const expireOtpCodes = (db: Db, phone: string) =>
  db.execute(
    sql`update otp_codes set expires_at = now() - interval '1 second'
        where phone = ${phone} and consumed_at is null`,
  );

/** Moves every attempt counted by the password throttles under `prefix` back in time. */
export const ageThrottles = (db: Db, prefix: string, seconds: number) =>
  db.execute(
    sql`update auth_throttles
        set attempts = array(
          select a - make_interval(secs => ${seconds}) from unnest(attempts) a order by a
        )
        where key like ${`${prefix}%`}`,
  );

/** The stored row of a session, found by the hash of its sign, with its ages in seconds. */
export async function sessionRow(db: Db, sign: string) {
  const rows = await queryRows<{
    row: string;
    player_id: string;
    revoked_reason: string | null;
    lifetime_seconds: number;
    idle_seconds: number;
  }>(
    db,
    sql`select sessions::text as row, player_id, revoked_reason,
          extract(epoch from expires_at - created_at)::int as lifetime_seconds,
          extract(epoch from now() - last_seen_at)::int as idle_seconds
        from sessions where token_hash = ${sha256(sign)}`,
  );
  return rows[0];
}

/** Moves a session's last use and/or expiry back by the given seconds. */
export const ageSession = (
  db: Db,
  sign: string,
  shift: { lastSeenSeconds?: number; expiresSeconds?: number },
) =>
  db.execute(
    sql`update sessions set
          last_seen_at = last_seen_at - make_interval(secs => ${shift.lastSeenSeconds ?? 0}),
          expires_at = expires_at - make_interval(secs => ${shift.expiresSeconds ?? 0})
        where token_hash = ${sha256(sign)}`,
  );

/** The stored row of a player. */
export async function playerRow(db: Db, uid: string | number) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select * from players where id = ${Number(uid)}`,
  );
  return rows[0];
}
