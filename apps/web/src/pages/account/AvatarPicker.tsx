import { useTranslation } from '../../i18n/useTranslation';
import { useAvatarUpload } from '../../features/account/useAvatarUpload';
import { Icon } from '../../ui/icons';
import { Avatar } from './Avatar';
import styles from './Avatar.module.css';

export interface AvatarPickerProps {
  name: string;
  src: string | null;
  size?: 'md' | 'lg';
  /** Show "Change photo" under the picture. */
  withLabel?: boolean;
}

/** The avatar with an edit badge: tapping it picks an image (at most 2 MB) and uploads it. */
export function AvatarPicker({ name, src, size = 'lg', withLabel = false }: AvatarPickerProps) {
  const { t } = useTranslation('account');
  const { inputRef, uploading, handleChoose, handleFile } = useAvatarUpload();
  return (
    <span className={styles.picker}>
      <button
        type="button"
        className={styles.trigger}
        onClick={handleChoose}
        disabled={uploading}
        aria-label={t('avatar.change')}
        data-testid="avatar-change"
      >
        <Avatar name={name} src={src} size={size} />
        <span className={`${styles.badge} ${styles[`badge_${size}`]}`} aria-hidden="true">
          <Icon name="edit" size={size === 'lg' ? 13 : 10} strokeWidth={2.4} />
        </span>
      </button>
      {withLabel && (
        <button type="button" className={styles.label} onClick={handleChoose} disabled={uploading}>
          {t('avatar.change')}
        </button>
      )}
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        hidden
        onChange={(event) => void handleFile(event)}
        data-testid="avatar-input"
      />
    </span>
  );
}
