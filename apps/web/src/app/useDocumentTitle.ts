import { useEffect } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import type { RouteDef } from '../router/routes';
import { APP_DEFAULTS, useAppStore } from '../stores/app';

/** The page title is the app name plus the translated route title (docs/product.md §2). */
export function useDocumentTitle(route: RouteDef | undefined) {
  const { t } = useTranslation();
  const appName = useAppStore((s) => s.appInfo?.appName ?? APP_DEFAULTS.appName);
  const title = route
    ? route.layout === 'entry'
      ? null
      : t(`route.${route.title}`)
    : t('route.notFound');
  useEffect(() => {
    document.title = title ? `${appName} - ${title}` : appName;
  }, [appName, title]);
}
