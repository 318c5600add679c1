import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { verifyPassword } from '../../lib/passwords';
import { countHit, recentHits } from '../../lib/rate-limit';

const WINDOW_SECONDS = 15 * 60;
const BUCKET_SECONDS = 60;

export const WRONG_WITHDRAW_PASSWORD = 'Wrong withdrawal password';
export const NO_WITHDRAW_PASSWORD = 'Please set a withdrawal password first';
export const withdrawPasswordLocked = (minutes: number) =>
  `Too many wrong withdrawal passwords. Please try again in ${minutes} minutes`;

/**
 * Counted per player under the key the WithdrawalPassword page uses ('withdraw-password'), so a
 * change or reset of the password there clears it. Not per address: players behind one carrier
 * NAT share addresses, and guessing needs the player's own session anyway.
 */
const failureKey = (playerId: number) => `withdraw-password:account:${playerId}`;

export type PasswordCheck = 'ok' | 'wrong';

/**
 * Checks the withdrawal password against the player's hash. Refuses at once when none is set or
 * the player is locked out; a wrong password is counted (with `db`, which may be the transaction
 * that must commit the count) and answered 'wrong', so the caller decides what to roll back.
 */
export async function checkWithdrawPassword(
  db: Db,
  options: { playerId: number; hash: string | null; password: string; maxFailures: number },
): Promise<PasswordCheck> {
  if (!options.hash) throw new AppError('badRequest', NO_WITHDRAW_PASSWORD);
  const key = failureKey(options.playerId);
  if ((await recentHits(db, key, WINDOW_SECONDS)) >= options.maxFailures) {
    throw new AppError('tooManyRequests', withdrawPasswordLocked(WINDOW_SECONDS / 60));
  }
  if (await verifyPassword(options.password, options.hash)) return 'ok';
  await countHit(db, { key, limit: options.maxFailures, windowSeconds: BUCKET_SECONDS });
  return 'wrong';
}

/** The same check for changes outside a money transaction: a wrong password is refused. */
export async function assertWithdrawPassword(
  db: Db,
  options: { playerId: number; hash: string | null; password: string; maxFailures: number },
) {
  if ((await checkWithdrawPassword(db, options)) === 'wrong') {
    throw new AppError('badRequest', WRONG_WITHDRAW_PASSWORD);
  }
}
