import { z } from 'zod';
import { withCommon } from './common';
import { RANKING_PERIODS, RANKING_SCOPES } from './constants';
import { defineEndpoint } from './endpoint';
import { API_PATHS } from './paths';

/**
 * Rankings (docs/product.md §2, Ranking page): players by total valid bet in the platform's day,
 * week (Monday to Sunday) and month, with the award each place gets at the period's close; the
 * list of the period before is its history. Periods and scopes are in constants.ts.
 */

const rupees = (what: string) => z.number().describe(`${what}, in rupees`);

export const ZRankingRow = z.object({
  rank: z.number().int().min(1),
  phone: z.string().describe("The player's masked phone number (masked user id without one)"),
  totalBet: rupees('Total valid bet in the period'),
  award: rupees('Award of the place: paid at the close (history) or to be paid (current)'),
});
export type TRankingRow = z.infer<typeof ZRankingRow>;

export const ZRankingListRequest = withCommon({
  period: z.enum(RANKING_PERIODS),
  scope: z.enum(RANKING_SCOPES).default('current'),
});
export type TRankingListRequest = z.infer<typeof ZRankingListRequest>;

export const ZRankingListResponse = z.object({
  period: z.enum(RANKING_PERIODS),
  scope: z.enum(RANKING_SCOPES),
  from: z.string().describe('ISO time the period starts (platform timezone)'),
  to: z.string().describe('ISO time it ends (exclusive)'),
  list: z.array(ZRankingRow).describe('Best first: higher total, then who reached it first'),
  mine: z
    .object({
      rank: z.number().int().nullable().describe('null: no valid bet in the period'),
      totalBet: rupees("The player's total valid bet in the period"),
      award: rupees('Award of that place (0 outside the awarded places)'),
    })
    .nullable()
    .describe("The player's own place, even below the list; null when not logged in"),
  updatedAt: z.string().describe("ISO time of the others' standings (refreshed every few seconds)"),
});
export type TRankingListResponse = z.infer<typeof ZRankingListResponse>;

export const rankingListEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.rankingList,
  summary: "A ranking list (daily, weekly, monthly; current or history) and the player's place",
  tag: 'rankings',
  auth: false,
  request: ZRankingListRequest,
  response: ZRankingListResponse,
});

export const RANKING_ENDPOINTS = [rankingListEndpoint] as const;
