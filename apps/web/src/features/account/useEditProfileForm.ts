import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { showToast } from '../../lib/toast';
import { navigateBack } from '../../router/navigation';
import { useAppStore } from '../../stores/app';
import { setUserInfo, useSession } from '../../stores/session';
import { useRunAuth } from '../auth';
import { isoDate, todayIn } from '../records';
import { updateProfile } from './api';
import { profileFormError, profileToForm, toProfileUpdate, type ProfileForm } from './profileForm';
import { useProfile } from './useProfile';

/**
 * The edit-profile form, started from the stored profile; saving sends /user/updateInfo and keeps
 * the user info it answers.
 */
export function useEditProfileForm() {
  const { t } = useTranslation('account');
  const { runAuth } = useRunAuth();
  const profile = useProfile();
  const timezone = useAppStore((s) => s.appInfo?.timezone);
  const [form, setForm] = useState<ProfileForm>(() => profileToForm(profile));
  const today = isoDate(todayIn(new Date(), timezone));

  const setField = (field: keyof ProfileForm) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  const handleSave = async () => {
    const error = profileFormError(form, today);
    if (error) return showToast(t(`editProfile.errors.${error}`));
    const saved = await runAuth(
      () => updateProfile(toProfileUpdate(form)),
      t('editProfile.saving'),
    );
    if (saved === null) return;
    const { uid } = useSession.getState();
    if (uid) setUserInfo(saved, uid);
    showToast(t('editProfile.saved'));
    navigateBack();
  };

  return { profile, form, setField, today, handleSave };
}
