import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { phonePrefixOf } from '@khel/contract/phone';
import { showToast } from '../../lib/toast';
import { navigateBack } from '../../router/navigation';
import { setUserInfo, useSession } from '../../stores/session';
import { useOtpSender, usePhonePrefix, useRunAuth } from '../auth';
import { loadUserInfo } from '../session';
import { bindPhone, setWithdrawPassword } from './api';
import { nationalPart } from './profile';
import {
  checkMobile,
  checkPhoneBinding,
  checkWithdrawPassword,
  type SecurityErrorKey,
} from './security';
import { useProfile } from './useProfile';

/**
 * The phone-and-code part both security forms share: the phone starts as the bound number, and
 * the code is sent for `purpose`.
 */
function usePhoneAndCode(purpose: 'bind' | 'withdrawPassword', prefill: boolean) {
  const { t } = useTranslation('account');
  const profile = useProfile();
  // The withdraw password is set with the bound phone: start with it and its own prefix.
  const bound = prefill && profile.mobile ? profile.mobile : null;
  const phonePrefix = usePhonePrefix(bound && phonePrefixOf(bound));
  const [phone, setPhone] = useState(() => (bound ? nationalPart(bound, phonePrefix.prefix) : ''));
  const [code, setCode] = useState('');
  const toastError = (key: SecurityErrorKey) => showToast(t(`security.errors.${key}`));
  const sender = useOtpSender(purpose, () => {
    const mobile = checkMobile(phonePrefix.prefix, phone);
    if (mobile.ok) return mobile.value;
    toastError(mobile.error);
    return null;
  });
  return { profile, phonePrefix, phone, setPhone, code, setCode, sender, toastError, t };
}

export function usePhoneBindingForm() {
  const base = usePhoneAndCode('bind', false);
  const { runAuth } = useRunAuth();
  const { t, phonePrefix, phone, code, toastError, profile } = base;
  // Changing a bound phone needs the account password (the server ends the other sessions).
  const changing = Boolean(profile.mobile);
  const [password, setPassword] = useState('');

  const handleSubmit = async () => {
    const form = checkPhoneBinding({ prefix: phonePrefix.prefix, phone, code });
    if (!form.ok) return toastError(form.error);
    if (changing && !password) return toastError('passwordRequired');
    const request = changing ? { ...form.value, password } : form.value;
    const info = await runAuth(() => bindPhone(request), t('security.saving'));
    if (info === null) return;
    const { uid } = useSession.getState();
    if (uid) setUserInfo(info, uid);
    showToast(t('security.bound'));
    navigateBack();
  };
  return { ...base, changing, password, setPassword, handleSubmit };
}

export function useWithdrawPasswordForm() {
  const base = usePhoneAndCode('withdrawPassword', true);
  const { runAuth } = useRunAuth();
  const { t, phonePrefix, phone, code, toastError } = base;
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');

  const handleSubmit = async () => {
    const form = checkWithdrawPassword({
      prefix: phonePrefix.prefix,
      phone,
      code,
      password,
      confirm,
    });
    if (!form.ok) return toastError(form.error);
    // The call answers null on success: runAuth's null means a refusal only with `true` here.
    const call = () => setWithdrawPassword(form.value).then(() => true);
    if ((await runAuth(call, t('security.saving'))) === null) return;
    void loadUserInfo();
    showToast(t('security.passwordSaved'));
    navigateBack();
  };
  return { ...base, password, setPassword, confirm, setConfirm, handleSubmit };
}
