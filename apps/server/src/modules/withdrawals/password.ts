import { minutesPhrase, phrase } from '@khel/contract/messages';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { clearAttempts, guardedCheck } from '../../lib/attempts';
import { verifyPassword } from '../../lib/passwords';
import { readWithdrawSettings } from './settings';

const WINDOW_SECONDS = 15 * 60;

export const WRONG_WITHDRAW_PASSWORD = 'Wrong withdrawal password';
export const NO_WITHDRAW_PASSWORD = 'Please set a withdrawal password first';
export const withdrawPasswordLocked = (minutes: number) =>
  phrase('Too many wrong withdrawal passwords. Please try again in {wait}', {
    wait: minutesPhrase(minutes),
  });

/**
 * Counted per player, not per address: guessing needs the player's own session anyway, and
 * players behind one carrier NAT share addresses. A change or reset of the password clears it.
 */
const failureKey = (playerId: number) => `withdraw-password:account:${playerId}`;

/**
 * Checks the withdrawal password against the player's hash: refused at once when none is set;
 * otherwise the attempt is counted before scrypt runs, atomically (settings.passwordMaxFailures
 * in 15 minutes), so concurrent guesses cannot all be checked; a wrong one is refused.
 */
export async function assertWithdrawPassword(
  db: Db,
  options: { playerId: number; hash: string | null; password: string; wrongMessage?: string },
) {
  const { hash } = options;
  if (!hash) throw new AppError('badRequest', NO_WITHDRAW_PASSWORD);
  const { passwordMaxFailures } = await readWithdrawSettings(db);
  const key = failureKey(options.playerId);
  const ok = await guardedCheck(
    db,
    [{ key, limit: passwordMaxFailures, windowSeconds: WINDOW_SECONDS }],
    () => verifyPassword(options.password, hash),
    {
      clear: [key],
      refused: (seconds) =>
        new AppError(
          'tooManyRequests',
          withdrawPasswordLocked(Math.max(1, Math.ceil(seconds / 60))),
        ),
    },
  );
  if (!ok) throw new AppError('badRequest', options.wrongMessage ?? WRONG_WITHDRAW_PASSWORD);
}

/** Forgets the wrong withdrawal passwords of a player (the password was set anew). */
export const clearWithdrawPasswordFailures = (db: Db, playerId: number) =>
  clearAttempts(db, { keys: [failureKey(playerId)] });
