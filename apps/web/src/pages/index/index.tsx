import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { launchSettled } from '../../app/launch';
import { switchTab } from '../../router/navigation';
import { HOME_PATH } from '../../router/routes';
import { APP_DEFAULTS, useAppStore } from '../../stores/app';
import { Spinner } from '../../ui/States';
import styles from './index.module.css';

/** Slowest network we wait for before going on with saved or default app info. */
const MAX_SPLASH_MS = 4000;

/** The entry page: a splash while app and service info arrive, then Home. */
export default function EntryPage() {
  const { t } = useTranslation();
  const appName = useAppStore((s) => s.appInfo?.appName ?? APP_DEFAULTS.appName);
  useEffect(() => {
    let active = true;
    void launchSettled(MAX_SPLASH_MS).then(() => active && switchTab(HOME_PATH));
    return () => {
      active = false;
    };
  }, []);
  return (
    <div className={styles.splash}>
      <div className={styles.logo} aria-hidden="true">
        K
      </div>
      <h1 className={styles.name}>{appName}</h1>
      <p className={styles.tagline}>{t('entry.tagline')}</p>
      <Spinner size={26} />
    </div>
  );
}
