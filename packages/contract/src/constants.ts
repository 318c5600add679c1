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

/** The id of the JSON the server writes into the app's page for its first screen (launch.ts). */
export const LAUNCH_DATA_ID = 'khel-launch';

/**
 * The header every request of the web app carries with its UI language (a GET has no body and
 * its `language` field): the server answers a refusal in it (docs/architecture.md, "Messages in
 * the player's language").
 */
export const LANGUAGE_HEADER = 'x-khel-language';

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
  'promo_code',
  'gift_code',
  'checkin',
  'wheel',
  'ranking_award',
  'referral',
  'first_deposit',
  'deposit_gift',
  'signup_bonus',
  'deposit_cashback',
] as const;
/** Promo codes (packages/contract/src/promo-codes.ts): a fixed amount, or a share of the next deposit. */
export const PROMO_CODE_KINDS = ['amount', 'deposit_percent'] as const;
/** Where a code is redeemed: the Promo tab ('promo'), or a game provider's gift-code page. */
export const PROMO_CODE_SCOPES = ['promo', 'jili'] as const;
export type PromoCodeScope = (typeof PROMO_CODE_SCOPES)[number];
export const PROMO_REDEMPTION_STATUSES = ['granted', 'pending_deposit', 'paid', 'lapsed'] as const;
export const REWARD_STATUSES = ['pending', 'claimable', 'claimed', 'expired', 'cancelled'] as const;

/** Days of the daily check-in cycle (docs/product.md §2, Signin). */
export const CHECKIN_CYCLE_DAYS = 7;
/** What makes a day count for the check-in: nothing, a deposit, a valid bet, or either. */
export const CHECKIN_CONDITIONS = ['none', 'deposit', 'validBet', 'depositOrValidBet'] as const;
export type CheckinCondition = (typeof CHECKIN_CONDITIONS)[number];

/** The ranking lists (docs/product.md §2): total valid bet per platform day, week (Monday first) and month. */
export const RANKING_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type RankingPeriod = (typeof RANKING_PERIODS)[number];

/** A ranking list of the period running now, or of the one before it (history). */
export const RANKING_SCOPES = ['current', 'history'] as const;
export type RankingScope = (typeof RANKING_SCOPES)[number];

/** Rows of a ranking list; the player's own place is answered apart when below them. */
export const RANKING_LIST_SIZE = 50;
/** Feedback categories of docs/product.md §2, in its order. */
export const FEEDBACK_CATEGORIES = [
  'game',
  'deposit',
  'withdraw',
  'vip',
  'invite',
  'account',
  'other',
] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** open: waiting for the operator; replied: the reply is in it (and in the inbox). */
export const FEEDBACK_STATUSES = ['open', 'replied'] as const;

/** Feedback limits (docs/product.md §2 Feedback): screenshots per feedback, bytes each, per day. */
export const FEEDBACK_MAX_SCREENSHOTS = 3;
export const FEEDBACK_SCREENSHOT_MAX_BYTES = 2 * 1024 * 1024;
export const FEEDBACK_DAILY_LIMIT = 5;
export const FEEDBACK_SUGGESTION_MIN = 10;
export const FEEDBACK_SUGGESTION_MAX = 500;

/**
 * Where an invitee of the Earn team stands (docs/product.md §4): 'review' (under review: not yet
 * valid, or held by the anti-abuse checks until an operator decides), 'pass' (valid, waiting for
 * a second valid invitee or the next 05:00), 'claimable' (their pair's reward can be claimed),
 * 'claim' (claimed), 'reclaim' (the operator refused the invitee: it never counts).
 */
export const INVITE_TEAM_STATUSES = ['review', 'pass', 'claimable', 'reclaim', 'claim'] as const;
export type InviteTeamStatus = (typeof INVITE_TEAM_STATUSES)[number];

/** Why an invitee is under review: its conditions are not met yet, or the checks held it. */
export const INVITE_REVIEW_REASONS = ['conditions', 'checks'] as const;
export type InviteReviewReason = (typeof INVITE_REVIEW_REASONS)[number];

/** The periods of the invitation ranks, in the platform's timezone. */
export const INVITE_RANK_PERIODS = ['week', 'month', 'all'] as const;
export type InviteRankPeriod = (typeof INVITE_RANK_PERIODS)[number];

/** Valid invitees per referral reward (docs/product.md §9). */
export const INVITEES_PER_REWARD = 2;

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

/**
 * Player protection (docs/product.md, Responsible gaming): the limits a player sets. Deposit and
 * loss limits are rupees per calendar day, week (Monday first) and month in the platform
 * timezone; the session limit is minutes of one login session.
 */
export const PROTECTION_LIMITS = [
  'depositDay',
  'depositWeek',
  'depositMonth',
  'lossDay',
  'lossWeek',
  'lossMonth',
  'sessionMinutes',
] as const;
export type ProtectionLimit = (typeof PROTECTION_LIMITS)[number];
/** Session limit and reality-check interval bounds, minutes (migration 0054's CHECKs). */
export const SESSION_LIMIT_MINUTES = { min: 5, max: 1440 } as const;
export const REALITY_CHECK_MINUTES = { min: 5, max: 240, default: 60 } as const;
/** An increase or removal of a limit waits this long before the player can confirm it. */
export const LIMIT_INCREASE_DELAY_HOURS = 24;
/** Time-out: 24 hours to 6 weeks, in days. Self-exclusion: 6 months to 5 years, or indefinite. */
export const TIMEOUT_DAYS = { min: 1, max: 42 } as const;
export const SELF_EXCLUSION_MONTHS = { min: 6, max: 60 } as const;
/** The choices the app offers (any whole number within the bounds is accepted). */
export const TIMEOUT_DAY_CHOICES = [1, 3, 7, 14, 30, 42] as const;
export const SELF_EXCLUSION_MONTH_CHOICES = [6, 12, 24, 36, 60] as const;
/** After a time-out or self-exclusion ends, a return asked for takes effect this much later. */
export const RETURN_DELAY_HOURS = 24;
// ─── Identity verification (kyc.ts, admin-kyc.ts) ──────────────────────────────────────────

export const KYC_STATUSES = ['none', 'pending', 'verified', 'rejected'] as const;
export type TKycStatus = (typeof KYC_STATUSES)[number];

export const KYC_DOCUMENT_TYPES = ['national_id', 'passport', 'driving_licence'] as const;
export type TKycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];

/**
 * Why a submission was refused: codes the apps translate. The provider's check answers the
 * first three; an operator chooses any of them (and may add a note).
 */
export const KYC_REJECTION_REASONS = [
  'image_too_small',
  'images_repeated',
  'document_unreadable',
  'document_expired',
  'document_incomplete',
  'selfie_mismatch',
  'details_mismatch',
  'underage',
  'other',
] as const;
export type TKycRejectionReason = (typeof KYC_REJECTION_REASONS)[number];

/** The three images, in this order, as the files of the multipart form. */
export const KYC_IMAGES = ['front', 'back', 'selfie'] as const;
/** Largest image, in bytes. */
export const KYC_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Smallest width and height the provider can read, in pixels. */
export const KYC_IMAGE_MIN_PIXELS = 300;

/**
 * The withdrawal gate's defaults, in rupees (app_settings `withdraw`, editable with the
 * withdrawal rules): a withdrawal above `singleAbove`, or one that brings the player's total
 * withdrawn above `totalAbove`, needs a verified identity. Exactly reaching either is allowed.
 */
export const KYC_WITHDRAW_DEFAULTS = { singleAbove: 20_000, totalAbove: 50_000 };
