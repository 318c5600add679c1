import { useTranslation } from 'react-i18next';
import { GoogleButton } from '../../features/auth/GoogleButton';
import { Icon } from '../../ui/icons';
import styles from './LoginV2.module.css';

export interface LoginAlternativesProps {
  onGuest: () => void;
  onGoogle: () => void;
}

/** Round one-click (guest) and Google buttons at the foot of LoginV2. */
export function LoginAlternatives({ onGuest, onGoogle }: LoginAlternativesProps) {
  const { t } = useTranslation('login');
  return (
    <section className={styles.others}>
      <h3 className={styles.othersTitle}>{t('v2.otherWays')}</h3>
      <div className={styles.othersRow}>
        <div className={styles.other}>
          <button
            type="button"
            className={styles.guestRound}
            onClick={onGuest}
            aria-label={t('oneClick')}
            data-testid="guest-login"
          >
            <Icon name="user" size={22} />
          </button>
          <span>{t('v2.guest')}</span>
        </div>
        <div className={styles.other}>
          <GoogleButton compact onClick={onGoogle} />
          <span>{t('v2.google')}</span>
        </div>
      </div>
    </section>
  );
}
