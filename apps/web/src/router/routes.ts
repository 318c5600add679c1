import type { ComponentType } from 'react';
import type common from '../locales/en/common.json';

export type RouteTitle = keyof typeof common.route;

/** Every page receives its query parameters as props (SPEC.md §2). */
export type PageQuery = Record<string, string>;
export interface PageProps {
  query: PageQuery;
}

export type PageLayout = 'entry' | 'tab' | 'sub' | 'full';

export interface RouteDef {
  path: string;
  /** Key of the translated title in the `common` namespace (under `route.`). */
  title: RouteTitle;
  layout: PageLayout;
  load: () => Promise<{ default: ComponentType<PageProps> }>;
  /** Needs a logged-in player: the page shows a login prompt otherwise. */
  auth?: boolean;
}

/** The tab bar, in order (SPEC.md §2). */
export const TABS = [
  { path: '/pages/home/Home', title: 'home', icon: 'home' },
  { path: '/pages/promo/Promo', title: 'promo', icon: 'promo' },
  { path: '/pages/vip/Vip', title: 'vip', icon: 'vip' },
  { path: '/pages/earn/Earn', title: 'earn', icon: 'earn' },
  { path: '/pages/account/Account', title: 'account', icon: 'account' },
] as const;

export const HOME_PATH = TABS[0].path;
export const ENTRY_PATH = '/';

const tab = (path: string, title: RouteTitle, load: RouteDef['load']): RouteDef => ({
  path,
  title,
  layout: 'tab',
  load,
});
const sub = (path: string, title: RouteTitle, load: RouteDef['load'], auth = false): RouteDef => ({
  path,
  title,
  layout: 'sub',
  load,
  auth,
});

/**
 * Every route of SPEC.md §2 at its exact path; `src/pages/` mirrors the URL. SPEC.md lists some
 * paths in shorthand after a full one: they are read as siblings under the same folder
 * (`/pages/account/components/GameRecords/GameRecords`, `/pages/promo/SignupBonus`). FAQ has no
 * route in SPEC.md; it lives at /pages/faq/Faq, which the seeded faq_url points to.
 */
export const ROUTES: RouteDef[] = [
  { path: '/', title: 'entry', layout: 'entry', load: () => import('../pages/index/index') },
  tab('/pages/home/Home', 'home', () => import('../pages/home/Home')),
  tab('/pages/promo/Promo', 'promo', () => import('../pages/promo/Promo')),
  tab('/pages/vip/Vip', 'vip', () => import('../pages/vip/Vip')),
  tab('/pages/earn/Earn', 'earn', () => import('../pages/earn/Earn')),
  tab('/pages/account/Account', 'account', () => import('../pages/account/Account')),

  sub('/pages/Login/Login', 'login', () => import('../pages/Login/Login')),
  sub('/pages/Login/LoginV2', 'login', () => import('../pages/Login/LoginV2')),
  sub('/pages/Login/Register', 'register', () => import('../pages/Login/Register')),
  sub(
    '/pages/Login/ForgetPassword',
    'forgetPassword',
    () => import('../pages/Login/ForgetPassword'),
  ),

  sub('/pages/mail/Mail', 'mail', () => import('../pages/mail/Mail'), true),
  sub('/pages/search/Search', 'search', () => import('../pages/search/Search')),
  sub('/pages/search/SearchResult', 'searchResult', () => import('../pages/search/SearchResult')),

  sub('/pages/wallet/Deposit', 'deposit', () => import('../pages/wallet/Deposit'), true),
  sub(
    '/pages/wallet/DepositHistory',
    'depositHistory',
    () => import('../pages/wallet/DepositHistory'),
    true,
  ),
  sub(
    '/pages/wallet/DepositOrderDetail',
    'depositOrderDetail',
    () => import('../pages/wallet/DepositOrderDetail'),
    true,
  ),
  sub(
    '/pages/wallet/DepositImpsDetail',
    'depositImpsDetail',
    () => import('../pages/wallet/DepositImpsDetail'),
    true,
  ),
  sub(
    '/pages/wallet/DepositUpiDetail',
    'depositUpiDetail',
    () => import('../pages/wallet/DepositUpiDetail'),
    true,
  ),
  sub('/pages/wallet/Withdraw', 'withdraw', () => import('../pages/wallet/Withdraw'), true),
  sub(
    '/pages/wallet/WithdrawHistory',
    'withdrawHistory',
    () => import('../pages/wallet/WithdrawHistory'),
    true,
  ),
  sub(
    '/pages/wallet/TransferInstructions',
    'transferInstructions',
    () => import('../pages/wallet/TransferInstructions'),
  ),
  sub('/pages/wallet/SelfUtrInfo', 'selfUtrInfo', () => import('../pages/wallet/SelfUtrInfo')),
  sub(
    '/pages/wallet/WithdrawWait',
    'withdrawWait',
    () => import('../pages/wallet/WithdrawWait'),
    true,
  ),

  {
    path: '/pages/webview/GameWeb',
    title: 'gameWeb',
    layout: 'full',
    load: () => import('../pages/webview/GameWeb'),
  },

  sub(
    '/pages/account/Profile/Profile',
    'profile',
    () => import('../pages/account/Profile/Profile'),
    true,
  ),
  sub(
    '/pages/account/components/EditProfile/EditProfile',
    'editProfile',
    () => import('../pages/account/components/EditProfile/EditProfile'),
    true,
  ),
  sub(
    '/pages/account/components/GameRecords/GameRecords',
    'gameRecords',
    () => import('../pages/account/components/GameRecords/GameRecords'),
    true,
  ),
  sub(
    '/pages/account/components/BalanceRecords/BalanceRecords',
    'balanceRecords',
    () => import('../pages/account/components/BalanceRecords/BalanceRecords'),
    true,
  ),
  sub(
    '/pages/account/components/FeedBack/FeedBack',
    'feedback',
    () => import('../pages/account/components/FeedBack/FeedBack'),
    true,
  ),
  sub(
    '/pages/account/components/BankCard/BankCard',
    'withdrawAccount',
    () => import('../pages/account/components/BankCard/BankCard'),
    true,
  ),
  sub(
    '/pages/account/components/BankCard/BankCardList',
    'withdrawAccount',
    () => import('../pages/account/components/BankCard/BankCardList'),
    true,
  ),
  sub(
    '/pages/account/components/WithdrawalPassword/WithdrawalPassword',
    'withdrawalPassword',
    () => import('../pages/account/components/WithdrawalPassword/WithdrawalPassword'),
    true,
  ),
  sub(
    '/pages/account/components/PhoneBinding/PhoneBinding',
    'phoneBinding',
    () => import('../pages/account/components/PhoneBinding/PhoneBinding'),
    true,
  ),

  sub(
    '/pages/promo/FirstDeposit/FirstDeposit',
    'firstDeposit',
    () => import('../pages/promo/FirstDeposit/FirstDeposit'),
  ),
  sub('/pages/promo/SignupBonus', 'signupBonus', () => import('../pages/promo/SignupBonus')),
  sub('/pages/promo/Jili', 'jili', () => import('../pages/promo/Jili')),
  sub(
    '/pages/promo/InvitationalRanks',
    'invitationalRanks',
    () => import('../pages/promo/InvitationalRanks'),
  ),
  sub('/pages/promo/Ranking/Ranking', 'ranking', () => import('../pages/promo/Ranking/Ranking')),
  sub(
    '/pages/promo/RebatePromo/RebatePromo',
    'rebatePromo',
    () => import('../pages/promo/RebatePromo/RebatePromo'),
  ),
  sub(
    '/pages/promo/CashbackRecord/CashbackRecord',
    'cashbackRecord',
    () => import('../pages/promo/CashbackRecord/CashbackRecord'),
    true,
  ),
  sub('/pages/promo/Signin/Signin', 'signin', () => import('../pages/promo/Signin/Signin')),

  sub('/pages/faq/Faq', 'faq', () => import('../pages/faq/Faq')),
];

/** Other URLs of the same page. */
const ALIASES: Record<string, string> = { '/pages/index/index': '/' };

const byPath = new Map(ROUTES.map((r) => [r.path, r]));

export function findRoute(path: string): RouteDef | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return byPath.get(ALIASES[clean] ?? clean);
}

export const isTabPath = (path: string) => TABS.some((t) => t.path === path);
