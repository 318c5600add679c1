import { useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { launchSettled } from '../../lib/launchFetches';
import { navigateTo, switchTab } from '../../router/navigation';
import { HOME_PATH, PATHS } from '../../router/paths';
import type { PageProps } from '../../router/routes';
import { APP_DEFAULTS, useAppStore } from '../../stores/app';
import { isLoggedIn, useSession } from '../../stores/session';
import { Spinner } from '../../ui/States';
import styles from './index.module.css';

/** Slowest network we wait for before going on with saved or default app info. */
const MAX_SPLASH_MS = 4000;

/**
 * The entry page: a splash while app and service info arrive, then Home. The payment gateway
 * returns the player to `/?depositOrder=<orderNo>`: a logged-in player then goes on, above Home,
 * to that order's detail (by its path constant: no deposit code in the first screen).
 */
export default function EntryPage({ query }: PageProps) {
  const { t } = useTranslation();
  const appName = useAppStore((s) => s.appInfo?.appName ?? APP_DEFAULTS.appName);
  const depositOrder = query.depositOrder?.trim() ?? '';
  useEffect(() => {
    let active = true;
    void launchSettled(MAX_SPLASH_MS).then(() => {
      if (!active) return;
      switchTab(HOME_PATH);
      if (depositOrder && isLoggedIn(useSession.getState())) {
        navigateTo(PATHS.depositOrderDetail, { orderNo: depositOrder });
      }
    });
    return () => {
      active = false;
    };
  }, [depositOrder]);
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
