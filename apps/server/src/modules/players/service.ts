import type { z } from 'zod';
import type {
  ZChangePhoneRequest,
  ZChangeWithdrawPasswordRequest,
  ZReportOnlineRequest,
  ZSetWithdrawPasswordRequest,
  ZUpdateInfoRequest,
} from '@khel/contract';
import { maskPhone } from '@khel/contract';
import { PHONE_PREFIXES, type PhonePrefix } from '@khel/contract/phone';
import type { Db } from '../../db/client';
import { playerPresence } from '../../db/schema';
import { AppError } from '../../errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import {
  parsePhone,
  consumeOtp,
  findPlayerByPhone,
  revokePlayerSessions,
  updatePlayer,
} from '../accounts';
import type { AuthedPlayer, Requester, OtpDeps, PlayerRow, PasswordThrottle } from '../accounts';
import { adultOn, setBirthdayOnce } from './birthday';
import { countryOfPlayer } from '../app-config';
import { minimumAgeOf, type JurisdictionRules } from '../jurisdiction';
import { avatarPublicId, fileUrl } from './avatar';
import { toUserInfo } from './user-info';
import { readWallet } from '../wallet';
import { assertWithdrawPassword, clearWithdrawPasswordFailures } from '../withdrawals';
import { sendMail } from '../inbox';

export interface PlayersDeps {
  db: Db;
  otp: Pick<OtpDeps, 'db' | 'secret'>;
  apiBase: string;
  scryptCost: number;
  passwordThrottle: PasswordThrottle;
  /** The phone prefixes the licence allows (modules/jurisdiction): phone binding. */
  phonePrefixes: readonly PhonePrefix[];
  /** The licence's country rules: the birthday's minimum age is the player's country's. */
  jurisdiction: JurisdictionRules;
}

/** The player as the app shows them, balance and wager requirement included. */
export async function userInfoOf(deps: PlayersDeps, player: PlayerRow) {
  const avatarId = player.avatarFileId ? await avatarPublicId(deps.db, player.avatarFileId) : null;
  return toUserInfo(
    player,
    await readWallet(deps.db, player.id),
    avatarId ? fileUrl(deps.apiBase, avatarId) : null,
  );
}

/** Profile fields: left out → unchanged, empty → cleared (docs/product.md §2 Profile). */
export async function updateInfo(
  deps: PlayersDeps,
  authed: AuthedPlayer,
  input: z.output<typeof ZUpdateInfoRequest>,
) {
  const patch: Partial<PlayerRow> = {};
  if (input.nickname != null) patch.nickname = input.nickname;
  if (input.birthday !== undefined && input.birthday !== null) {
    if (input.birthday !== '') {
      const country = await countryOfPlayer(deps.db, deps.jurisdiction, authed.player.phone);
      const minimumAge = minimumAgeOf(deps.jurisdiction, country);
      if (!adultOn(input.birthday, new Date(), minimumAge)) {
        throw new AppError(
          'badRequest',
          'The birthday must be a real date at least {age} years ago',
          { age: minimumAge },
        );
      }
    }
    if (!(await setBirthdayOnce(deps.db, authed.player.id, input.birthday || null))) {
      throw new AppError('badRequest', 'The birthday cannot be changed once set');
    }
  }
  for (const field of ['email', 'whatsapp', 'facebook', 'telegram', 'twitter'] as const) {
    const value = input[field];
    if (value !== undefined && value !== null) patch[field] = value || null;
  }
  const updated = await updatePlayer(deps.db, authed.player.id, patch);
  return userInfoOf(deps, updated!);
}

export async function reportOnline(
  deps: PlayersDeps,
  authed: AuthedPlayer,
  input: z.output<typeof ZReportOnlineRequest>,
) {
  const placeId = input.placeId == null ? null : String(input.placeId);
  const now = new Date();
  await deps.db
    .insert(playerPresence)
    .values({ playerId: authed.player.id, placeId, lastSeenAt: now })
    .onConflictDoUpdate({ target: playerPresence.playerId, set: { placeId, lastSeenAt: now } });
  return null;
}

/**
 * Binds a phone after its code; a guest then has a full account. Changing a bound phone also
 * needs the password (throttled like a login) and ends every other session, so a stolen session
 * alone cannot move the phone and then reset the password.
 */
export async function bindPhone(
  deps: PlayersDeps,
  authed: AuthedPlayer,
  input: z.output<typeof ZChangePhoneRequest>,
  requester: Requester,
) {
  const phone = parsePhone(input.mobile, deps.phonePrefixes);
  const { player } = authed;
  if (player.phone === phone) {
    throw new AppError('badRequest', 'This phone number is already bound to your account');
  }
  const changing = player.phone !== null;
  if (changing) await assertPassword(deps, player, input.password, requester);
  await consumeOtp(deps.otp, { phone, purpose: 'bind', code: input.verificationCode });
  const holder = await findPlayerByPhone(deps.db, phone);
  if (holder)
    throw new AppError('conflict', 'This phone number is already linked to another account');
  const updated = await deps.db.transaction(async (tx) => {
    const row = await updatePlayer(tx, player.id, { phone, isGuest: false });
    if (changing) await revokePlayerSessions(tx, player.id, 'phone changed', authed.tokenHash);
    await sendMail(tx, player.id, 'security.phoneChanged', { phone: maskPhone(phone) });
    return row;
  });
  return userInfoOf(deps, updated!);
}

async function assertPassword(
  deps: PlayersDeps,
  player: PlayerRow,
  password: string | null | undefined,
  requester: Requester,
) {
  if (!password)
    throw new AppError('badRequest', 'Please enter your password to change the phone number');
  const { passwordHash } = player;
  const ok = await deps.passwordThrottle.check(
    { account: String(player.id), playerId: player.id, ip: requester.ip },
    async () => passwordHash !== null && (await verifyPassword(password, passwordHash)),
  );
  if (!ok) throw new AppError('badRequest', 'The password is incorrect');
}

export async function setWithdrawPassword(
  deps: PlayersDeps,
  authed: AuthedPlayer,
  input: z.output<typeof ZSetWithdrawPasswordRequest>,
) {
  const { player } = authed;
  if (!player.phone) throw new AppError('badRequest', 'Please bind a phone number first');
  // Only the bound phone is compared: a country dropped from the licence keeps its withdrawals.
  if (parsePhone(input.mobile, PHONE_PREFIXES) !== player.phone) {
    throw new AppError('badRequest', 'Please use the phone number bound to your account');
  }
  await consumeOtp(deps.otp, {
    phone: player.phone,
    purpose: 'withdrawPassword',
    code: input.verificationCode,
  });
  const withdrawPasswordHash = await hashPassword(input.withdrawPassword, deps.scryptCost);
  await updatePlayer(deps.db, player.id, { withdrawPasswordHash });
  await clearWithdrawPasswordFailures(deps.db, player.id);
  return null;
}

export async function changeWithdrawPassword(
  deps: PlayersDeps,
  authed: AuthedPlayer,
  input: z.output<typeof ZChangeWithdrawPasswordRequest>,
) {
  const { player } = authed;
  await assertWithdrawPassword(deps.db, {
    playerId: player.id,
    hash: player.withdrawPasswordHash,
    password: input.oldWithdrawPassword,
    wrongMessage: 'The old withdrawal password is incorrect',
  });
  const withdrawPasswordHash = await hashPassword(input.withdrawPassword, deps.scryptCost);
  await updatePlayer(deps.db, player.id, { withdrawPasswordHash });
  await clearWithdrawPasswordFailures(deps.db, player.id);
  return null;
}
