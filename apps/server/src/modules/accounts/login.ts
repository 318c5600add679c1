import type { z } from 'zod';
import type {
  ZGoogleLoginRequest,
  ZGuestLoginRequest,
  ZIdLoginRequest,
  ZOtpLoginRequest,
  ZPasswordLoginRequest,
  ZRegisterRequest,
} from '@khel/contract';
import { offsetMinutes, todayIn } from '@khel/contract/dates';
import { AppError } from '../../errors';
import { readTimezone } from '../app-config';
import { enforceLimits } from '../../lib/rate-limit-store';
import { assertAcceptablePassword, hashPassword, verifyPassword } from '../../lib/passwords';
import { generatePassword } from '../../lib/tokens';
import { createPlayer, REFERRAL_UNKNOWN } from './create-player';
import {
  ACCOUNT_DISABLED,
  assertAdult,
  assertConsent,
  parsePhone,
  type AccountsDeps,
} from './deps';
import { consumeOtp } from './otp';
import { startSession, type LoginMethod, type Requester } from './sessions';
import {
  findPlayerByGoogleId,
  findPlayerById,
  findPlayerByPhone,
  findPlayerByReferralCode,
  updatePlayer,
  type PlayerRow,
} from './store';

type Input<T extends z.ZodType> = z.output<T>;

async function openSession(
  deps: AccountsDeps,
  player: PlayerRow,
  method: LoginMethod,
  requester: Requester,
  newUser: boolean,
) {
  if (player.status !== 'active') throw new AppError('forbidden', ACCOUNT_DISABLED);
  if (!newUser) await updatePlayer(deps.db, player.id, { lastLoginAt: new Date() });
  const session = await startSession(deps.db, {
    playerId: player.id,
    method,
    requester,
    settings: deps.sessions,
  });
  return { ...session, newUserFlag: newUser ? (1 as const) : (0 as const) };
}

/** Phone and code; an unknown phone becomes a new account (docs/product.md §7: newUserFlag). */
export async function loginWithOtp(
  deps: AccountsDeps,
  input: Input<typeof ZOtpLoginRequest>,
  requester: Requester,
) {
  const phone = parsePhone(input.mobile, deps.phonePrefixes);
  // Consent is asked of a new player only once the code is right (a wrong code tells nothing
  // about the number), and the code stays usable while the player ticks the boxes.
  await consumeOtp(deps.otp, {
    phone,
    purpose: 'login',
    code: input.verificationCode,
    beforeUse: async (tx) => {
      if (!(await findPlayerByPhone(tx, phone))) assertConsent(input);
    },
  });
  const existing = await findPlayerByPhone(deps.db, phone);
  if (existing) return openSession(deps, existing, 'otp', requester, false);
  assertConsent(input);
  const player = await createPlayer(deps, { phone, referralCode: input.referralCode }, requester);
  return openSession(deps, player, 'otp', requester, true);
}

/** One-click play: a new account with a generated id and password, the password returned once. */
export async function loginAsGuest(
  deps: AccountsDeps,
  input: Input<typeof ZGuestLoginRequest>,
  requester: Requester,
) {
  assertConsent(input);
  await enforceLimits(
    deps.rateLimits,
    [
      { key: `guest:ip:${requester.ip}`, limit: deps.guestHourlyLimitIp, windowSeconds: 3600 },
      { key: `guest:device:${requester.deviceNumber}`, limit: 3, windowSeconds: 86_400 },
    ],
    'Too many new accounts from this device. Please log in to your existing account',
  );
  const password = generatePassword();
  const player = await createPlayer(
    deps,
    {
      isGuest: true,
      passwordHash: await hashPassword(password, deps.scryptCost),
      referralCode: input.referralCode,
    },
    requester,
  );
  return { ...(await openSession(deps, player, 'guest', requester, true)), password };
}

// Verifying against this when the account is unknown keeps both answers equally slow.
let decoyHash: Promise<string> | undefined;

async function checkPassword(
  deps: AccountsDeps,
  kind: 'phone' | 'id',
  account: string,
  player: PlayerRow | undefined,
  password: string,
  requester: Requester,
) {
  // A player is counted under their id, whichever way they log in (phone, ID, /sso/modify),
  // so each way does not get 5 tries of its own; an unknown account under what was typed.
  const ok = await deps.passwordThrottle.check(
    {
      account: player ? String(player.id) : account,
      playerId: player?.id ?? null,
      ip: requester.ip,
    },
    async () => {
      decoyHash ??= hashPassword('decoy-password-never-used', deps.scryptCost);
      const stored = player?.passwordHash ?? (await decoyHash);
      return (await verifyPassword(password, stored)) && Boolean(player?.passwordHash);
    },
  );
  if (!ok || !player) {
    throw new AppError(
      'badRequest',
      kind === 'phone' ? 'Incorrect phone number or password' : 'Incorrect ID or password',
    );
  }
  return player;
}

export async function loginWithPassword(
  deps: AccountsDeps,
  input: Input<typeof ZPasswordLoginRequest>,
  requester: Requester,
) {
  const phone = parsePhone(input.mobile, deps.phonePrefixes);
  const player = await checkPassword(
    deps,
    'phone',
    phone,
    await findPlayerByPhone(deps.db, phone),
    input.password,
    requester,
  );
  return openSession(deps, player, 'password', requester, false);
}

export async function loginWithId(
  deps: AccountsDeps,
  input: Input<typeof ZIdLoginRequest>,
  requester: Requester,
) {
  const id = /^\d{8}$/.test(input.userId) ? Number(input.userId) : null;
  const found = id === null ? undefined : await findPlayerById(deps.db, id);
  const player = await checkPassword(deps, 'id', input.userId, found, input.password, requester);
  return openSession(deps, player, 'id', requester, false);
}

const GOOGLE_FAILED = 'Google sign-in failed, please try again';

export async function loginWithGoogle(
  deps: AccountsDeps,
  input: Input<typeof ZGoogleLoginRequest>,
  requester: Requester,
) {
  if (!deps.verifyGoogleToken) throw new AppError('forbidden', 'Google login is not available');
  const claims = await deps.verifyGoogleToken(input.googleToken).catch(() => {
    throw new AppError('badRequest', GOOGLE_FAILED);
  });
  if (claims.sub !== input.googleId) throw new AppError('badRequest', GOOGLE_FAILED);
  const existing = await findPlayerByGoogleId(deps.db, claims.sub);
  if (existing) return openSession(deps, existing, 'google', requester, false);
  assertConsent(input);
  const player = await createPlayer(
    deps,
    {
      googleId: claims.sub,
      googleEmail: claims.emailVerified ? claims.email : null,
      nickname: claims.name ?? input.name ?? input.givenName,
      referralCode: input.referralCode,
    },
    requester,
  );
  return openSession(deps, player, 'google', requester, true);
}

export async function register(
  deps: AccountsDeps,
  input: Input<typeof ZRegisterRequest>,
  requester: Requester,
) {
  const phone = parsePhone(input.mobile, deps.phonePrefixes);
  assertConsent(input);
  assertAdult(
    input.birthday,
    todayIn(new Date(), offsetMinutes(await readTimezone(deps.db))),
    deps.minimumAgeOf(phone),
  );
  assertAcceptablePassword(input.password);
  // Check what the player typed before the code is spent on a form that cannot succeed.
  if (input.referralCode && !(await findPlayerByReferralCode(deps.db, input.referralCode))) {
    throw new AppError('badRequest', REFERRAL_UNKNOWN);
  }
  await consumeOtp(deps.otp, { phone, purpose: 'register', code: input.verificationCode });
  const player = await createPlayer(
    deps,
    {
      phone,
      passwordHash: await hashPassword(input.password, deps.scryptCost),
      referralCode: input.referralCode,
      strictReferral: true,
      birthday: input.birthday,
    },
    requester,
  );
  return openSession(deps, player, 'register', requester, true);
}
