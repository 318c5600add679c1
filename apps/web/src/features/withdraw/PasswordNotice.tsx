import { useTranslation } from '../../i18n/useTranslation';
import { navigateTo } from '../../router/navigation';
import { PATHS } from '../../router/paths';
import { Icon } from '../../ui/icons';
import styles from './PasswordNotice.module.css';

export interface PasswordNoticeProps {
  /** Keeps the page's side margins (pages without padding of their own). */
  inset?: boolean;
}

/** Shown while the player has no withdrawal password: every change and withdrawal needs one. */
export function PasswordNotice({ inset = false }: PasswordNoticeProps) {
  const { t } = useTranslation('wallet');
  return (
    <button
      type="button"
      className={`${styles.notice} ${inset ? styles.inset : ''}`}
      onClick={() => navigateTo(PATHS.withdrawalPassword)}
      data-testid="set-withdraw-password"
    >
      <Icon name="lock" size={18} />
      <span className={styles.text}>{t('withdraw.noPassword')}</span>
      <span className={styles.link}>{t('withdraw.setPassword')}</span>
    </button>
  );
}
