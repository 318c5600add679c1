import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { STORAGE_KEYS, readString } from '../../lib/storage';
import { useAppStore } from '../../stores/app';
import { showToast } from '../../lib/toast';
import { register } from './api';
import { completeLogin } from './completeLogin';
import { useRunAuth } from './runAuth';
import { useOtpSender } from './useOtpSender';
import { usePhonePrefix } from './usePhonePrefix';
import { checkPhone, checkRegister, type AuthErrorKey } from './validation';
import { isoDate, todayIn } from '../records';

/**
 * The register form: phone, code, password twice, referral code, date of birth (at least 18),
 * terms and the 18+ check.
 */
export function useRegisterForm() {
  const { t } = useTranslation('login');
  const { runAuth } = useRunAuth();
  const phonePrefix = usePhonePrefix();
  const [phone, setPhone] = useState('');
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  // The invite link's code was saved at launch (docs/product.md §1); the player may still change it.
  const [referralCode, setReferralCode] = useState(() => readString(STORAGE_KEYS.inviteCode) ?? '');
  const [birthday, setBirthday] = useState('');
  const timezone = useAppStore((s) => s.appInfo?.timezone);
  const today = todayIn(new Date(), timezone);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [confirmAge, setConfirmAge] = useState(false);
  const toastError = (key: AuthErrorKey) => showToast(t(`errors.${key}`));

  const code = useOtpSender('register', () => {
    const mobile = checkPhone(phonePrefix.prefix, phone);
    if (mobile.ok) return mobile.value;
    toastError(mobile.error);
    return null;
  });

  const handleSubmit = async () => {
    const form = checkRegister(
      {
        prefix: phonePrefix.prefix,
        phone,
        otp,
        password,
        confirm,
        referralCode,
        birthday,
        acceptTerms,
        confirmAge,
      },
      today,
    );
    if (!form.ok) return toastError(form.error);
    await completeLogin(await runAuth(() => register(form.value), t('register.registering')));
  };

  return {
    phonePrefix,
    code,
    today: isoDate(today),
    fields: {
      phone,
      setPhone,
      otp,
      setOtp,
      password,
      setPassword,
      confirm,
      setConfirm,
      referralCode,
      setReferralCode,
      birthday,
      setBirthday,
      acceptTerms,
      setAcceptTerms,
      confirmAge,
      setConfirmAge,
    },
    handleSubmit,
  };
}
