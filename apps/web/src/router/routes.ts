import type common from '../locales/en/common.json';
import { ENTRY_ALIAS, PATHS, type AppPath } from './paths';

export type RouteTitle = keyof typeof common.route;

/** Every page receives its query parameters as props (SPEC.md §2). */
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
  path: AppPath;
  /** Key of the translated title in the `common` namespace (under `route.`). */
  title: RouteTitle;
  layout: PageLayout;
  /** Needs a logged-in player: the page shows a login prompt otherwise. */
  auth?: boolean;
}

type RouteInfo = Omit<RouteDef, 'path'>;
const tab = (title: RouteTitle): RouteInfo => ({ title, layout: 'tab' });
const sub = (title: RouteTitle, auth = false): RouteInfo => ({ title, layout: 'sub', auth });

/** Every route of SPEC.md §2: a Record, so a path without its title or layout does not compile. */
const ROUTE_INFO: Record<AppPath, RouteInfo> = {
  [PATHS.entry]: { title: 'entry', layout: 'entry' },
  [PATHS.home]: tab('home'),
  [PATHS.promo]: tab('promo'),
  [PATHS.vip]: tab('vip'),
  [PATHS.earn]: tab('earn'),
  [PATHS.account]: tab('account'),

  [PATHS.login]: sub('login'),
  [PATHS.loginV2]: sub('login'),
  [PATHS.register]: sub('register'),
  [PATHS.forgetPassword]: sub('forgetPassword'),

  [PATHS.mail]: sub('mail', true),
  [PATHS.search]: sub('search'),
  [PATHS.searchResult]: sub('searchResult'),

  [PATHS.deposit]: sub('deposit', true),
  [PATHS.depositHistory]: sub('depositHistory', true),
  [PATHS.depositOrderDetail]: sub('depositOrderDetail', true),
  [PATHS.depositImpsDetail]: sub('depositImpsDetail', true),
  [PATHS.depositUpiDetail]: sub('depositUpiDetail', true),
  [PATHS.withdraw]: sub('withdraw', true),
  [PATHS.withdrawHistory]: sub('withdrawHistory', true),
  [PATHS.transferInstructions]: sub('transferInstructions'),
  [PATHS.selfUtrInfo]: sub('selfUtrInfo'),
  [PATHS.withdrawWait]: sub('withdrawWait', true),

  [PATHS.gameWeb]: { title: 'gameWeb', layout: 'full' },

  [PATHS.profile]: sub('profile', true),
  [PATHS.editProfile]: sub('editProfile', true),
  [PATHS.gameRecords]: sub('gameRecords', true),
  [PATHS.balanceRecords]: sub('balanceRecords', true),
  [PATHS.feedback]: sub('feedback', true),
  [PATHS.bankCard]: sub('withdrawAccount', true),
  [PATHS.bankCardList]: sub('withdrawAccount', true),
  [PATHS.withdrawalPassword]: sub('withdrawalPassword', true),
  [PATHS.phoneBinding]: sub('phoneBinding', true),

  [PATHS.firstDeposit]: sub('firstDeposit'),
  [PATHS.signupBonus]: sub('signupBonus'),
  [PATHS.jili]: sub('jili'),
  [PATHS.invitationalRanks]: sub('invitationalRanks'),
  [PATHS.ranking]: sub('ranking'),
  [PATHS.rebatePromo]: sub('rebatePromo'),
  [PATHS.cashbackRecord]: sub('cashbackRecord', true),
  [PATHS.signin]: sub('signin'),

  [PATHS.faq]: sub('faq'),
};

export const ROUTES: readonly RouteDef[] = Object.entries(ROUTE_INFO).map(([path, info]) => ({
  path: path as AppPath,
  ...info,
}));

/** Other URLs of the same page. */
const ALIASES: Record<string, AppPath> = { [ENTRY_ALIAS]: PATHS.entry };

const byPath = new Map<string, RouteDef>(ROUTES.map((r) => [r.path, r]));

/** The route of a URL path (trailing slashes and aliases allowed), or undefined. */
export function findRoute(path: string): RouteDef | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return byPath.get(ALIASES[clean] ?? clean);
}
