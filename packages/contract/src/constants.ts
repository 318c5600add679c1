/**
 * Plain constants shared by web, server and games. No zod here: the web app imports this file
 * (and paths.ts) without pulling schemas into its bundle.
 */

/** The app id every body carries (docs/product.md §3). */
export const APP_ID = 1502;
/** appPackageName is this fixed prefix plus the appId (docs/product.md §7). */
export const APP_PACKAGE_PREFIX = 'com.khel.h5.';

/** Locales a request may carry: the web app maps its UI language onto these (docs/product.md §4). */
export const REQUEST_LOCALES = ['en', 'jp', 'id'] as const;
export type RequestLocale = (typeof REQUEST_LOCALES)[number];

/** The six UI languages; English is the fallback. */
export const UI_LANGUAGES = ['en', 'es', 'fr', 'zh-CN', 'zh-TW', 'id'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

export const THEMES = ['red', 'white', 'green'] as const;
export type ThemeName = (typeof THEMES)[number];

export const SERVICE_KINDS = ['VipCS', 'VipWebCS', 'WebCS'] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

/** The balance-record type filter of docs/product.md §2, in its order, by the API's names. */
export const BALANCE_FILTER_TYPES = [
  'bet',
  'deposit',
  'withdrawal',
  'win',
  'gift',
  'vip_bonus',
  'daily_rebate',
  'deposit_bonus',
  'daily_bonus',
] as const;

/** Every balance-record type: the filter's, plus refunds (a stake or withdrawal given back), shown under all. */
export const BALANCE_RECORD_TYPES = [...BALANCE_FILTER_TYPES, 'refund'] as const;
export type BalanceRecordType = (typeof BALANCE_RECORD_TYPES)[number];

/** Longest search keyword, after trimming. */
export const GAME_SEARCH_MAX_LENGTH = 40;

/** Catalogue tags a game may carry. */
export const GAME_TAGS = ['hot', 'new'] as const;
export type GameTag = (typeof GAME_TAGS)[number];

/** Tabs of the Search page: every match, hot games, newest first. */
export const GAME_SEARCH_TABS = ['all', 'hot', 'latest'] as const;
export type GameSearchTab = (typeof GAME_SEARCH_TABS)[number];

/** Game-record status filter and the status each record shows (open rounds are 'unsettled'). */
export const GAME_RECORD_STATUSES = ['settled', 'unsettled', 'cancel'] as const;
export type GameRecordStatus = (typeof GAME_RECORD_STATUSES)[number];

/** Game-record date ranges, in the platform's timezone ('3days' = today and the two days before). */
export const GAME_RECORD_RANGES = ['today', 'yesterday', '3days'] as const;
export type GameRecordRange = (typeof GAME_RECORD_RANGES)[number];

/** How a Home banner opens: nothing, an app route, an https URL, or a game by its id. */
export const BANNER_LINK_TYPES = ['none', 'route', 'url', 'game'] as const;
export type BannerLinkType = (typeof BANNER_LINK_TYPES)[number];

/** What a reward was given for (packages/contract/src/rewards.ts); the VIP ones start with 'vip_'. */
export const REWARD_KINDS = [
  'vip_upgrade',
  'vip_weekly',
  'vip_birthday',
  'vip_rebate',
  'first_deposit',
  'deposit_gift',
  'signup_bonus',
  'deposit_cashback',
] as const;
export const REWARD_STATUSES = ['pending', 'claimable', 'claimed', 'expired', 'cancelled'] as const;

/**
 * Kinds of promotion campaign (packages/contract/src/promotions.ts): the four that pay, the promo
 * popup, and a card that only links to a page.
 */
export const CAMPAIGN_KINDS = [
  'first_deposit',
  'deposit_gift',
  'signup_bonus',
  'deposit_cashback',
  'popup',
  'link',
] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];
