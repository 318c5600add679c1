import { z } from 'zod';
import { withCommon } from './common';
import {
  INVITE_RANK_PERIODS,
  INVITE_REVIEW_REASONS,
  INVITE_TEAM_STATUSES,
  REWARD_STATUSES,
} from './constants';
import { defineEndpoint } from './endpoint';
import { CURSOR_MESSAGE, rowIdText } from './input';
import { API_PATHS } from './paths';

/**
 * Referral (the Earn tab) and the invitation ranks. A player's link carries their invite code;
 * a player who registers with it is their invitee. An invitee is valid once the operator's
 * conditions hold; every two valid invitees earn the referrer a reward, granted by the job at
 * 05:00 (platform time) the day after and claimed with receiveRebate.
 */

const rupees = (what: string) => z.number().describe(`${what}, in rupees`);

export const ZInviteRules = z.object({
  enabled: z.boolean().describe('False until the operator sets a reward per pair'),
  requirePhone: z.boolean().describe('The invitee must have bound a phone number'),
  minDeposit: rupees("The invitee's successful deposits must reach this"),
  minValidBet: rupees("The invitee's valid bets must reach this"),
  rewardPerPair: rupees('Paid for every two valid invitees'),
  inviteesPerReward: z.number().int(),
  payoutTime: z
    .string()
    .describe("Local time of the day after at which rewards are granted, 'HH:MM'"),
  timezone: z.string().describe("The platform's timezone, e.g. '+05:30'"),
});
export type TInviteRules = z.infer<typeof ZInviteRules>;

export const ZAgentInfoResponse = z.object({
  referralUrl: z.string().describe('The app URL with the invite_code launch parameter'),
  referralCode: z.string(),
  qrCode: z.string().describe('The link as an SVG QR code in a data URL'),
  todayReward: rupees('Referral rewards granted today (platform day)'),
  totalReward: rupees('Every referral reward granted'),
  availableReward: rupees('Claimable now'),
  inviteCount: z.number().int().describe('Players who registered with the link'),
  validInviteCount: z.number().int().describe('Invitees confirmed valid'),
  rules: ZInviteRules,
});
export type TAgentInfoResponse = z.infer<typeof ZAgentInfoResponse>;

export const ZInviteClaimResponse = z.object({
  claimedCount: z.number().int().describe('Rewards claimed now (0 when none was open)'),
  claimedAmount: rupees('Paid now'),
  balance: rupees('Wallet balance after the claim'),
});
export type TInviteClaimResponse = z.infer<typeof ZInviteClaimResponse>;

const ZPage = {
  cursor: rowIdText(CURSOR_MESSAGE).nullish(),
  pageSize: z.number().int().min(1).max(50).default(20),
};

export const ZInviteTeamMember = z.object({
  id: z.string().describe('Row id (the cursor of the next page)'),
  name: z.string().describe("The invitee's masked phone or id"),
  joinedAt: z.string().describe('ISO time of registration'),
  status: z.enum(INVITE_TEAM_STATUSES),
  reviewReason: z
    .enum(INVITE_REVIEW_REASONS)
    .nullable()
    .describe("Why it is 'review'; null otherwise"),
  phoneBound: z.boolean(),
  depositMet: z.boolean(),
  betMet: z.boolean(),
});
export type TInviteTeamMember = z.infer<typeof ZInviteTeamMember>;

export const ZInviteTeamResponse = z.object({
  list: z.array(ZInviteTeamMember).describe('Newest first'),
  nextCursor: z.string().nullable(),
});
export type TInviteTeamResponse = z.infer<typeof ZInviteTeamResponse>;

export const ZInviteBonus = z.object({
  id: z.string().describe('The reward id'),
  invitees: z.array(z.string()).describe('The two masked invitees the reward is for'),
  amount: rupees('The reward'),
  status: z.enum(REWARD_STATUSES),
  createdAt: z.string(),
  claimedAt: z.string().nullable(),
});
export type TInviteBonus = z.infer<typeof ZInviteBonus>;

export const ZInviteBonusListResponse = z.object({
  list: z.array(ZInviteBonus).describe('Newest first'),
  nextCursor: z.string().nullable(),
});
export type TInviteBonusListResponse = z.infer<typeof ZInviteBonusListResponse>;

export const ZInviteRanksRequest = withCommon({
  period: z.enum(INVITE_RANK_PERIODS).default('week'),
});

export const ZInviteRank = z.object({
  rank: z.number().int(),
  name: z.string().describe("The referrer's masked phone or id"),
  validInvitees: z.number().int(),
});

export const ZInviteRanksResponse = z.object({
  period: z.enum(INVITE_RANK_PERIODS),
  from: z.string().nullable().describe("ISO start of the period (null for 'all')"),
  to: z.string().describe('ISO end of the period'),
  list: z
    .array(ZInviteRank)
    .describe('Top referrers by valid invitees, ties by who got there first'),
  me: z.object({
    rank: z.number().int().nullable().describe('null with no valid invitee in the period'),
    validInvitees: z.number().int(),
  }),
});
export type TInviteRanksResponse = z.infer<typeof ZInviteRanksResponse>;

export const inviteInfoEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.inviteInfo,
  summary: "The player's invitation link and QR code, referral rewards and the program's rules",
  tag: 'referral',
  auth: true,
  request: withCommon({}),
  response: ZAgentInfoResponse,
});

export const inviteClaimEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.inviteClaim,
  summary: 'Claims every claimable referral reward, once: a repeated claim pays nothing',
  tag: 'referral',
  auth: true,
  request: withCommon({}),
  response: ZInviteClaimResponse,
});

export const inviteTeamEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.inviteTeam,
  summary: "The player's invitees (masked) and where each stands",
  tag: 'referral',
  auth: true,
  request: withCommon(ZPage),
  response: ZInviteTeamResponse,
});

export const inviteBonusListEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.inviteBonuses,
  summary: 'The cash bonus list: each referral reward and the two invitees it is for',
  tag: 'referral',
  auth: true,
  request: withCommon(ZPage),
  response: ZInviteBonusListResponse,
});

export const inviteRanksEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.inviteRanks,
  summary: "Top referrers by valid invitees in a period, masked, with the player's own rank",
  tag: 'referral',
  auth: true,
  request: ZInviteRanksRequest,
  response: ZInviteRanksResponse,
});

export const REFERRAL_ENDPOINTS = [
  inviteInfoEndpoint,
  inviteClaimEndpoint,
  inviteTeamEndpoint,
  inviteBonusListEndpoint,
  inviteRanksEndpoint,
] as const;
