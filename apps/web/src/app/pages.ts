import type { ComponentType } from 'react';
import type { PathKey } from '../router/paths';
import type { PageProps } from '../router/routes';

export type PageLoader = () => Promise<{ default: ComponentType<PageProps> }>;

/**
 * The page behind every route, by the route's name (its key in PATHS), loaded lazily. Only the
 * app shell imports this table: a feature or a page that imported it would pull every page into
 * its chunk and close an import cycle (see docs/architecture.md, Web). A Record over PathKey: a
 * route without its page, or a page without its route, does not compile.
 */
export const PAGE_LOADERS: Record<PathKey, PageLoader> = {
  entry: () => import('../pages/index/index'),
  home: () => import('../pages/home/Home'),
  promo: () => import('../pages/promo/Promo'),
  vip: () => import('../pages/vip/Vip'),
  earn: () => import('../pages/earn/Earn'),
  account: () => import('../pages/account/Account'),

  login: () => import('../pages/Login/Login'),
  loginV2: () => import('../pages/Login/LoginV2'),
  register: () => import('../pages/Login/Register'),
  forgetPassword: () => import('../pages/Login/ForgetPassword'),

  mail: () => import('../pages/mail/Mail'),
  search: () => import('../pages/search/Search'),
  searchResult: () => import('../pages/search/SearchResult'),

  deposit: () => import('../pages/wallet/Deposit'),
  depositHistory: () => import('../pages/wallet/DepositHistory'),
  depositOrderDetail: () => import('../pages/wallet/DepositOrderDetail'),
  depositImpsDetail: () => import('../pages/wallet/DepositImpsDetail'),
  depositUpiDetail: () => import('../pages/wallet/DepositUpiDetail'),
  withdraw: () => import('../pages/wallet/Withdraw'),
  withdrawHistory: () => import('../pages/wallet/WithdrawHistory'),
  transferInstructions: () => import('../pages/wallet/TransferInstructions'),
  selfUtrInfo: () => import('../pages/wallet/SelfUtrInfo'),
  withdrawWait: () => import('../pages/wallet/WithdrawWait'),

  gameWeb: () => import('../pages/webview/GameWeb'),

  profile: () => import('../pages/account/Profile/Profile'),
  editProfile: () => import('../pages/account/components/EditProfile/EditProfile'),
  gameRecords: () => import('../pages/account/components/GameRecords/GameRecords'),
  balanceRecords: () => import('../pages/account/components/BalanceRecords/BalanceRecords'),
  history: () => import('../pages/account/components/History/History'),
  feedback: () => import('../pages/account/components/FeedBack/FeedBack'),
  bankCard: () => import('../pages/account/components/BankCard/BankCard'),
  bankCardList: () => import('../pages/account/components/BankCard/BankCardList'),
  withdrawalPassword: () =>
    import('../pages/account/components/WithdrawalPassword/WithdrawalPassword'),
  phoneBinding: () => import('../pages/account/components/PhoneBinding/PhoneBinding'),
  responsibleGaming: () =>
    import('../pages/account/components/ResponsibleGaming/ResponsibleGaming'),
  identityVerification: () =>
    import('../pages/account/components/IdentityVerification/IdentityVerification'),

  firstDeposit: () => import('../pages/promo/FirstDeposit/FirstDeposit'),
  signupBonus: () => import('../pages/promo/SignupBonus'),
  jili: () => import('../pages/promo/Jili'),
  invitationalRanks: () => import('../pages/promo/InvitationalRanks'),
  ranking: () => import('../pages/promo/Ranking/Ranking'),
  rebatePromo: () => import('../pages/promo/RebatePromo/RebatePromo'),
  cashbackRecord: () => import('../pages/promo/CashbackRecord/CashbackRecord'),
  signin: () => import('../pages/promo/Signin/Signin'),
  wheelVerify: () => import('../pages/promo/WheelVerify/WheelVerify'),

  faq: () => import('../pages/faq/Faq'),
};
