import { useTranslation } from '../../../i18n/useTranslation';
import styles from './Profile.module.css';

/** A profile value, or a muted 'Not set' when the player has not filled it in. */
export function ProfileValue({ value }: { value: string | null }) {
  const { t } = useTranslation('account');
  return value ? (
    <span className={styles.value}>{value}</span>
  ) : (
    <span className={styles.notSet}>{t('profile.notSet')}</span>
  );
}
