import { z } from 'zod';
import { defineAdmin, idText, pageOf, pageQuery, type AdminEndpoint } from './admin';
import {
  CAMPAIGN_KINDS,
  CHECKIN_CONDITIONS,
  CHECKIN_CYCLE_DAYS,
  PROMO_CODE_KINDS,
  PROMO_CODE_SCOPES,
  RANKING_PERIODS,
  UI_LANGUAGES,
  type CampaignKind,
} from './constants';
import { amount, text } from './input';
import { amountProblem, rupeesToPaise } from './money';

/**
 * The back office's promotions and rewards (docs/architecture.md §11; permission
 * `promotions.write` for reads and writes alike): campaigns, promo and gift codes, the check-in,
 * the lucky wheel, ranking awards and referral rules, each with what it has cost so far.
 *
 * The validation schemas here are the server's own (the server modules import them from this
 * file): a form in the admin app refuses exactly what the server refuses.
 */

// ---------------------------------------------------------------------------------------------
// Cost so far

/**
 * What a promotion has cost so far, from the bonus engine's rewards (modules/rewards): `paid` is
 * the sum of its rewards claimed — each one a ledger credit from bonus expense to a wallet — and
 * `outstanding` what its rewards still open for claiming (claimable or pending, not expired)
 * would add.
 */
export const ZCost = z.object({
  paid: z.number().describe('Rupees paid to wallets (claimed rewards)'),
  paidCount: z.number().int().describe('Rewards paid'),
  players: z.number().int().describe('Players paid at least once'),
  outstanding: z.number().describe('Rupees granted, not yet claimed nor expired'),
});
export type TCost = z.infer<typeof ZCost>;

/** The sources a promotion cost is reported under (the summary of every promotion). */
export const COST_SOURCES = [
  'first_deposit',
  'deposit_gift',
  'signup_bonus',
  'deposit_cashback',
  'promo_code',
  'gift_code',
  'checkin',
  'wheel',
  'ranking_award',
  'referral',
] as const;
export type CostSource = (typeof COST_SOURCES)[number];

export const adminPromotionCosts = defineAdmin({
  path: '/admin/promotions/costs',
  summary: 'What every kind of promotion has cost so far (the summary of the promotions screens)',
  permission: 'promotions.write',
  writes: false,
  request: z.object({}),
  response: z.object({
    list: z.array(ZCost.extend({ source: z.enum(COST_SOURCES) })),
    total: ZCost,
  }),
});

// ---------------------------------------------------------------------------------------------
// Campaigns (modules/promotions)

const rupeesUpTo = (max: number) =>
  z
    .number()
    .positive('must be more than 0')
    .max(max)
    .refine((v) => rupeesToPaise(v) !== null, 'at most 2 decimals');
const percentUpTo = (max: number) => z.number().positive('must be more than 0').max(max);
/** An app page the web opens (checked there against its page table). */
const pageLink = text()
  .trim()
  .regex(/^\/pages\/[A-Za-z0-9/_-]+(\?[A-Za-z0-9=&_-]*)?$/, 'must be an app page, /pages/...');

/** Each campaign kind's parameters (modules/promotions README.md "A campaign"). */
export const CAMPAIGN_PARAMS = {
  first_deposit: z
    .object({ percent: percentUpTo(500), capRupees: rupeesUpTo(10_000_000) })
    .strict(),
  deposit_gift: z.object({ percent: percentUpTo(100) }).strict(),
  signup_bonus: z.object({ amountRupees: rupeesUpTo(1_000_000) }).strict(),
  deposit_cashback: z
    .object({
      percent: percentUpTo(100),
      minDepositRupees: z.number().min(0).max(10_000_000),
      dailyCapRupees: rupeesUpTo(10_000_000),
    })
    .strict(),
  popup: z.object({ link: pageLink.nullable().default(null) }).strict(),
  link: z.object({ link: pageLink }).strict(),
} satisfies Record<CampaignKind, z.ZodType>;

export type CampaignParams = { [K in CampaignKind]: z.output<(typeof CAMPAIGN_PARAMS)[K]> };

/** A text per UI language, English required (the fallback). */
const byLanguage = (max: number) =>
  z
    .object(
      Object.fromEntries(UI_LANGUAGES.map((l) => [l, text().trim().max(max).optional()])) as Record<
        (typeof UI_LANGUAGES)[number],
        z.ZodOptional<ReturnType<typeof text>>
      >,
    )
    .strict()
    .refine((v) => (v.en ?? '') !== '', 'needs its English text (en)');

const instant = z.iso.datetime({ offset: true }).nullable();

/** A whole campaign as the operator writes it, validated with its kind's parameters. */
export const ZCampaignInput = z
  .object({
    kind: z.enum(CAMPAIGN_KINDS),
    title: byLanguage(80),
    rules: byLanguage(4000),
    bannerUrl: text()
      .trim()
      .max(500)
      .regex(/^(https:\/\/|\/)[^\s]*$/, 'must be an https URL or a path')
      .nullable()
      .default(null),
    startsAt: instant.default(null),
    endsAt: instant.default(null),
    enabled: z.boolean().default(true),
    params: z.unknown(),
    wagerMultiple: z.number().min(0).max(100).nullable().default(null),
    sortOrder: z.number().int().min(-1000).max(1000).default(0),
  })
  .strict()
  .superRefine((input, ctx) => {
    const params = CAMPAIGN_PARAMS[input.kind].safeParse(input.params ?? {});
    if (!params.success) {
      for (const issue of params.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['params', ...issue.path] });
      }
    }
    if (input.startsAt && input.endsAt && Date.parse(input.startsAt) >= Date.parse(input.endsAt)) {
      ctx.addIssue({ code: 'custom', message: 'must be after startsAt', path: ['endsAt'] });
    }
  });
export type TCampaignInput = z.input<typeof ZCampaignInput>;

export const ZAdminCampaign = z.object({
  id: z.string(),
  kind: z.enum(CAMPAIGN_KINDS),
  title: z.record(z.string(), z.string()).describe('Per UI language'),
  rules: z.record(z.string(), z.string()).describe('Per UI language, one rule per line'),
  bannerUrl: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  enabled: z.boolean(),
  params: z.record(z.string(), z.unknown()).describe("The kind's parameters"),
  wagerMultiple: z.number().nullable().describe("null: the operator's bonus multiple"),
  sortOrder: z.number().int(),
  demo: z.boolean(),
  running: z.boolean().describe('Enabled and inside its window now'),
  createdAt: z.string(),
  updatedAt: z.string(),
  cost: ZCost,
});
export type TAdminCampaign = z.infer<typeof ZAdminCampaign>;

export const CAMPAIGN_SORTS = ['sortOrder', 'createdAt', 'paid'] as const;

export const adminCampaignList = defineAdmin({
  path: '/admin/promotions/campaigns/list',
  summary: 'Campaigns of every kind (popup and link cards too), with what each has cost so far',
  permission: 'promotions.write',
  writes: false,
  request: pageQuery(CAMPAIGN_SORTS).extend({
    kind: z.enum(CAMPAIGN_KINDS).optional(),
    enabled: z.boolean().optional(),
  }),
  response: pageOf(ZAdminCampaign),
});

export const adminCampaignCreate = defineAdmin({
  path: '/admin/promotions/campaigns/create',
  summary: 'Creates a campaign, validated as a whole with its kind’s parameters',
  permission: 'promotions.write',
  writes: true,
  request: ZCampaignInput,
  response: ZAdminCampaign,
});

export const adminCampaignUpdate = defineAdmin({
  path: '/admin/promotions/campaigns/update',
  summary: 'Replaces a campaign (its kind stays); the demo flag is cleared',
  permission: 'promotions.write',
  writes: true,
  request: z.object({ id: idText, campaign: ZCampaignInput }),
  response: ZAdminCampaign,
});

export const adminCampaignSetEnabled = defineAdmin({
  path: '/admin/promotions/campaigns/setEnabled',
  summary: 'Switches a campaign on or off',
  permission: 'promotions.write',
  writes: true,
  request: z.object({ id: idText, enabled: z.boolean() }),
  response: ZAdminCampaign,
});

// ---------------------------------------------------------------------------------------------
// Promo and gift codes (modules/promo-codes)

/** What a code may hold once normalised: letters, digits, '-' and '_', 4 to 32 of them. */
export const CODE_PATTERN = /^[A-Z0-9_-]{4,32}$/;

/** Codes are matched case-insensitively: stored and looked up upper case, spaces trimmed. */
export const normaliseCode = (typed: string) => typed.trim().toUpperCase();

const isoTime = text().datetime({ offset: true, message: 'expected an ISO time with its offset' });

/** A new code (modules/promo-codes README.md); amounts in rupees. */
export const ZCreateCode = z
  .object({
    code: text()
      .transform(normaliseCode)
      .pipe(z.string().regex(CODE_PATTERN, 'letters, digits, - and _, 4 to 32 of them'))
      .optional()
      .describe('Generated when absent'),
    scope: z.enum(PROMO_CODE_SCOPES).default('promo'),
    kind: z.enum(PROMO_CODE_KINDS),
    amount: amount().optional().describe("'amount': paid on redemption"),
    percent: z.number().gt(0).max(1000).optional().describe("'deposit_percent': share, percent"),
    cap: amount().optional().describe("'deposit_percent': most it pays"),
    minDeposit: amount({ allowZero: true }).default(0),
    wagerMultiple: z.number().min(0).max(100).optional(),
    totalUses: z.number().int().min(1).max(10_000_000),
    startsAt: isoTime.optional().describe('Now when absent'),
    endsAt: isoTime.nullish().describe('Never when absent'),
    note: text().trim().max(200).optional(),
  })
  .strict()
  .superRefine((c, ctx) => {
    const problem = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (c.kind === 'amount') {
      if (c.amount === undefined) problem('amount', "required for kind 'amount'");
      if (c.percent !== undefined || c.cap !== undefined)
        problem('percent', "only for kind 'deposit_percent'");
    } else {
      if (c.percent === undefined) problem('percent', "required for kind 'deposit_percent'");
      if (c.cap === undefined) problem('cap', "required for kind 'deposit_percent'");
      if (c.amount !== undefined) problem('amount', "only for kind 'amount'");
    }
    if (c.percent !== undefined && Math.round(c.percent * 100) !== c.percent * 100)
      problem('percent', 'at most 2 decimals');
    if (c.startsAt && c.endsAt && Date.parse(c.endsAt) <= Date.parse(c.startsAt))
      problem('endsAt', 'must be after startsAt');
  });
export type TCreateCode = z.input<typeof ZCreateCode>;

export const CODE_STATES = ['active', 'scheduled', 'ended', 'usedUp', 'disabled'] as const;

export const ZAdminCode = z.object({
  id: z.string(),
  code: z.string(),
  scope: z.enum(PROMO_CODE_SCOPES),
  kind: z.enum(PROMO_CODE_KINDS),
  amount: z.number().nullable(),
  percent: z.number().nullable(),
  cap: z.number().nullable(),
  minDeposit: z.number(),
  wagerMultiple: z.number().nullable(),
  totalUses: z.number().int(),
  used: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  disabledAt: z.string().nullable(),
  state: z.enum(CODE_STATES).describe('Now: redeemable, not started, ended, used up, disabled'),
  note: z.string().nullable(),
  createdAt: z.string(),
  cost: ZCost,
});
export type TAdminCode = z.infer<typeof ZAdminCode>;

export const CODE_SORTS = ['createdAt', 'used', 'paid'] as const;

export const adminCodeList = defineAdmin({
  path: '/admin/promotions/codes/list',
  summary: 'Promo and gift codes, with their uses and what each has cost so far',
  permission: 'promotions.write',
  writes: false,
  request: pageQuery(CODE_SORTS).extend({
    scope: z.enum(PROMO_CODE_SCOPES).optional(),
    state: z.enum(CODE_STATES).optional(),
    search: text().trim().max(32).optional().describe('Start of the code'),
  }),
  response: pageOf(ZAdminCode),
});

export const adminCodeCreate = defineAdmin({
  path: '/admin/promotions/codes/create',
  summary: 'Creates a promo or gift code (a random one when no code is given)',
  permission: 'promotions.write',
  writes: true,
  request: ZCreateCode,
  response: ZAdminCode,
});

export const adminCodeSetEnabled = defineAdmin({
  path: '/admin/promotions/codes/setEnabled',
  summary: 'Disables a code (no redemption from now on) or enables it again',
  permission: 'promotions.write',
  writes: true,
  request: z.object({ id: idText, enabled: z.boolean() }),
  response: ZAdminCode,
});

export const REDEMPTION_STATUSES = ['granted', 'pending_deposit', 'paid'] as const;

export const ZAdminRedemption = z.object({
  id: z.string(),
  playerId: z.string(),
  status: z.enum(REDEMPTION_STATUSES),
  amount: z.number().nullable().describe('Rupees paid; null while waiting for a deposit'),
  depositOrderNo: z.string().nullable(),
  redeemedAt: z.string(),
  paidAt: z.string().nullable(),
});

export const adminCodeRedemptions = defineAdmin({
  path: '/admin/promotions/codes/redemptions',
  summary: "A code's redemptions, with what each paid",
  permission: 'promotions.write',
  writes: false,
  request: pageQuery(['redeemedAt', 'amount'] as const).extend({
    codeId: idText,
    status: z.enum(REDEMPTION_STATUSES).optional(),
  }),
  response: pageOf(ZAdminRedemption),
});

// ---------------------------------------------------------------------------------------------
// Check-in and lucky wheel (modules/engagement)

/** Rupees with at most two decimals, from 0 to `max`. */
const rupeesFromZero = (max: number) =>
  z
    .number()
    .min(0, 'must be 0 or more')
    .max(max, `must be at most ${max}`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'at most 2 decimals');

/** The largest reward of one check-in day or one wheel slot, rupees. */
export const MAX_PRIZE_RUPEES = 100_000;
/** Total weight of a wheel: the draw is floor(f × total) with f of 2³² steps, so bias stays < 0.03 %. */
export const MAX_WHEEL_WEIGHT = 1_000_000;

/**
 * The check-in (app_settings `checkin`): the reward of each day of the 7-day cycle and what makes
 * a day count. A deposit condition counts any successful deposit of at least `minDeposit` (any
 * deposit when 0); a bet condition valid bets settled that day.
 */
export const ZCheckinSettings = z.object({
  rewards: z
    .array(rupeesFromZero(MAX_PRIZE_RUPEES))
    .length(CHECKIN_CYCLE_DAYS, `give ${CHECKIN_CYCLE_DAYS} daily rewards`),
  condition: z.enum(CHECKIN_CONDITIONS).default('none'),
  minDeposit: rupeesFromZero(10_000_000).default(0),
  minValidBet: rupeesFromZero(10_000_000).default(0),
});
export type CheckinSettings = z.infer<typeof ZCheckinSettings>;

/**
 * The lucky wheel (app_settings `wheel`): its slots clockwise from the pointer, each a prize (0:
 * 'thanks') and a weight; free spins a day, and one spin per `depositPerSpin` rupees deposited
 * that day (none when null).
 */
export const ZWheelSettings = z
  .object({
    prizes: z
      .array(
        z.object({
          amount: rupeesFromZero(MAX_PRIZE_RUPEES),
          weight: z.number().int('must be a whole number').min(0).max(MAX_WHEEL_WEIGHT),
        }),
      )
      .min(2, 'give at least 2 slots')
      .max(12, 'give at most 12 slots'),
    freeDailySpins: z.number().int().min(0).max(10).default(0),
    depositPerSpin: rupeesFromZero(10_000_000)
      .refine((v) => v > 0, 'must be above 0 (null: deposits earn no spins)')
      .nullable()
      .default(null),
  })
  .superRefine((value, ctx) => {
    const total = value.prizes.reduce((sum, p) => sum + p.weight, 0);
    if (total <= 0) ctx.addIssue({ code: 'custom', path: ['prizes'], message: 'weights sum to 0' });
    if (total > MAX_WHEEL_WEIGHT) {
      ctx.addIssue({
        code: 'custom',
        path: ['prizes'],
        message: `weights must sum to at most ${MAX_WHEEL_WEIGHT}`,
      });
    }
  });
export type WheelSettings = z.infer<typeof ZWheelSettings>;

/** Cost per platform day (the last 30 days with any), newest first. */
const ZDailyCost = z.object({ day: z.string(), paid: z.number(), paidCount: z.number().int() });

const ZCheckinView = z.object({
  settings: ZCheckinSettings.nullable().describe('null: not configured, check-in unavailable'),
  cost: ZCost,
  days: z.array(ZDailyCost),
});

export const adminCheckinGet = defineAdmin({
  path: '/admin/promotions/checkin/get',
  summary: 'The check-in cycle and what it has cost so far',
  permission: 'promotions.write',
  writes: false,
  request: z.object({}),
  response: ZCheckinView,
});

export const adminCheckinSet = defineAdmin({
  path: '/admin/promotions/checkin/set',
  summary: 'Replaces the check-in cycle',
  permission: 'promotions.write',
  writes: true,
  request: ZCheckinSettings,
  response: ZCheckinView,
});

const ZWheelView = z.object({
  settings: ZWheelSettings.nullable().describe('null: not configured, the wheel is unavailable'),
  expectedCostPerSpin: z.number().nullable().describe('Σ prize × weight / Σ weight, rupees'),
  costCeiling: z.number().describe('WHEEL_SPIN_COST_CEILING: a wheel above it is refused'),
  cost: ZCost,
  days: z.array(ZDailyCost),
});

export const adminWheelGet = defineAdmin({
  path: '/admin/promotions/wheel/get',
  summary: 'The lucky wheel, its expected cost per spin and what it has cost so far',
  permission: 'promotions.write',
  writes: false,
  request: z.object({}),
  response: ZWheelView,
});

export const adminWheelSet = defineAdmin({
  path: '/admin/promotions/wheel/set',
  summary: 'Replaces the lucky wheel; refused above the expected-cost ceiling',
  permission: 'promotions.write',
  writes: true,
  request: ZWheelSettings,
  response: ZWheelView,
});

// ---------------------------------------------------------------------------------------------
// Ranking awards (modules/rankings)

/** Awarded places of one period kind at most (the table's CHECK says the same). */
export const MAX_AWARDED_RANKS = 100;

/**
 * The awards of one period kind: every awarded place once, from rank 1 without gaps, an award
 * never above the one of a better place. An empty list awards nothing.
 */
export const ZRankingAwardList = z
  .array(z.object({ rank: z.number().int().min(1), amount: amount() }))
  .max(MAX_AWARDED_RANKS, `at most ${MAX_AWARDED_RANKS} awarded places`)
  .superRefine((awards, ctx) => {
    const sorted = [...awards].sort((a, b) => a.rank - b.rank);
    sorted.forEach((award, i) => {
      if (award.rank !== i + 1) {
        ctx.addIssue({ code: 'custom', message: 'ranks must run from 1 without gaps or repeats' });
      } else if (i > 0 && award.amount > sorted[i - 1]!.amount) {
        ctx.addIssue({
          code: 'custom',
          message: `the award of rank ${award.rank} may not exceed the award of rank ${award.rank - 1}`,
        });
      }
    });
  });

const ZAwards = z.object({ rank: z.number().int(), amount: z.number() });

const ZRankingsView = z.object({
  awards: z.object(
    Object.fromEntries(RANKING_PERIODS.map((p) => [p, z.array(ZAwards)])) as Record<
      (typeof RANKING_PERIODS)[number],
      z.ZodArray<typeof ZAwards>
    >,
  ),
  cost: z.object(
    Object.fromEntries(RANKING_PERIODS.map((p) => [p, ZCost])) as Record<
      (typeof RANKING_PERIODS)[number],
      typeof ZCost
    >,
  ),
  periods: z
    .array(
      z.object({
        kind: z.enum(RANKING_PERIODS),
        start: z.string().describe('First local day of the period'),
        winners: z.number().int(),
        paid: z.number(),
      }),
    )
    .describe('The latest closed periods, newest first'),
});

export const adminRankingsGet = defineAdmin({
  path: '/admin/promotions/rankings/get',
  summary: 'Ranking awards of each period kind and what they have cost so far',
  permission: 'promotions.write',
  writes: false,
  request: z.object({}),
  response: ZRankingsView,
});

export const adminRankingsSet = defineAdmin({
  path: '/admin/promotions/rankings/set',
  summary: "Replaces one period kind's awards; the next close pays these",
  permission: 'promotions.write',
  writes: true,
  request: z.object({ period: z.enum(RANKING_PERIODS), awards: ZRankingAwardList }),
  response: ZRankingsView,
});

// ---------------------------------------------------------------------------------------------
// Referral (modules/referral)

const referralRupees = z.number().refine((value) => amountProblem(value) === null, {
  message: 'expected an amount in rupees (at most 2 decimals)',
});

/** The referral conditions (app_settings `referral`, rupees): every field, checked. */
export const ZReferralSettings = z.strictObject({
  requirePhone: z.boolean(),
  minDeposit: referralRupees,
  minValidBet: referralRupees,
  rewardPerPair: referralRupees,
  burstCount: z.number().int().min(2).max(1000),
  burstWindowMinutes: z
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60),
});
export type ReferralSettingsInput = z.infer<typeof ZReferralSettings>;

const ZReferralView = z.object({
  settings: ZReferralSettings,
  cost: ZCost,
  invitees: z.object({
    held: z.number().int(),
    valid: z.number().int(),
    total: z.number().int(),
  }),
});

export const adminReferralGet = defineAdmin({
  path: '/admin/promotions/referral/get',
  summary: 'Referral rules, invitee counts and what referral rewards have cost so far',
  permission: 'promotions.write',
  writes: false,
  request: z.object({}),
  response: ZReferralView,
});

export const adminReferralSet = defineAdmin({
  path: '/admin/promotions/referral/set',
  summary: 'Replaces the referral rules',
  permission: 'promotions.write',
  writes: true,
  request: ZReferralSettings,
  response: ZReferralView,
});

export const REVIEW_STATES = ['held', 'passed', 'rejected', 'clear'] as const;

export const ZAdminInvitee = z.object({
  inviteeId: z.string(),
  referrerId: z.string(),
  registeredAt: z.string(),
  registerIp: z.string().nullable(),
  deviceNumber: z.string().nullable(),
  holdReasons: z.array(z.string()),
  review: z.enum(REVIEW_STATES),
  reviewedAt: z.string().nullable(),
  note: z.string().nullable(),
});

export const adminReferralInvitees = defineAdmin({
  path: '/admin/promotions/referral/invitees',
  summary: 'Invitees by review state (held: the anti-abuse queue, oldest first by default)',
  permission: 'promotions.write',
  writes: false,
  request: pageQuery(['registeredAt'] as const).extend({
    review: z.enum(REVIEW_STATES).default('held'),
    sortDesc: z.boolean().default(false),
  }),
  response: pageOf(ZAdminInvitee),
});

export const adminReferralDecide = defineAdmin({
  path: '/admin/promotions/referral/decide',
  summary:
    'Passes (counts from the next 05:00) or rejects (never counts) an invitee held for review',
  permission: 'promotions.write',
  writes: true,
  request: z.object({
    inviteeId: idText,
    decision: z.enum(['pass', 'reject']),
    note: text().trim().max(200).nullish(),
  }),
  response: ZAdminInvitee,
});

/** Every promotions call of the back office. */
export const PROMOTIONS_ADMIN_ENDPOINTS = [
  adminPromotionCosts,
  adminCampaignList,
  adminCampaignCreate,
  adminCampaignUpdate,
  adminCampaignSetEnabled,
  adminCodeList,
  adminCodeCreate,
  adminCodeSetEnabled,
  adminCodeRedemptions,
  adminCheckinGet,
  adminCheckinSet,
  adminWheelGet,
  adminWheelSet,
  adminRankingsGet,
  adminRankingsSet,
  adminReferralGet,
  adminReferralSet,
  adminReferralInvitees,
  adminReferralDecide,
] as const satisfies readonly AdminEndpoint[];
