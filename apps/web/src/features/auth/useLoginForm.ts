import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { showToast } from '../../lib/toast';
import { switchTab } from '../../router/navigation';
import { HOME_PATH } from '../../router/paths';
import { loginAsGuest, loginWithGoogle, loginWithOtp, loginWithPassword } from './api';
import { completeLogin, startPlayerSession } from './completeLogin';
import { googleProfileOf } from './google';
import type { GuestCredentials } from './GuestCredentialsSheet';
import { useRunAuth } from './runAuth';
import { useLoginChannels } from './useLoginChannels';
import { useOtpSender } from './useOtpSender';
import { usePhonePrefix } from './usePhonePrefix';
import { checkOtpLogin, checkPasswordLogin, checkPhone, type AuthErrorKey } from './validation';

export type LoginMode = 'password' | 'otp';

/** A way in that creates an account when the player has none, waiting for the consent. */
export type ConsentAsk = 'guest' | 'google';

/**
 * The state and actions of a login form, shared by both login layouts: password tab (phone or
 * ID), OTP tab, one-click guest login and Google. The methods that may create an account (OTP,
 * one-click, Google) need the consent ticked; password and ID login never create one, so the
 * password tab asks for none. An OTP form shows the consent line; one-click and Google, when
 * it is not ticked yet, ask for it in a sheet (`consentAsk`) at the moment it matters.
 */
export function useLoginForm(initialMode: LoginMode) {
  const { t } = useTranslation('login');
  const { runAuth } = useRunAuth();
  const channels = useLoginChannels();
  const phonePrefix = usePhonePrefix();
  const [chosenMode, setMode] = useState<LoginMode>(initialMode);
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [phone, setPhone] = useState('');
  const [otp, setOtp] = useState('');
  const [consent, setConsent] = useState(false);
  const [consentAsk, setConsentAsk] = useState<ConsentAsk | null>(null);
  const [guestCredentials, setGuestCredentials] = useState<GuestCredentials | null>(null);
  const toastError = (key: AuthErrorKey) => showToast(t(`errors.${key}`));
  const modes = (['password', 'otp'] as const).filter((m) =>
    m === 'otp' ? channels.otp : channels.password || channels.id,
  );
  const mode = modes.includes(chosenMode) ? chosenMode : (modes[0] ?? chosenMode);

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
      const { account: who, password: secret } = form.value;
      await completeLogin(await runAuth(() => loginWithPassword(who, secret), t('loggingIn')));
      return;
    }
    const form = checkOtpLogin({ phone, otp, prefix: phonePrefix.prefix });
    if (!form.ok) return toastError(form.error);
    if (!consent) return toastError('consentRequired');
    const { mobile, verificationCode } = form.value;
    await completeLogin(
      await runAuth(() => loginWithOtp(mobile, verificationCode), t('loggingIn')),
    );
  };

  const handleGuest = async () => {
    if (!consent) return setConsentAsk('guest');
    await loginAsNewGuest();
  };
  const loginAsNewGuest = async () => {
    const result = await runAuth(loginAsGuest, t('loggingIn'));
    if (result && (await startPlayerSession(result))) {
      setGuestCredentials({ id: result.uid, password: result.password });
    }
  };

  const handleGuestSaved = () => {
    setGuestCredentials(null);
    switchTab(HOME_PATH);
  };

  const handleGoogleCredential = async (credential: string) => {
    const profile = googleProfileOf(credential);
    if (!profile) return toastError('googleFailed');
    await completeLogin(await runAuth(() => loginWithGoogle(profile), t('loggingIn')));
  };

  return {
    mode,
    modes,
    setMode,
    channels,
    phonePrefix,
    fields: { account, setAccount, password, setPassword, phone, setPhone, otp, setOtp },
    consent,
    setConsent,
    code,
    guestCredentials,
    handleSubmit,
    handleGuest,
    handleGuestSaved,
    handleGoogleCredential,
    handleConsentMissing: () => setConsentAsk('google'),
    consentAsk,
    /** The sheet's Continue: consent given; one-click goes on, Google waits for its button. */
    handleConsentGiven: () => {
      const ask = consentAsk;
      setConsent(true);
      setConsentAsk(null);
      if (ask === 'guest') void loginAsNewGuest();
    },
    handleConsentDismissed: () => setConsentAsk(null),
  };
}

export type LoginForm = ReturnType<typeof useLoginForm>;
