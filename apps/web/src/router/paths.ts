/**
 * Every route path of the app (docs/product.md §2 lists them; `src/pages/` mirrors the URL), with no page
 * behind it: features and pages name the pages they open through these constants, and only the
 * app shell knows how to load a page (app/pages.ts). See docs/architecture.md, Web.
 *
 * docs/product.md §2 lists some paths in shorthand after a full one: they are read as siblings under the same
 * folder (`/pages/account/components/GameRecords/GameRecords`, `/pages/promo/SignupBonus`). FAQ has
 * no route in docs/product.md §2; it lives at /pages/faq/Faq, which the seeded faq_url points to.
 */
export const PATHS = {
  entry: '/',
  home: '/pages/home/Home',
  promo: '/pages/promo/Promo',
  vip: '/pages/vip/Vip',
  earn: '/pages/earn/Earn',
  account: '/pages/account/Account',

  login: '/pages/Login/Login',
  loginV2: '/pages/Login/LoginV2',
  register: '/pages/Login/Register',
  forgetPassword: '/pages/Login/ForgetPassword',

  mail: '/pages/mail/Mail',
  search: '/pages/search/Search',
  searchResult: '/pages/search/SearchResult',

  deposit: '/pages/wallet/Deposit',
  depositHistory: '/pages/wallet/DepositHistory',
  depositOrderDetail: '/pages/wallet/DepositOrderDetail',
  depositImpsDetail: '/pages/wallet/DepositImpsDetail',
  depositUpiDetail: '/pages/wallet/DepositUpiDetail',
  withdraw: '/pages/wallet/Withdraw',
  withdrawHistory: '/pages/wallet/WithdrawHistory',
  transferInstructions: '/pages/wallet/TransferInstructions',
  selfUtrInfo: '/pages/wallet/SelfUtrInfo',
  withdrawWait: '/pages/wallet/WithdrawWait',

  gameWeb: '/pages/webview/GameWeb',

  profile: '/pages/account/Profile/Profile',
  editProfile: '/pages/account/components/EditProfile/EditProfile',
  gameRecords: '/pages/account/components/GameRecords/GameRecords',
  balanceRecords: '/pages/account/components/BalanceRecords/BalanceRecords',
  history: '/pages/account/components/History/History',
  feedback: '/pages/account/components/FeedBack/FeedBack',
  bankCard: '/pages/account/components/BankCard/BankCard',
  bankCardList: '/pages/account/components/BankCard/BankCardList',
  withdrawalPassword: '/pages/account/components/WithdrawalPassword/WithdrawalPassword',
  phoneBinding: '/pages/account/components/PhoneBinding/PhoneBinding',
  responsibleGaming: '/pages/account/components/ResponsibleGaming/ResponsibleGaming',
  identityVerification: '/pages/account/components/IdentityVerification/IdentityVerification',

  firstDeposit: '/pages/promo/FirstDeposit/FirstDeposit',
  signupBonus: '/pages/promo/SignupBonus',
  jili: '/pages/promo/Jili',
  invitationalRanks: '/pages/promo/InvitationalRanks',
  ranking: '/pages/promo/Ranking/Ranking',
  rebatePromo: '/pages/promo/RebatePromo/RebatePromo',
  cashbackRecord: '/pages/promo/CashbackRecord/CashbackRecord',
  signin: '/pages/promo/Signin/Signin',
  wheelVerify: '/pages/promo/WheelVerify/WheelVerify',

  faq: '/pages/faq/Faq',
} as const;

/** A route's name: its key in PATHS (also its title key, unless the route table says otherwise). */
export type PathKey = keyof typeof PATHS;
/** Any route path of the app. */
export type AppPath = (typeof PATHS)[PathKey];

/** The tab bar, in order (docs/product.md §2). */
export const TABS = [
  { path: PATHS.home, title: 'home', icon: 'home' },
  { path: PATHS.promo, title: 'promo', icon: 'promo' },
  { path: PATHS.vip, title: 'vip', icon: 'vip' },
  { path: PATHS.earn, title: 'earn', icon: 'earn' },
  { path: PATHS.account, title: 'account', icon: 'account' },
] as const;

/** A tab page: opened by switchTab only. */
export type TabPath = (typeof TABS)[number]['path'];
/** A page that is not a tab: opened by navigateTo or redirectTo. */
export type PagePath = Exclude<AppPath, TabPath>;

export const HOME_PATH = PATHS.home;
export const ENTRY_PATH = PATHS.entry;
/** The entry page's other URL (docs/product.md §1). */
export const ENTRY_ALIAS = '/pages/index/index';

const TAB_PATHS: ReadonlySet<string> = new Set(TABS.map((t) => t.path));
export const isTabPath = (path: string): path is TabPath => TAB_PATHS.has(path);
