import { useTranslation } from '../i18n/useTranslation';
import { SubLayout } from '../layouts/SubLayout';
import { switchTab } from '../router/navigation';
import { HOME_PATH } from '../router/paths';
import { Button } from '../ui/Button';
import { Icon } from '../ui/icons';
import styles from './PageStates.module.css';

/** 'page … is not found' (docs/product.md §2) in the sub-layout, loaded only for an unknown path. */
export default function NotFound({ path }: { path: string }) {
  const { t } = useTranslation();
  return (
    <SubLayout title={t('route.notFound')}>
      <div className={styles.center}>
        <Icon name="search" size={40} />
        <p className={styles.message}>{t('notFound.message', { path })}</p>
        <Button onClick={() => switchTab(HOME_PATH)}>{t('action.backHome')}</Button>
      </div>
    </SubLayout>
  );
}
