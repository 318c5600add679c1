import { useTranslation } from '../../i18n/useTranslation';
import { navigateTo } from '../../router/navigation';
import { PATHS } from '../../router/paths';
import { Button } from '../../ui/Button';
import { VipEmblem } from './VipEmblem';
import styles from './VipLevelCard.module.css';
import { VipProgressPanel } from './VipProgressPanel';
import type { VipInfo } from './types';

export interface VipLevelCardProps {
  level: number;
  loggedIn: boolean;
  info: VipInfo | undefined;
  loading: boolean;
}

/** The player's level, and how far the deposits have come toward the next one. */
export function VipLevelCard({ level, loggedIn, info, loading }: VipLevelCardProps) {
  const { t } = useTranslation('vip');
  const { t: tc } = useTranslation();
  return (
    <section className={styles.card}>
      <div className={styles.top}>
        <VipEmblem label={t('levels.chip', { level })} />
        <div className={styles.heading}>
          <span className={styles.caption}>{t('card.current')}</span>
          <strong className={styles.level}>{t('card.level', { level })}</strong>
        </div>
      </div>
      {loggedIn ? (
        <VipProgressPanel level={level} info={info} loading={loading} />
      ) : (
        <div className={styles.login}>
          <p className={styles.loginTitle}>{t('card.loginTitle')}</p>
          <p className={styles.loginDesc}>{t('card.loginDesc')}</p>
          <Button variant="accent" size="sm" onClick={() => navigateTo(PATHS.login)}>
            {tc('action.login')}
          </Button>
        </div>
      )}
    </section>
  );
}
