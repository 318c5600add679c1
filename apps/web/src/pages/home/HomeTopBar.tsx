import { useTranslation } from '../../i18n/useTranslation';
import { navigateTo } from '../../router/navigation';
import { PATHS } from '../../router/paths';
import { APP_DEFAULTS, useAppStore } from '../../stores/app';
import { Icon } from '../../ui/icons';
import styles from './HomeTopBar.module.css';
import { InboxButton } from '../../features/mail';

/** Logo and name, the search entry and the inbox. */
export function HomeTopBar() {
  const { t } = useTranslation('home');
  const appName = useAppStore((s) => s.appInfo?.appName || APP_DEFAULTS.appName);
  return (
    <header className={styles.bar}>
      <div className={styles.brand}>
        <span className={styles.logo} aria-hidden="true">
          {appName.charAt(0).toUpperCase()}
        </span>
        <span className={styles.name}>{appName}</span>
      </div>
      <button type="button" className={styles.search} onClick={() => navigateTo(PATHS.search)}>
        <Icon name="search" size={18} />
        <span>{t('searchPlaceholder')}</span>
      </button>
      <InboxButton className={styles.inbox} label={t('inbox')} />
    </header>
  );
}
