import { AppError } from '../../errors';
import type { AccountsDeps } from './deps';
import { findPlayerByReferralCode, insertPlayer, PlayerExistsError, type PlayerRow } from './store';
import type { Requester } from './sessions';

export const REFERRAL_UNKNOWN = 'The referral code does not exist';

export interface NewAccount {
  phone?: string;
  passwordHash?: string;
  isGuest?: boolean;
  googleId?: string;
  googleEmail?: string | null;
  nickname?: string | null;
  referralCode?: string | null;
  /** Refuse an unknown referral code (the player typed it) rather than ignore it. */
  strictReferral?: boolean;
  /** YYYY-MM-DD, checked by the caller (Register asks for it; the other ways in do not). */
  birthday?: string;
}

const defaultNickname = (account: NewAccount, id: string) =>
  account.nickname?.trim().slice(0, 20) ||
  (account.phone ? `Player${account.phone.slice(-4)}` : `Guest${id.slice(-4)}`);

/**
 * Creates a player who consented to the terms and is at least 18 (checked by the caller); a
 * player brought by a referral code is then handed to `onReferredSignUp`.
 */
export async function createPlayer(
  deps: Pick<AccountsDeps, 'db' | 'onReferredSignUp'>,
  account: NewAccount,
  requester: Requester,
): Promise<PlayerRow> {
  const player = await insertNewPlayer(deps.db, account, requester);
  if (player.referredBy !== null) await deps.onReferredSignUp?.(player.id);
  return player;
}

async function insertNewPlayer(
  db: AccountsDeps['db'],
  account: NewAccount,
  requester: Requester,
): Promise<PlayerRow> {
  let referredBy: number | null = null;
  if (account.referralCode) {
    const referrer = await findPlayerByReferralCode(db, account.referralCode);
    if (referrer) referredBy = referrer.id;
    else if (account.strictReferral) {
      throw new AppError('badRequest', REFERRAL_UNKNOWN);
    }
  }
  try {
    const now = new Date();
    return await insertPlayer(
      db,
      {
        phone: account.phone ?? null,
        passwordHash: account.passwordHash ?? null,
        isGuest: account.isGuest ?? false,
        googleId: account.googleId ?? null,
        googleEmail: account.googleEmail ?? null,
        birthday: account.birthday ?? null,
        referredBy,
        registerIp: requester.ip,
        deviceNumber: requester.deviceNumber,
        termsAcceptedAt: now,
        adultCertifiedAt: now,
        passwordChangedAt: account.passwordHash ? now : null,
        lastLoginAt: now,
      },
      (id) => defaultNickname(account, String(id)),
    );
  } catch (error) {
    if (error instanceof PlayerExistsError) {
      throw new AppError('conflict', 'This phone number is already registered. Please log in');
    }
    throw error;
  }
}
