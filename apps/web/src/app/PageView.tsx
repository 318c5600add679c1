import {
  Suspense,
  lazy,
  memo,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { TabLayout } from '../layouts/TabLayout';
import type { AppLocation } from '../router/navigation';
import type { PathKey } from '../router/paths';
import type { PageProps, RouteDef } from '../router/routes';
import { isLoggedIn, useSession } from '../stores/session';
import { PAGE_LOADERS, type PageLoader } from './pages';
import { PageBoundary } from './PageBoundary';
import { PageLoading, PageReload } from './PageStates';

type LazyPage = LazyExoticComponent<ComponentType<PageProps>>;
type PageModule = Awaited<ReturnType<PageLoader>>;

/**
 * A page's module once loaded; its lazy component then gets it from a thenable that answers at
 * once, and React.lazy renders it without suspending (no loading view, and no wait for React's
 * 300 ms throttle on revealing suspended content).
 */
const loadedPages = new Map<PathKey, PageModule>();
const loadPage = (key: PathKey): PromiseLike<PageModule> => {
  const loaded = loadedPages.get(key);
  if (loaded)
    return { then: (resolve) => Promise.resolve(resolve!(loaded)) } as PromiseLike<PageModule>;
  return PAGE_LOADERS[key]().then((module) => {
    loadedPages.set(key, module);
    return module;
  });
};
const pages = new Map<PathKey, LazyPage>(
  (Object.keys(PAGE_LOADERS) as PathKey[]).map((key) => [
    key,
    lazy(() => loadPage(key) as Promise<PageModule>),
  ]),
);
/**
 * The first screen, the entry page then Home (docs/product.md §1), loading from the start (index.html
 * preloads its chunk); main.tsx renders once it is in, so both render at once, never the loading
 * view. Settles either way: a page that failed shows its own reload view.
 */
export const firstScreenLoaded = Promise.all(
  (['entry', 'home'] as const).map((key) => loadPage(key).then(undefined, () => undefined)),
);
// Home, the first screen, is a tab page: the header of the other pages loads with them.
const SubLayout = lazy(() =>
  import('../layouts/SubLayout').then((m) => ({ default: m.SubLayout })),
);
const NotFound = lazy(() => import('./NotFound'));
// Only logged-out players on a page that needs login see it: not part of the first screen.
const LoginPrompt = lazy(() =>
  import('../features/auth/LoginPrompt').then((m) => ({ default: m.LoginPrompt })),
);

/** Renders the route's page, lazily, inside its layout, with loading and tap-to-reload views. */
function RouteView({ location, route }: { location: AppLocation; route: RouteDef | undefined }) {
  const { t } = useTranslation();
  const loggedIn = useSession(isLoggedIn);
  const [attempt, setAttempt] = useState(0);

  if (!route) {
    return (
      <Suspense fallback={<PageLoading />}>
        <NotFound path={location.path} />
      </Suspense>
    );
  }

  // The lazy components live in the module-level map, made once per route (and per retry), so
  // this looks a component up rather than creating one during render.
  const Page = pages.get(route.key)!;
  const retry = () => {
    pages.set(
      route.key,
      lazy(() => loadPage(route.key) as Promise<PageModule>),
    ); // lazy() keeps a failed import: start afresh
    setAttempt((n) => n + 1);
  };
  const content =
    route.auth && !loggedIn ? (
      <Suspense fallback={<PageLoading />}>
        <LoginPrompt />
      </Suspense>
    ) : (
      <PageBoundary
        key={`${location.url}#${attempt}`}
        onRetry={retry}
        fallback={(reload) => <PageReload onReload={reload} />}
      >
        <Suspense fallback={<PageLoading />}>
          {/* eslint-disable-next-line react-hooks/static-components -- looked up, not created */}
          <Page query={location.query} />
        </Suspense>
      </PageBoundary>
    );

  switch (route.layout) {
    case 'tab':
      return <TabLayout currentPath={route.path}>{content}</TabLayout>;
    case 'sub':
      return (
        <Suspense fallback={<PageLoading />}>
          <SubLayout title={t(`route.${route.title}`)}>{content}</SubLayout>
        </Suspense>
      );
    case 'entry':
    case 'full':
      return content;
  }
}

/** Memoised: App renders again with the same page while Home renders in the background (App.tsx). */
export const PageView = memo(RouteView);
