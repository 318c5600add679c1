import { Suspense, useEffect } from 'react';
import { ServiceIcon } from '../features/customer-service/ServiceIcon';
import { PlaySessionGuard } from '../features/play-session';
import { PromoPopup } from '../features/promo/PromoPopup';
import { useSessionHeartbeat } from '../features/session/useSessionHeartbeat';
import { useAdvertiserTracking } from '../features/tracking/useAdvertiserTracking';
import { useLocation } from '../router/navigation';
import { findRoute } from '../router/routes';
import { APP_DEFAULTS, useAppStore } from '../stores/app';
import { PageView } from './PageView';
import { SandboxBadge } from './SandboxBadge';
import { ToastHost } from './ToastHost';
import { useDocumentTitle } from './useDocumentTitle';

/**
 * The common layout: the page, the floating customer-service icon, the promo popup (tab pages,
 * after launch), toasts, the sandbox-money badge; title and theme; the logged-in player's heartbeat
 * (user info, presence), the play session's reality checks and session limit over every page,
 * and the advertiser tag.
 */
export function App() {
  const location = useLocation();
  const route = findRoute(location.path);
  const theme = useAppStore((s) => s.appInfo?.theme ?? APP_DEFAULTS.theme);
  useDocumentTitle(route);
  useSessionHeartbeat();
  useAdvertiserTracking();
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  const showServiceIcon = route?.layout !== 'entry' && route?.layout !== 'full';
  return (
    <>
      <PageView location={location} route={route} />
      {/* Their translations may still be loading: each waits alone, never the page. */}
      <Suspense fallback={null}>{showServiceIcon && <ServiceIcon />}</Suspense>
      <Suspense fallback={null}>{route?.layout === 'tab' && <PromoPopup />}</Suspense>
      <PlaySessionGuard />
      <Suspense fallback={null}>
        <ToastHost />
      </Suspense>
      <Suspense fallback={null}>
        <SandboxBadge />
      </Suspense>
    </>
  );
}
