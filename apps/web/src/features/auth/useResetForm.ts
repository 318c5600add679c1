import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { showToast } from '../../lib/toast';
import { redirectTo } from '../../router/navigation';
import { PATHS } from '../../router/paths';
import { resetPassword } from './api';
import { useRunAuth } from './runAuth';
import { useOtpSender } from './useOtpSender';
import { usePhonePrefix } from './usePhonePrefix';
import { checkPhone, checkReset, type AuthErrorKey } from './validation';

/** Forgot password: prove the phone with a code, then set a new password (/sso/resetPassword). */
export function useResetForm() {
  const { t } = useTranslation('login');
  const { runAuth } = useRunAuth();
  const phonePrefix = usePhonePrefix();
  const [phone, setPhone] = useState('');
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const toastError = (key: AuthErrorKey) => showToast(t(`errors.${key}`));

  const code = useOtpSender('reset', () => {
    const mobile = checkPhone(phonePrefix.prefix, phone);
    if (mobile.ok) return mobile.value;
    toastError(mobile.error);
    return null;
  });

  const handleSubmit = async () => {
    const form = checkReset({ prefix: phonePrefix.prefix, phone, otp, password, confirm });
    if (!form.ok) return toastError(form.error);
    // The call answers null on success: runAuth's null means a refusal only with `true` here.
    const call = () => resetPassword(form.value).then(() => true);
    if ((await runAuth(call, t('reset.saving'))) === null) return;
    showToast(t('reset.done'));
    redirectTo(PATHS.login);
  };

  return {
    phonePrefix,
    code,
    fields: { phone, setPhone, otp, setOtp, password, setPassword, confirm, setConfirm },
    handleSubmit,
  };
}
