import type { ComponentType } from 'react';
import { PATHS, type AppPath } from '../router/paths';
import type { PageProps } from '../router/routes';

export type PageLoader = () => Promise<{ default: ComponentType<PageProps> }>;

/**
 * The page behind every route path, loaded lazily. Only the app shell imports this table: a
 * feature or a page that imported it would pull every page into its chunk and close an import
 * cycle (see docs/architecture.md, Web). A Record over AppPath: a path without its page, or a
 * page without its path, does not compile.
 */
export const PAGE_LOADERS: Record<AppPath, PageLoader> = {
  [PATHS.entry]: () => import('../pages/index/index'),
  [PATHS.home]: () => import('../pages/home/Home'),
  [PATHS.promo]: () => import('../pages/promo/Promo'),
  [PATHS.vip]: () => import('../pages/vip/Vip'),
  [PATHS.earn]: () => import('../pages/earn/Earn'),
  [PATHS.account]: () => import('../pages/account/Account'),

  [PATHS.login]: () => import('../pages/Login/Login'),
  [PATHS.loginV2]: () => import('../pages/Login/LoginV2'),
  [PATHS.register]: () => import('../pages/Login/Register'),
  [PATHS.forgetPassword]: () => import('../pages/Login/ForgetPassword'),

  [PATHS.mail]: () => import('../pages/mail/Mail'),
  [PATHS.search]: () => import('../pages/search/Search'),
  [PATHS.searchResult]: () => import('../pages/search/SearchResult'),

  [PATHS.deposit]: () => import('../pages/wallet/Deposit'),
  [PATHS.depositHistory]: () => import('../pages/wallet/DepositHistory'),
  [PATHS.depositOrderDetail]: () => import('../pages/wallet/DepositOrderDetail'),
  [PATHS.depositImpsDetail]: () => import('../pages/wallet/DepositImpsDetail'),
  [PATHS.depositUpiDetail]: () => import('../pages/wallet/DepositUpiDetail'),
  [PATHS.withdraw]: () => import('../pages/wallet/Withdraw'),
  [PATHS.withdrawHistory]: () => import('../pages/wallet/WithdrawHistory'),
  [PATHS.transferInstructions]: () => import('../pages/wallet/TransferInstructions'),
  [PATHS.selfUtrInfo]: () => import('../pages/wallet/SelfUtrInfo'),
  [PATHS.withdrawWait]: () => import('../pages/wallet/WithdrawWait'),

  [PATHS.gameWeb]: () => import('../pages/webview/GameWeb'),

  [PATHS.profile]: () => import('../pages/account/Profile/Profile'),
  [PATHS.editProfile]: () => import('../pages/account/components/EditProfile/EditProfile'),
  [PATHS.gameRecords]: () => import('../pages/account/components/GameRecords/GameRecords'),
  [PATHS.balanceRecords]: () => import('../pages/account/components/BalanceRecords/BalanceRecords'),
  [PATHS.feedback]: () => import('../pages/account/components/FeedBack/FeedBack'),
  [PATHS.bankCard]: () => import('../pages/account/components/BankCard/BankCard'),
  [PATHS.bankCardList]: () => import('../pages/account/components/BankCard/BankCardList'),
  [PATHS.withdrawalPassword]: () =>
    import('../pages/account/components/WithdrawalPassword/WithdrawalPassword'),
  [PATHS.phoneBinding]: () => import('../pages/account/components/PhoneBinding/PhoneBinding'),

  [PATHS.firstDeposit]: () => import('../pages/promo/FirstDeposit/FirstDeposit'),
  [PATHS.signupBonus]: () => import('../pages/promo/SignupBonus'),
  [PATHS.jili]: () => import('../pages/promo/Jili'),
  [PATHS.invitationalRanks]: () => import('../pages/promo/InvitationalRanks'),
  [PATHS.ranking]: () => import('../pages/promo/Ranking/Ranking'),
  [PATHS.rebatePromo]: () => import('../pages/promo/RebatePromo/RebatePromo'),
  [PATHS.cashbackRecord]: () => import('../pages/promo/CashbackRecord/CashbackRecord'),
  [PATHS.signin]: () => import('../pages/promo/Signin/Signin'),

  [PATHS.faq]: () => import('../pages/faq/Faq'),
};
