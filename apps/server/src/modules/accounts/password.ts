import type { z } from 'zod';
import type { ZModifyPasswordRequest, ZResetPasswordRequest } from '@khel/contract';
import { AppError } from '../../errors';
import { assertAcceptablePassword, hashPassword, verifyPassword } from '../../lib/passwords';
import { parsePhone, type AccountsDeps } from './deps';
import { consumeOtp, WRONG_CODE } from './otp';
import type { AuthedPlayer, Requester } from './sessions';
import { findPlayerByPhone, revokePlayerSessions, updatePlayer } from './store';
import { sendMail } from '../inbox';

/** Changes the password with the old one; every other session of the player ends. */
export async function changePassword(
  deps: AccountsDeps,
  authed: AuthedPlayer,
  input: z.output<typeof ZModifyPasswordRequest>,
  requester: Requester,
) {
  const { player } = authed;
  const { passwordHash: oldHash } = player;
  const ok = await deps.passwordThrottle.check(
    { account: String(player.id), playerId: player.id, ip: requester.ip },
    async () => oldHash !== null && (await verifyPassword(input.oldPassword, oldHash)),
  );
  if (!ok) throw new AppError('badRequest', 'The old password is incorrect');
  assertAcceptablePassword(input.newPassword);
  if (input.newPassword === input.oldPassword) {
    throw new AppError('badRequest', 'The new password must be different from the old one');
  }
  const passwordHash = await hashPassword(input.newPassword, deps.scryptCost);
  await deps.db.transaction(async (tx) => {
    await updatePlayer(tx, player.id, {
      passwordHash,
      passwordChangedAt: new Date(),
    });
    await revokePlayerSessions(tx, player.id, 'password changed', authed.tokenHash);
    await sendMail(tx, player.id, 'security.passwordChanged', {});
  });
  await deps.passwordThrottle.clear(String(player.id));
  return null;
}

/** Forgot password: a reset code sent to the phone sets a new one; every session ends. */
export async function resetPassword(
  deps: AccountsDeps,
  input: z.output<typeof ZResetPasswordRequest>,
) {
  const phone = parsePhone(input.mobile, deps.phonePrefixes);
  assertAcceptablePassword(input.newPassword);
  await consumeOtp(deps.otp, { phone, purpose: 'reset', code: input.verificationCode });
  const player = await findPlayerByPhone(deps.db, phone);
  // Codes for reset are only delivered to registered numbers; this is a race with a deletion.
  if (!player) throw new AppError('badRequest', WRONG_CODE);
  const passwordHash = await hashPassword(input.newPassword, deps.scryptCost);
  await deps.db.transaction(async (tx) => {
    await updatePlayer(tx, player.id, { passwordHash, passwordChangedAt: new Date() });
    await revokePlayerSessions(tx, player.id, 'password reset');
    await sendMail(tx, player.id, 'security.passwordChanged', {});
  });
  await deps.passwordThrottle.clear(phone);
  await deps.passwordThrottle.clear(String(player.id));
  return null;
}
