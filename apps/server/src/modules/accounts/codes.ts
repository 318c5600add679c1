import type { OtpPurpose } from '@khel/contract';
import { AppError } from '../../errors';
import { parsePhone, type AccountsDeps } from './deps';
import { issueOtp, type OtpDelivery } from './otp';
import { authenticate, type Requester } from './sessions';
import { assertLoginMethodOn } from './channels';
import { findPlayerByPhone } from './store';

const ALREADY_REGISTERED_NOTICE =
  'Someone asked to register this number on Khel, but it already has an account. Log in, or use "Forgot password" to reset it. If it was not you, ignore this message.';
const ALREADY_BOUND_NOTICE =
  'Someone asked to link this number to a Khel account, but it is already linked to another account. If it was not you, ignore this message.';

export interface SendCodeInput {
  mobile: string;
  purpose: OtpPurpose;
  sign?: string | null;
  uid?: string | number | null;
}

/**
 * Sends a code by SMS. The answer is the same whether the number has an account or not: a
 * registered number asking to register gets a notice instead of a code, an unknown number asking
 * to reset gets nothing. Binding and the withdrawal password need a logged-in player.
 */
export async function sendCode(deps: AccountsDeps, input: SendCodeInput, requester: Requester) {
  const phone = parsePhone(input.mobile, deps.phonePrefixes);
  const existing = await findPlayerByPhone(deps.db, phone);
  let delivery: OtpDelivery = { kind: 'code' };
  switch (input.purpose) {
    case 'register':
      if (existing) delivery = { kind: 'notice', text: ALREADY_REGISTERED_NOTICE };
      break;
    case 'reset':
      if (!existing) delivery = { kind: 'none' };
      break;
    case 'bind': {
      const { player } = await authenticate(deps.db, input, deps.sessions);
      if (existing && existing.id !== player.id) {
        delivery = { kind: 'notice', text: ALREADY_BOUND_NOTICE };
      }
      break;
    }
    case 'withdrawPassword': {
      const { player } = await authenticate(deps.db, input, deps.sessions);
      if (!player.phone) throw new AppError('badRequest', 'Please bind a phone number first');
      if (player.phone !== phone) {
        throw new AppError('badRequest', 'Please use the phone number bound to your account');
      }
      break;
    }
    case 'login':
      await assertLoginMethodOn(deps.db, 'otp');
      break;
  }
  await issueOtp(deps.otp, { phone, purpose: input.purpose, ip: requester.ip, delivery });
  return { resendAfterSeconds: deps.otp.resendSeconds };
}
