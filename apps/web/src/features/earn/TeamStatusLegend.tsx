import { INVITE_TEAM_STATUSES } from '@khel/contract/constants';
import { useTranslation } from '../../i18n/useTranslation';
import { PromoSection } from '../promo';
import styles from './TeamStatusLegend.module.css';

/** What each status of the invitation team means (docs/product.md §4). */
export function TeamStatusLegend() {
  const { t } = useTranslation('earn');
  return (
    <PromoSection title={t('team.legendTitle')} icon="info">
      <dl className={styles.legend}>
        {INVITE_TEAM_STATUSES.map((status) => (
          <div key={status} className={styles.item}>
            <dt className={styles.status} data-status={status}>
              {t(`team.statuses.${status}`)}
            </dt>
            <dd>{t(`team.meanings.${status}`)}</dd>
          </div>
        ))}
      </dl>
    </PromoSection>
  );
}
