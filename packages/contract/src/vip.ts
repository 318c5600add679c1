import { z } from 'zod';
import { withCommon } from './common';
import { defineEndpoint } from './endpoint';
import { API_PATHS } from './paths';

/** One VIP level and its privileges. Amounts are rupees, rates percentages (0.1 = 0.1 %). */
export const ZVipLevelConfig = z.object({
  level: z.number().int().min(0),
  depositRequired: z.number().describe('Counted deposits needed to reach the level, rupees'),
  upgradeBonus: z.number().describe('Paid once ever on reaching the level, rupees'),
  betRebatePercent: z.number().describe("Share of the previous day's valid bets paid at 05:00"),
  weeklyBonus: z.number().describe('Paid on Monday to players who deposited the week before'),
  birthdayBonus: z.number().describe('Claimable once a year in the birthday month'),
  withdrawDailyLimit: z.number(),
  withdrawFeePercent: z.number(),
  withdrawDailyTimes: z.number().int(),
  relegationDeposit: z.number().describe('Deposits needed each month to keep the level'),
  vipCustomerService: z.boolean(),
});
export type TVipLevelConfig = z.infer<typeof ZVipLevelConfig>;

export const ZVipInfoResponse = z.object({
  currentVipConfig: ZVipLevelConfig.describe("The player's level (level 0 when none is set)"),
  vipConfigList: z.array(ZVipLevelConfig).describe('Every level, lowest first'),
  totalDeposit: z.number().describe('Deposits counted toward the next level, rupees'),
  lifetimeDeposit: z.number().describe('Every successful deposit, rupees'),
  monthDeposit: z
    .number()
    .describe('Successful deposits this calendar month (platform timezone), rupees'),
  nextLevel: z.number().int().nullable().describe('null at the top level'),
  depositForNextLevel: z.number().describe('Still to deposit for the next level (0 at the top)'),
  monthStart: z.string().describe('ISO time the current month began in the platform timezone'),
});
export type TVipInfoResponse = z.infer<typeof ZVipInfoResponse>;

export const vipInfoEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.vipInfo,
  summary: "The player's VIP level, every level's privileges and the progress figures",
  tag: 'vip',
  auth: true,
  request: withCommon({}),
  response: ZVipInfoResponse,
});

export const VIP_ENDPOINTS = [vipInfoEndpoint] as const;
