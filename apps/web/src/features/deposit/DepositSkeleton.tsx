import { useTranslation } from '../../i18n/useTranslation';
import { Skeleton } from '../../ui/States';
import styles from './DepositSkeleton.module.css';

/** The shape of the deposit form while charge info loads. */
export function DepositSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.wrap} role="status" aria-label={t('state.loading')}>
      <div className={styles.tabs}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} width="5rem" height="1.25rem" />
        ))}
      </div>
      <div className={styles.card}>
        <Skeleton width="40%" />
        <div className={styles.grid}>
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} height="2.75rem" />
          ))}
        </div>
        <Skeleton height="2.9rem" />
      </div>
      <div className={styles.card}>
        <Skeleton width="35%" />
        <div className={styles.pair}>
          <Skeleton height="3.25rem" />
          <Skeleton height="3.25rem" />
        </div>
      </div>
      <Skeleton height="2.75rem" radius="999px" />
    </div>
  );
}
