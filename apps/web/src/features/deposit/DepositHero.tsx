import { useTranslation } from '../../i18n/useTranslation';
import { Icon } from '../../ui/icons';
import styles from './DepositHero.module.css';

/** The banner at the top of the deposit page: safe, fast, credited in 1-5 minutes. */
export function DepositHero() {
  const { t } = useTranslation('wallet');
  return (
    <div className={styles.hero}>
      <span className={styles.icon}>
        <Icon name="deposit" size={26} />
      </span>
      <div>
        <p className={styles.title}>{t('deposit.heroTitle')}</p>
        <p className={styles.text}>{t('deposit.heroText')}</p>
      </div>
      <Icon name="shield" size={44} className={styles.mark} />
    </div>
  );
}
