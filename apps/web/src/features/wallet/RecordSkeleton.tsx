import { useTranslation } from '../../i18n/useTranslation';
import { Skeleton } from '../../ui/States';
import styles from './RecordSkeleton.module.css';

/** Grey rows in the shape of order records while they load (a status, not a list). */
export function RecordSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.list} role="status" aria-label={t('state.loading')} aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.row}>
          <Skeleton width="2.5rem" height="2.5rem" radius="0.75rem" />
          <span className={styles.lines}>
            <Skeleton width="55%" height="0.9rem" />
            <Skeleton width="75%" height="0.75rem" />
          </span>
          <Skeleton width="4rem" height="1rem" />
        </div>
      ))}
    </div>
  );
}
