import { useTranslation } from '../i18n/useTranslation';
import { Icon } from '../ui/icons';
import { LoadingState } from '../ui/States';
import styles from './PageStates.module.css';

export function PageLoading() {
  return (
    <div className={styles.center}>
      <LoadingState />
    </div>
  );
}

/** docs/product.md §8: a page that fails to load shows a tap-to-reload view. */
export function PageReload({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={`${styles.center} ${styles.reload}`} onClick={onReload}>
      <Icon name="refresh" size={36} />
      <span>{t('state.tapToReload')}</span>
    </button>
  );
}
