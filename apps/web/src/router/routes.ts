import type common from '../locales/en/common.json';
import { ENTRY_ALIAS, PATHS, isTabPath, type AppPath, type PathKey } from './paths';

export type RouteTitle = keyof typeof common.route;

/** Every page receives its query parameters as props (docs/product.md §2). */
export type PageQuery = Record<string, string>;
export interface PageProps {
  query: PageQuery;
}

export type PageLayout = 'entry' | 'tab' | 'sub' | 'full';

/**
 * How the shell shows a route: title and layout, and whether it needs a login. The page itself is
 * loaded by the app shell only (app/pages.ts): nothing here imports a page. See
 * docs/architecture.md, Web.
 */
export interface RouteDef {
  /** The route's name, its key in PATHS. */
  key: PathKey;
  path: AppPath;
  /** Key of the translated title in the `common` namespace (under `route.`). */
  title: RouteTitle;
  layout: PageLayout;
  /** Needs a logged-in player: the page shows a login prompt otherwise. */
  auth?: boolean;
}

/** Routes whose title is not their key (every other key is a title key: checked by the type). */
const TITLES: { [K in Exclude<PathKey, RouteTitle>]: RouteTitle } = {
  loginV2: 'login',
  bankCard: 'withdrawAccount',
  bankCardList: 'withdrawAccount',
};
/** Layouts other than the tab bar's ('tab') and the default, 'sub'. */
const LAYOUTS: Partial<Record<PathKey, PageLayout>> = { entry: 'entry', gameWeb: 'full' };
/** Pages that need a logged-in player (docs/product.md §2). */
const NEEDS_LOGIN: ReadonlySet<PathKey> = new Set<PathKey>([
  'mail',
  'deposit',
  'depositHistory',
  'depositOrderDetail',
  'depositImpsDetail',
  'depositUpiDetail',
  'withdraw',
  'withdrawHistory',
  'withdrawWait',
  'profile',
  'editProfile',
  'gameRecords',
  'balanceRecords',
  'history',
  'feedback',
  'bankCard',
  'bankCardList',
  'withdrawalPassword',
  'phoneBinding',
  'responsibleGaming',
  'identityVerification',
  'cashbackRecord',
  'signin',
  'wheelVerify',
]);

/** Every route of docs/product.md §2, in the order of PATHS. */
export const ROUTES: readonly RouteDef[] = (Object.keys(PATHS) as PathKey[]).map((key) => ({
  key,
  path: PATHS[key],
  title: (TITLES as Partial<Record<PathKey, RouteTitle>>)[key] ?? (key as RouteTitle),
  layout: LAYOUTS[key] ?? (isTabPath(PATHS[key]) ? 'tab' : 'sub'),
  auth: NEEDS_LOGIN.has(key),
}));

/** Other URLs of the same page. */
const ALIASES: Record<string, AppPath> = { [ENTRY_ALIAS]: PATHS.entry };

const byPath = new Map<string, RouteDef>(ROUTES.map((r) => [r.path, r]));

/** The route of a URL path (trailing slashes and aliases allowed), or undefined. */
export function findRoute(path: string): RouteDef | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return byPath.get(ALIASES[clean] ?? clean);
}
