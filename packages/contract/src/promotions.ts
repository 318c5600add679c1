import { z } from 'zod';
import { withCommon } from './common';
import { CAMPAIGN_KINDS, REWARD_STATUSES } from './constants';
import { defineEndpoint } from './endpoint';
import { CURSOR_MESSAGE, rowIdText } from './input';
import { API_PATHS } from './paths';
import { ZReward } from './rewards';

/**
 * Promotions (docs/product.md §2, §8, §9): campaigns the operator configures, each paying through
 * the bonus engine (rewards.ts). Every figure a promotion page shows comes from these answers.
 */

const rupees = (what: string) => z.number().describe(`${what}, in rupees`);

export const ZCampaignFigures = z
  .object({
    percent: z.number().optional().describe('Percentage of the deposit paid'),
    cap: rupees('Most paid for one deposit').optional(),
    amount: rupees('Fixed amount paid').optional(),
    minDeposit: rupees('Smallest qualifying deposit').optional(),
    dailyCap: rupees('Most paid per player per day (GMT+5:30)').optional(),
  })
  .describe("The campaign's figures, by kind");

export const ZCampaign = z.object({
  id: z.string(),
  kind: z.enum(CAMPAIGN_KINDS),
  title: z.string().describe("In the request's UI language (English when not translated)"),
  rules: z.string().describe('The rules text, one rule per line'),
  bannerUrl: z.string().nullable(),
  link: z.string().nullable().describe('App page a popup or link card opens (/pages/...)'),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  wagerMultiple: z
    .number()
    .describe('Times the bonus (plus capital where the terms say so) must be wagered'),
  figures: ZCampaignFigures,
});
export type TCampaign = z.infer<typeof ZCampaign>;

export const ZPromoListResponse = z.object({
  list: z.array(ZCampaign).describe('Running campaigns but the popup, in the operator order'),
  popup: ZCampaign.nullable().describe('The promo popup shown after launch, if any'),
});
export type TPromoListResponse = z.infer<typeof ZPromoListResponse>;

export const promoListEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.promoList,
  summary: 'Running promotions (Promo tab list, rules, banners) and the promo popup',
  tag: 'promotions',
  auth: false,
  request: withCommon({}),
  response: ZPromoListResponse,
});

export const ZSignupBonusInfo = z.object({
  amount: rupees('The bonus').nullable().describe('null: no sign-up bonus running'),
  wagerMultiple: z.number(),
  windowHours: z.number().int().describe('Taken within this many hours of registering'),
  keepDays: z.number().int().describe('Claimable for this many days once taken'),
  registeredAt: z.string(),
  takeBy: z.string().describe('ISO time until which the player may take it'),
  refusal: z
    .enum(['not_running', 'phone', 'window'])
    .nullable()
    .describe(
      'Why the player cannot take it now: no campaign, no bound phone, registered over 24 h ago ' +
        '(null: can, or already did)',
    ),
  reward: ZReward.nullable().describe('The reward once taken'),
});
export type TSignupBonusInfo = z.infer<typeof ZSignupBonusInfo>;

export const signupBonusInfoEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.signupBonusInfo,
  summary: 'The sign-up bonus and where the player stands with it',
  tag: 'promotions',
  auth: true,
  request: withCommon({}),
  response: ZSignupBonusInfo,
});

export const signupBonusClaimEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.signupBonusClaim,
  summary: 'Takes the sign-up bonus: a reward claimable for 7 days (once per player)',
  tag: 'promotions',
  auth: true,
  request: withCommon({}),
  response: z.object({ reward: ZReward }),
});

export const ZCashbackInfo = z.object({
  running: z.boolean().describe('Whether a cashback campaign runs now'),
  percent: z.number(),
  minDeposit: rupees('Smallest qualifying deposit'),
  dailyCap: rupees('Most paid per player per day'),
  today: rupees('Cashback given to the player today (GMT+5:30)'),
  phoneBound: z.boolean(),
  withdrawAccount: z.boolean().describe('Whether the player has a withdraw (bank) account'),
  wagerMultiple: z.number(),
  keepDays: z.number().int().describe('Days a cashback stays claimable'),
});
export type TCashbackInfo = z.infer<typeof ZCashbackInfo>;

export const cashbackInfoEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.cashbackInfo,
  summary: 'The deposit cashback: its figures, today’s total and the terms the player meets',
  tag: 'promotions',
  auth: true,
  request: withCommon({}),
  response: ZCashbackInfo,
});

export const ZCashbackRecord = z.object({
  rewardId: z.string(),
  orderNo: z.string().describe('The deposit it was given for'),
  deposit: rupees('The deposit credited'),
  amount: rupees('The cashback'),
  status: z.enum(REWARD_STATUSES),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type TCashbackRecord = z.infer<typeof ZCashbackRecord>;

export const ZCashbackRecordsRequest = withCommon({
  cursor: rowIdText(CURSOR_MESSAGE).nullish(),
  pageSize: z.number().int().min(1).max(50).default(20),
});

export const ZCashbackRecordsResponse = z.object({
  list: z.array(ZCashbackRecord).describe('Newest first'),
  nextCursor: z.string().nullable(),
  total: rupees('Every cashback given to the player'),
});
export type TCashbackRecordsResponse = z.infer<typeof ZCashbackRecordsResponse>;

export const cashbackRecordsEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.cashbackRecords,
  summary: "The player's deposit cashbacks with their deposits, newest first",
  tag: 'promotions',
  auth: true,
  request: ZCashbackRecordsRequest,
  response: ZCashbackRecordsResponse,
});

export const PROMOTION_ENDPOINTS = [
  promoListEndpoint,
  signupBonusInfoEndpoint,
  signupBonusClaimEndpoint,
  cashbackInfoEndpoint,
  cashbackRecordsEndpoint,
] as const;
