/**
 * API paths of docs/product.md §7, relative to the API base (default `/api`).
 * Kept free of zod so the web app can import them without pulling schemas into its bundle.
 */
export const API_PATHS = {
  appConfig: '/u/gconfig',
  serviceIndex: '/service/index',
  languages: '/language/languages',
  appStackUpload: '/u/appStackUpload',
  transferEventUpload: '/u/transferEventUpload',
  openapi: '/openapi.json',
  smsSend: '/sms/send',
  otpLogin: '/sso/v2/login',
  guestLogin: '/sso/guest',
  passwordLogin: '/sso/login',
  idLogin: '/sso/idlogin',
  googleLogin: '/sso/googleLogin',
  register: '/sso/register',
  modifyPassword: '/sso/modify',
  resetPassword: '/sso/resetPassword',
  logout: '/sso/logout',
  loginChannels: '/threeLogin/channel',
  userInfo: '/user/getUserInfo',
  reportOnline: '/user/reportOnline',
  updateInfo: '/user/updateInfo',
  uploadAvatar: '/user/uploadAvatar',
  bindPhone: '/user/bindPhone',
  setWithdrawPassword: '/user/setWithdrawPassword',
  changeWithdrawPassword: '/user/changeWithdrawPassword',
  files: '/files',
  devOutbox: '/dev/outbox',
  devCredit: '/dev/credit',
  balanceRecords: '/user/balanceRecords',
  bannerList: '/banner/list',
  rollMsg: '/home/rollMsg',
  gameLobby: '/game/lobby',
  gameSearch: '/game/search',
  gameSearchHome: '/game/searchHome',
  gameLaunch: '/game/launch',
  gameRecent: '/game/recent',
  gameRecord: '/game/record',
  vipInfo: '/vip/getVipInfo',
  rewardList: '/reward/list',
  rewardClaim: '/reward/claim',
  promoList: '/activity/list',
  signupBonusInfo: '/activity/signupBonus/info',
  signupBonusClaim: '/activity/signupBonus/claim',
  cashbackInfo: '/activity/cashback/info',
  cashbackRecords: '/activity/cashback/records',
} as const;

export type ApiPath = (typeof API_PATHS)[keyof typeof API_PATHS];

/** The envelope's success state (docs/product.md §8). */
export const STATE_OK = '200';
