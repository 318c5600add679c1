import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toast';
import { completeLogin, loginAsGuest, loginWithOtp, loginWithPassword } from './api';
import { runAuth } from './runAuth';
import { usePhonePrefix } from './usePhonePrefix';
import { useOtpSender } from './useOtpSender';
import { checkOtpLogin, checkPasswordLogin, checkPhone, type AuthErrorKey } from './validation';

export type LoginMode = 'password' | 'otp';

/**
 * The state and actions of a login form, shared by both login layouts: password tab (phone or
 * ID), OTP tab, one-click guest login and Google.
 */
export function useLoginForm(initialMode: LoginMode) {
  const { t } = useTranslation('login');
  const phonePrefix = usePhonePrefix();
  const [mode, setMode] = useState<LoginMode>(initialMode);
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [phone, setPhone] = useState('');
  const [otp, setOtp] = useState('');
  const toastError = (key: AuthErrorKey) => showToast(t(`errors.${key}`));

  const code = useOtpSender('login', () => {
    const mobile = checkPhone(phonePrefix.prefix, phone);
    if (mobile.ok) return mobile.value;
    toastError(mobile.error);
    return null;
  });

  const handleSubmit = async () => {
    if (mode === 'password') {
      const form = checkPasswordLogin({ account, password, prefix: phonePrefix.prefix });
      if (!form.ok) return toastError(form.error);
      const result = await runAuth(
        () => loginWithPassword(form.value.account, form.value.password),
        t('loggingIn'),
      );
      if (result) completeLogin(result);
      return;
    }
    const form = checkOtpLogin({ phone, otp, prefix: phonePrefix.prefix });
    if (!form.ok) return toastError(form.error);
    const result = await runAuth(
      () => loginWithOtp(form.value.mobile, form.value.verificationCode),
      t('loggingIn'),
    );
    if (result) completeLogin(result);
  };

  const handleGuest = async () => {
    const result = await runAuth(loginAsGuest, t('loggingIn'));
    if (result) completeLogin(result);
  };

  // SPEC.md §5: Google login needs an id, which comes from Google's own sign-in; that flow (and
  // /sso/googleLogin on the server) arrives with the accounts issue.
  const handleGoogle = () => showToast(t('google.unavailable'));

  return {
    mode,
    setMode,
    phonePrefix,
    fields: { account, setAccount, password, setPassword, phone, setPhone, otp, setOtp },
    code,
    handleSubmit,
    handleGuest,
    handleGoogle,
  };
}

export type LoginForm = ReturnType<typeof useLoginForm>;
