import { Suspense, useDeferredValue, useEffect } from 'react';
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
  const current = useLocation();
  // Leaving the entry page for Home (docs/product.md §1) is a launch's heaviest render, on a page
  // still busy starting: it renders in the background, in slices that leave the main thread free
  // between them, while the splash stays (useDeferredValue). Every other page change renders at
  // once. docs/architecture.md §7.
  const deferred = useDeferredValue(current);
  const location =
    deferred !== current && findRoute(deferred.path)?.layout === 'entry' ? deferred : current;
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
