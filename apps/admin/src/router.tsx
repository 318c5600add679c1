import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';

/**
 * The back office's router: history-mode paths under /admin, each matched against the screen
 * table (screens.ts) by pattern (`/players/:id`). Small on purpose: a dozen flat screens.
 */
export const BASE = '/admin';

const appPath = () => {
  const path = window.location.pathname.slice(BASE.length) || '/';
  return path.startsWith('/') ? path : `/${path}`;
};

interface Location {
  path: string;
  search: URLSearchParams;
}
const RouterContext = createContext<{
  location: Location;
  navigate: (to: string, options?: { replace?: boolean }) => void;
} | null>(null);

export function RouterProvider({ children }: { children: ReactNode }) {
  const read = () => ({ path: appPath(), search: new URLSearchParams(window.location.search) });
  const [location, setLocation] = useState<Location>(read);
  useEffect(() => {
    const onPop = () => setLocation(read());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = useCallback((to: string, options: { replace?: boolean } = {}) => {
    const url = `${BASE}${to === '/' ? '/' : to}`;
    if (options.replace) window.history.replaceState(null, '', url);
    else window.history.pushState(null, '', url);
    setLocation(read());
    window.scrollTo(0, 0);
  }, []);
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

function useRouter() {
  const router = useContext(RouterContext);
  if (!router) throw new Error('outside RouterProvider');
  return router;
}

export const useLocation = () => useRouter().location;
export const useNavigate = () => useRouter().navigate;

/** The `:name` parts of `pattern` in `path`, or null when it does not match. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i]!;
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(have[i]!);
    else if (part !== have[i]) return null;
  }
  return params;
}

const ParamsContext = createContext<Record<string, string>>({});
export const ParamsProvider = ParamsContext.Provider;
/** The current screen's path parameters (`/players/:id` → { id }). */
export const useParams = () => useContext(ParamsContext);

/** A link inside the back office: a real anchor (open in a new tab works), routed in place. */
export function Link({
  to,
  children,
  ...rest
}: { to: string; children: ReactNode } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    rest.onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a {...rest} href={`${BASE}${to}`} onClick={onClick}>
      {children}
    </a>
  );
}

/** Replaces the current path with `to` (a path that is not a page of its own). */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace: true }), [navigate, to]);
  return null;
}
