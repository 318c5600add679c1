import { z } from 'zod';
import { withCommon } from './common';
import { REWARD_KINDS, REWARD_STATUSES } from './constants';
import { defineEndpoint } from './endpoint';
import { CURSOR_MESSAGE, rowIdText } from './input';
import { API_PATHS } from './paths';

/**
 * Rewards: every bonus a player is given (VIP upgrade, weekly and birthday bonuses, daily rebate;
 * promotions later) is a reward. A claimable reward is claimed once; claiming pays its amount
 * and adds its wager to the player's wager requirement. Its kinds and statuses are in constants.ts
 * (the web reads them without zod).
 */

const rupees = (what: string) => z.number().describe(`${what}, in rupees`);

export const ZReward = z.object({
  id: z.string(),
  kind: z.enum(REWARD_KINDS),
  source: z.string().describe('What it was given for: a level, a period or a campaign'),
  amount: rupees('Paid to the wallet when claimed'),
  wagerRequired: rupees('Added to the wager requirement when claimed'),
  status: z.enum(REWARD_STATUSES),
  claimableAt: z.string().describe('ISO time from which it can be claimed'),
  expiresAt: z.string().nullable().describe('ISO time after which it cannot; null: never'),
  claimedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TReward = z.infer<typeof ZReward>;

export const ZRewardListRequest = withCommon({
  status: z.enum(['all', ...REWARD_STATUSES]).default('all'),
  kind: z.enum(['all', ...REWARD_KINDS]).default('all'),
  cursor: rowIdText(CURSOR_MESSAGE).nullish(),
  pageSize: z.number().int().min(1).max(50).default(20),
});
export type TRewardListRequest = z.infer<typeof ZRewardListRequest>;

export const ZRewardListResponse = z.object({
  list: z.array(ZReward).describe('Newest first'),
  nextCursor: z.string().nullable().describe('Pass back for the next page; null at the end'),
  claimableCount: z.number().int().describe('Rewards the player can claim now'),
  claimableTotal: rupees('Their total'),
});
export type TRewardListResponse = z.infer<typeof ZRewardListResponse>;

export const ZRewardClaimRequest = withCommon({
  rewardId: rowIdText('Invalid rewardId: expected a reward id'),
});

export const ZRewardClaimResponse = z.object({
  reward: ZReward.describe('The reward, claimed'),
  balance: rupees('Wallet balance after the claim'),
  wagerRemaining: rupees('Wager requirement after the claim'),
});

export const rewardListEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.rewardList,
  summary: "The player's rewards, newest first, by status and kind (My reward, the VIP page)",
  tag: 'rewards',
  auth: true,
  request: ZRewardListRequest,
  response: ZRewardListResponse,
});

export const rewardClaimEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.rewardClaim,
  summary: 'Claims one reward: pays it and adds its wager; claiming it again pays nothing',
  tag: 'rewards',
  auth: true,
  request: ZRewardClaimRequest,
  response: ZRewardClaimResponse,
});

export const REWARD_ENDPOINTS = [rewardListEndpoint, rewardClaimEndpoint] as const;
