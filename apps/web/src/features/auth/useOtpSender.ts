import { useTranslation } from '../../i18n/useTranslation';
import { showToast } from '../../lib/toast';
import { sendOtp, type OtpPurpose } from './api';
import { useRunAuth } from './runAuth';
import { resendWait } from './countdown';
import { useSendCode } from './useSendCode';

/**
 * A send-code button's state for one purpose. `getMobile` answers the checked number, or null
 * after it has told the player what is wrong.
 */
export function useOtpSender(purpose: OtpPurpose, getMobile: () => string | null) {
  const { t } = useTranslation('login');
  const { runAuth } = useRunAuth();
  return useSendCode(async () => {
    const mobile = getMobile();
    if (!mobile) return null;
    const sent = await runAuth(() => sendOtp(mobile, purpose), t('otp.sending'));
    if (sent === null) return null;
    showToast(t('otp.sent'));
    return resendWait(sent);
  });
}
