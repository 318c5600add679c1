import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { showToast } from '../../lib/toast';
import { setUserInfo, useSession } from '../../stores/session';
import { useRunAuth } from '../auth';
import { loadUserInfo } from '../session';
import { uploadAvatar } from './api';
import { avatarFileError } from './avatar';

/** Picking and uploading a new avatar: checked here, then sent as form data and shown at once. */
export function useAvatarUpload() {
  const { t } = useTranslation('account');
  const { runAuth, pending } = useRunAuth();
  const inputRef = useRef<HTMLInputElement>(null);

  const handleChoose = () => inputRef.current?.click();

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be picked again after a refusal
    if (!file) return;
    const error = avatarFileError(file);
    if (error) return showToast(t(`avatar.errors.${error}`));
    const result = await runAuth(() => uploadAvatar(file), t('avatar.uploading'));
    if (!result) return;
    const { userInfo, uid } = useSession.getState();
    if (uid) setUserInfo({ ...userInfo, avatar: result.avatar }, uid);
    showToast(t('avatar.uploaded'));
    void loadUserInfo();
  };

  return { inputRef, uploading: pending, handleChoose, handleFile };
}
