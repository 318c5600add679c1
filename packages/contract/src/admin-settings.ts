import { z } from 'zod';
import { defineAdmin, idText, pageOf, pageQuery, type AdminEndpoint } from './admin';
import { ZTheme } from './app';
import { GAME_TAGS, KYC_WITHDRAW_DEFAULTS, SERVICE_KINDS } from './constants';
import { amount, text } from './input';
import { hundredthsOf, rupeesToPaise } from './money';

/**
 * The back office's settings area (docs/architecture.md §11): VIP levels, deposit and withdrawal
 * rules, wagering multiples, app settings, customer-service contacts, the games catalogue and the
 * in-house games' RTP and bet limits. Every call needs `settings.write`. The schemas here are the
 * rules the server enforces when it reads these settings: the admin forms validate with them, the
 * server validates writes with them, and its readers parse the stored values with them.
 */

const PERMISSION = 'settings.write' as const;

/** Rupees ≥ 0 with at most 2 decimals (a threshold, a bonus). */
export const rupeesField = amount({ allowZero: true });
/** Rupees > 0 with at most 2 decimals (a bound of an amount a player types). */
export const positiveRupees = amount();
/** Rupees ≥ 0 for running totals (a VIP level's cumulative deposits): up to 10,000 crore. */
export const totalRupeesField = z
  .number({ message: 'must be a number' })
  .min(0, 'must not be negative')
  .max(100_000_000_000, 'must be at most 100000000000')
  .refine((v) => rupeesToPaise(v) !== null, 'must have at most 2 decimals');
/** A percentage with at most 2 decimals, 0–100 (kept as basis points). */
export const percentField = z
  .number({ message: 'must be a number' })
  .min(0, 'must not be negative')
  .max(100, 'must be at most 100')
  .refine((v) => hundredthsOf(v) !== null, 'must have at most 2 decimals');
/** A multiple of an amount (wagering): 0 (off) to 100, at most 2 decimals. */
export const multipleField = z
  .number({ message: 'must be a number' })
  .min(0, 'must not be negative')
  .max(100, 'must be at most 100')
  .refine((v) => hundredthsOf(v) !== null, 'must have at most 2 decimals');
const count = (max: number) =>
  z.number({ message: 'must be a number' }).int('must be a whole number').min(0).max(max);

// ─── VIP levels ────────────────────────────────────────────────────────────────────────────

export const VIP_MAX_LEVEL = 100;

/** One VIP level as the operator edits it; amounts in rupees, rates in percent. */
export const ZVipLevelInput = z.object({
  level: z.number().int('must be a whole number').min(0).max(VIP_MAX_LEVEL),
  depositRequired: totalRupeesField.describe('Counted deposits needed to reach the level'),
  upgradeBonus: rupeesField.describe('Paid once ever on reaching the level'),
  betRebatePercent: percentField.describe("Share of the previous day's valid bets paid at 05:00"),
  weeklyBonus: rupeesField,
  birthdayBonus: rupeesField,
  withdrawDailyLimit: totalRupeesField,
  withdrawFeePercent: percentField.describe('Service charge on each withdrawal'),
  withdrawDailyTimes: count(1000),
  relegationDeposit: totalRupeesField.describe('Deposits needed each month to keep the level'),
  vipCustomerService: z.boolean(),
});
export type TVipLevelInput = z.infer<typeof ZVipLevelInput>;

export const ZAdminVipLevel = ZVipLevelInput.extend({ players: z.number().int() });

export const adminVipLevels = defineAdmin({
  path: '/admin/settings/vipLevels',
  summary: 'Every VIP level with its thresholds, privileges and number of players',
  permission: PERMISSION,
  writes: false,
  request: z.object({}),
  response: z.object({ list: z.array(ZAdminVipLevel) }),
});

export const adminVipLevelSave = defineAdmin({
  path: '/admin/settings/vipLevelSave',
  summary: 'Creates or replaces a VIP level',
  description:
    'Level 0 needs no deposit; each level needs more counted deposits than the one below it ' +
    '(checked against the other levels in the same transaction).',
  permission: PERMISSION,
  writes: true,
  request: ZVipLevelInput,
  response: ZAdminVipLevel,
});

export const adminVipLevelDelete = defineAdmin({
  path: '/admin/settings/vipLevelDelete',
  summary: 'Deletes the highest VIP level while no player holds it',
  permission: PERMISSION,
  writes: true,
  request: z.object({ level: z.number().int().min(1).max(VIP_MAX_LEVEL) }),
  response: z.object({ ok: z.literal(true) }),
});

// ─── Withdrawal rules, wagering ────────────────────────────────────────────────────────────

/** app_settings `withdraw` (modules/withdrawals/settings.ts): bounds and review threshold. */
export const ZWithdrawRules = z
  .object({
    minAmount: positiveRupees.describe('Smallest withdrawal'),
    maxAmount: positiveRupees.describe('Largest withdrawal'),
    reviewAbove: rupeesField.describe('Orders above this wait for an operator'),
    maxAccounts: z.number().int('must be a whole number').min(1).max(100),
    passwordMaxFailures: z.number().int('must be a whole number').min(1).max(100),
    payoutMaxAttempts: z
      .number()
      .int('must be a whole number')
      .min(1)
      .max(100)
      .describe('Payout sends to an unreachable gateway before the order is held for an operator'),
    kycSingleAbove: rupeesField
      .default(KYC_WITHDRAW_DEFAULTS.singleAbove)
      .describe('A withdrawal above this needs a verified identity'),
    kycTotalAbove: rupeesField
      .default(KYC_WITHDRAW_DEFAULTS.totalAbove)
      .describe('Withdrawals bringing the total withdrawn above this need a verified identity'),
  })
  .refine((r) => r.minAmount <= r.maxAmount, {
    path: ['maxAmount'],
    message: 'must not be below the minimum',
  });
export type TWithdrawRules = z.infer<typeof ZWithdrawRules>;

/** app_settings `wagering` (modules/wallet/wagering.ts): turnover a deposit or bonus brings. */
export const ZWageringRules = z.object({
  depositMultiple: multipleField,
  bonusMultiple: multipleField,
});
export type TWageringRules = z.infer<typeof ZWageringRules>;

// ─── Deposit rules ─────────────────────────────────────────────────────────────────────────

const flag = z.union([z.literal(0), z.literal(1)], { message: 'expected 0 or 1' });
const fraction = z.number().min(0, 'must not be negative').max(1, 'must be at most 1');
const shortText = (max: number) => text().trim().min(1, 'required').max(max);
const amountList = z.array(positiveRupees).max(20, 'at most 20 amounts');

/** A Deposit-page payment method; the server's reader extends it with defaults. */
export const ZDepositMethodFields = z.object({
  type: z.number().int().min(1).max(1000),
  name: shortText(40),
  method: z.enum(['UPI', 'IMPS']),
  isDefault: flag,
  amountRange: z.tuple([positiveRupees, positiveRupees]),
  showWeight: z.number().min(0).max(1000),
  showOffset: z.number().min(0).max(1000),
});
/** A method's range must not be upside down. */
export const depositRangeOk = ({ amountRange: [min, max] }: { amountRange: [number, number] }) =>
  min <= max;
export const DEPOSIT_RANGE_ISSUE = {
  path: ['amountRange'],
  message: 'the minimum must not be above the maximum',
};
export const ZDepositMethod = ZDepositMethodFields.refine(depositRangeOk, DEPOSIT_RANGE_ISSUE);
export const ZDepositCard = z.object({ type: z.enum(['imps', 'upi']), rechargeItems: amountList });
export const ZImpsAccount = z.object({
  accountName: shortText(80),
  accountNo: shortText(40),
  ifsc: shortText(20),
  bankName: text().trim().max(80),
});
export const ZUpiAccount = z.object({ upiId: shortText(80), payee: text().trim().max(80) });
export const ZCryptoWallet = z
  .object({
    currency: shortText(16),
    network: shortText(20),
    address: shortText(120),
    rate: z.number().positive('must be above zero').max(1_000_000),
    minAmount: positiveRupees,
    maxAmount: positiveRupees,
  })
  .refine((w) => w.minAmount <= w.maxAmount, {
    path: ['maxAmount'],
    message: 'must not be below the minimum',
  });
export const ZDepositAgent = z.object({ name: shortText(60), contact: shortText(120) });

/**
 * app_settings `deposit` (modules/deposits/config.ts): what the Deposit page offers and the
 * rules of an order. A write must pass this whole; the server's reader uses the same item
 * schemas but drops a broken item instead of failing.
 */
export const ZDepositRules = z.object({
  rechargeOpen: flag,
  showButton: flag,
  giftSwitch: flag,
  showTranfer: flag,
  agentRechargeSwitch: flag,
  showCrypto: flag,
  fillOrderSwitch: flag,
  typeA: z.object({ amountList }),
  typeB: z.object({ amountList, gift: fraction }),
  defaultIndex: rupeesField,
  rechargeTypeList: z.array(ZDepositMethod).max(20),
  rechargeTypes: z.array(z.number().int().min(1).max(4)).max(4),
  rechargeTypeLimit: rupeesField,
  cards: z.array(ZDepositCard).max(2),
  transferAccounts: z.object({ imps: ZImpsAccount.nullable(), upi: ZUpiAccount.nullable() }),
  crypto: z.array(ZCryptoWallet).max(10),
  agents: z.array(ZDepositAgent).max(20),
  transferGift: fraction,
  transferGiftSwitch: flag,
  agentRechargeGift: fraction,
  cryptoGift: fraction,
  /** Orders a player may have pending at once. */
  pendingOrderLimit: z.number().int().min(1).max(100),
  /** Minutes an order waits for its payment (or its UTR / hash) before it expires. */
  orderTtlMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
});
export type TDepositRules = z.infer<typeof ZDepositRules>;

export const ZMoneyRules = z.object({
  withdraw: ZWithdrawRules,
  wagering: ZWageringRules,
  deposit: ZDepositRules,
});

export type TMoneyRules = z.infer<typeof ZMoneyRules>;

export const adminMoneyRules = defineAdmin({
  path: '/admin/settings/moneyRules',
  summary: 'Deposit rules, withdrawal rules and wagering multiples in force',
  description: 'A setting the operator never made is answered with the default the server uses.',
  permission: PERMISSION,
  writes: false,
  request: z.object({}),
  response: ZMoneyRules,
});

export const adminMoneyRulesSave = defineAdmin({
  path: '/admin/settings/moneyRulesSave',
  summary: 'Replaces one of the deposit rules, withdrawal rules or wagering multiples',
  permission: PERMISSION,
  writes: true,
  request: z.discriminatedUnion('key', [
    z.object({ key: z.literal('withdraw'), value: ZWithdrawRules }),
    z.object({ key: z.literal('wagering'), value: ZWageringRules }),
    z.object({ key: z.literal('deposit'), value: ZDepositRules }),
  ]),
  response: ZMoneyRules,
});

// ─── App settings, customer service ────────────────────────────────────────────────────────

const link = text()
  .trim()
  .max(300)
  .refine(
    (v) => v === '' || /^https:\/\/\S+$/.test(v) || /^\/[^\s/]\S*$/.test(v),
    'expected an https:// link, an app path such as /pages/faq/Faq, or nothing',
  );
const phonePrefix = z.string().regex(/^\+\d{1,4}$/, 'expected + and 1 to 4 digits, e.g. +91');

/** What /u/gconfig answers (app-config/service.ts), as the operator sets it. */
export const ZAppSettings = z
  .object({
    appName: shortText(40),
    appVersion: z.string().regex(/^\d{1,4}\.\d{1,4}\.\d{1,4}$/, 'expected a version like 1.2.3'),
    appVersionCode: z.number().int().min(1).max(1_000_000_000),
    currencySign: shortText(8),
    phoneNumberPrefix: phonePrefix,
    phoneNumberPrefixes: z.array(phonePrefix).min(1, 'at least one').max(10),
    theme: ZTheme,
    links: z.object({
      manual_recharge_url: link,
      faq_url: link,
      telegram_url: link.describe('The Promo tab community link; the tab is hidden when empty'),
    }),
    loginMethods: z.object({
      password: z.boolean(),
      otp: z.boolean(),
      id: z.boolean(),
      guest: z.boolean(),
    }),
  })
  .refine((s) => s.phoneNumberPrefixes.includes(s.phoneNumberPrefix), {
    path: ['phoneNumberPrefix'],
    message: 'must be one of the prefixes offered',
  })
  .refine((s) => Object.values(s.loginMethods).some(Boolean), {
    path: ['loginMethods'],
    message: 'at least one way to sign in',
  });
export type TAppSettings = z.infer<typeof ZAppSettings>;

export const adminAppSettings = defineAdmin({
  path: '/admin/settings/app',
  summary: 'App settings in force (name, version, currency, phone prefixes, theme, links, login)',
  permission: PERMISSION,
  writes: false,
  request: z.object({}),
  response: ZAppSettings,
});

export const adminAppSettingsSave = defineAdmin({
  path: '/admin/settings/appSave',
  summary: 'Replaces the app settings',
  permission: PERMISSION,
  writes: true,
  request: ZAppSettings,
  response: ZAppSettings,
});

const contactValue = text()
  .trim()
  .max(200)
  .refine(
    (v) => /^\+\d{6,15}$/.test(v) || /^https:\/\/\S+$/.test(v),
    'expected a phone number such as +919800000000 or an https:// link',
  );

export const ZServiceContactInput = z.object({
  kind: z.enum(SERVICE_KINDS),
  contact: contactValue,
  minVipLevel: z.number().int().min(0).max(VIP_MAX_LEVEL),
  sortOrder: z.number().int().min(0).max(10_000),
  enabled: z.boolean(),
});
export type TServiceContactInput = z.infer<typeof ZServiceContactInput>;
export const ZServiceContact = ZServiceContactInput.extend({ id: z.string() });

export const adminContacts = defineAdmin({
  path: '/admin/settings/contacts',
  summary: 'Customer-service contacts (the Customer Service page)',
  permission: PERMISSION,
  writes: false,
  request: z.object({}),
  response: z.object({ list: z.array(ZServiceContact) }),
});

export const adminContactSave = defineAdmin({
  path: '/admin/settings/contactSave',
  summary: 'Creates a contact, or replaces the one named by id',
  permission: PERMISSION,
  writes: true,
  request: ZServiceContactInput.extend({ id: idText.optional() }),
  response: ZServiceContact,
});

export const adminContactDelete = defineAdmin({
  path: '/admin/settings/contactDelete',
  summary: 'Deletes a contact',
  permission: PERMISSION,
  writes: true,
  request: z.object({ id: idText }),
  response: z.object({ ok: z.literal(true) }),
});

// ─── Games catalogue ───────────────────────────────────────────────────────────────────────

export const ZAdminGame = z.object({
  id: z.string(),
  provider: z.string(),
  gameCode: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  category: z.string(),
  tags: z.array(z.enum(GAME_TAGS)),
  sortOrder: z.number().int(),
  enabled: z.boolean(),
  /** Whether the provider takes RTP and limits from the back office (Khel Originals). */
  hasSettings: z.boolean(),
});
export type TAdminGame = z.infer<typeof ZAdminGame>;

export const adminGames = defineAdmin({
  path: '/admin/settings/games',
  summary: 'The games catalogue, paged, sortable and filtered',
  permission: PERMISSION,
  writes: false,
  request: pageQuery(['sortOrder', 'name', 'category', 'provider'] as const).extend({
    search: text().trim().max(40).optional(),
    category: text().max(40).optional(),
    provider: text().max(40).optional(),
    enabled: z.boolean().optional(),
  }),
  response: pageOf(ZAdminGame),
});

export const adminGame = defineAdmin({
  path: '/admin/settings/game',
  summary: 'One game of the catalogue',
  permission: PERMISSION,
  writes: false,
  request: z.object({ id: idText }),
  response: ZAdminGame,
});

export const ZGameUpdate = z.object({
  name: shortText(60),
  category: shortText(40),
  tags: z.array(z.enum(GAME_TAGS)).max(GAME_TAGS.length),
  sortOrder: z.number().int().min(0).max(10_000),
  enabled: z.boolean(),
});

export const adminGameUpdate = defineAdmin({
  path: '/admin/settings/gameUpdate',
  summary: "Changes a game's name, category, hot/new flags, order, or enables / disables it",
  permission: PERMISSION,
  writes: true,
  request: ZGameUpdate.partial().extend({ id: idText }),
  response: ZAdminGame,
});

export const ZAdminCategory = z.object({
  code: z.string(),
  sortOrder: z.number().int(),
  enabled: z.boolean(),
  games: z.number().int(),
});

export const adminCategories = defineAdmin({
  path: '/admin/settings/categories',
  summary: 'Lobby categories (Home tabs) with their order and number of games',
  permission: PERMISSION,
  writes: false,
  request: z.object({}),
  response: z.object({ list: z.array(ZAdminCategory) }),
});

export const adminCategoryUpdate = defineAdmin({
  path: '/admin/settings/categoryUpdate',
  summary: "Changes a category's order or enables / disables it",
  permission: PERMISSION,
  writes: true,
  request: z.object({
    code: shortText(40),
    sortOrder: z.number().int().min(0).max(10_000).optional(),
    enabled: z.boolean().optional(),
  }),
  response: ZAdminCategory,
});

// ─── RTP and bet limits (the in-house provider's settings API) ─────────────────────────────

export const RTP_MIN = 0.5;
export const RTP_MAX = 0.995;

/** What the operator sets for one in-house game; null takes the games server's default. */
export const ZGameSettingsInput = z
  .object({
    rtp: z
      .number({ message: 'must be a number' })
      .min(RTP_MIN, `must be at least ${RTP_MIN}`)
      .max(RTP_MAX, `must be at most ${RTP_MAX}`)
      .refine((v) => /^\d+(\.\d{1,4})?$/.test(String(v)), 'must have at most 4 decimals')
      .nullable()
      .describe('Return to player as a fraction (0.97); null: the server default (GAMES_RTP)'),
    minBet: positiveRupees.nullable(),
    maxBet: positiveRupees.nullable(),
    maxMultiplier: z
      .number()
      .min(1.01, 'must be at least 1.01')
      .max(1_000_000, 'must be at most 1000000')
      .refine((v) => hundredthsOf(v) !== null, 'must have at most 2 decimals')
      .nullable()
      .describe("Crash only: a round's highest multiplier; null: 1,000×"),
  })
  .refine((s) => s.minBet === null || s.maxBet === null || s.minBet <= s.maxBet, {
    path: ['maxBet'],
    message: 'must not be below the minimum bet',
  });
export type TGameSettingsInput = z.infer<typeof ZGameSettingsInput>;

/** A game's settings as the provider answers them: what is set, and what is in force. */
export const ZProviderGameSettings = z.object({
  game: z.string(),
  set: z.object({
    rtp: z.number().nullable(),
    minBet: z.number().nullable(),
    maxBet: z.number().nullable(),
    maxMultiplier: z.number().nullable(),
  }),
  effective: z.object({
    rtp: z.number(),
    minBet: z.number(),
    maxBet: z.number(),
    maxPayout: z.number(),
    maxMultiplier: z.number().nullable(),
  }),
  enabled: z.boolean(),
  /** Changes only when the settings change: a save names the version it was made on. */
  version: z.string().nullable(),
});
export type TProviderGameSettings = z.infer<typeof ZProviderGameSettings>;

/** The provider settings API's requests (apps/games, signed by the provider's secret). */
export const ZProviderSettingsGet = z.object({ game: text().max(32) });
export const ZProviderSettingsSave = z.object({
  game: text().max(32),
  version: z.string().max(64).nullable(),
  settings: ZGameSettingsInput,
});

export const adminGameSettings = defineAdmin({
  path: '/admin/settings/gameSettings',
  summary: "An in-house game's RTP and bet limits, read from its provider",
  permission: PERMISSION,
  writes: false,
  request: z.object({ id: idText }),
  response: ZProviderGameSettings,
});

export const adminGameSettingsSave = defineAdmin({
  path: '/admin/settings/gameSettingsSave',
  summary:
    "Changes an in-house game's RTP and bet limits at its provider; the next round uses them",
  description:
    'Sent to the provider as a signed settings call naming the version the operator saw: a ' +
    'change made meanwhile by someone else is refused (409), never overwritten.',
  permission: PERMISSION,
  writes: true,
  request: z.object({
    id: idText,
    version: z.string().max(64).nullable(),
    settings: ZGameSettingsInput,
  }),
  response: ZProviderGameSettings,
});

export const SETTINGS_ADMIN_ENDPOINTS = [
  adminVipLevels,
  adminVipLevelSave,
  adminVipLevelDelete,
  adminMoneyRules,
  adminMoneyRulesSave,
  adminAppSettings,
  adminAppSettingsSave,
  adminContacts,
  adminContactSave,
  adminContactDelete,
  adminGames,
  adminGame,
  adminGameUpdate,
  adminCategories,
  adminCategoryUpdate,
  adminGameSettings,
  adminGameSettingsSave,
] as const satisfies readonly AdminEndpoint[];
