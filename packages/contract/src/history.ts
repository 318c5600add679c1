import { z } from 'zod';
import { withCommon } from './common';
import { defineEndpoint } from './endpoint';
import { CURSOR_MESSAGE, text } from './input';
import { API_PATHS } from './paths';

/**
 * The player's 12-month history (Account → History, issue 21): deposits, withdrawals, bets and
 * changes to their protection (limits, reality checks, time-outs and self-exclusions).
 */
export const HISTORY_KINDS = ['deposit', 'withdrawal', 'bet', 'limit'] as const;
export type THistoryKind = (typeof HISTORY_KINDS)[number];

export const ZHistoryRequest = withCommon({
  kind: z.enum(['all', ...HISTORY_KINDS]).default('all'),
  month: text()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'expected a month as YYYY-MM')
    .nullish()
    .describe('One calendar month of the last 12 (platform timezone); none: all 12'),
  cursor: text()
    .regex(/^\d{1,16}:[0-3]:\d{1,19}$/, CURSOR_MESSAGE)
    .nullish(),
  pageSize: z.number().int().min(1).max(50).default(20),
});

export const ZHistoryItem = z.object({
  id: z.string().describe('Unique in the list, e.g. deposit:42'),
  kind: z.enum(HISTORY_KINDS),
  at: z.string().describe('ISO time it happened (order or round created, event recorded)'),
  status: z
    .string()
    .describe('Order status, round status (open, settled, cancelled) or the event kind'),
  amount: z
    .number()
    .nullable()
    .describe('Rupees: the order amount; for a bet the win minus the stake; null for a change'),
  stake: z.number().nullable().describe('Bets: the stake in rupees'),
  win: z.number().nullable().describe('Bets: the win in rupees'),
  reference: z.string().nullable().describe('Order number or game code'),
  detail: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
    .nullable()
    .describe("A change's detail as recorded (its scalar fields), e.g. limit and amount"),
});
export type THistoryItem = z.infer<typeof ZHistoryItem>;

export const ZHistoryResponse = z.object({
  list: z.array(ZHistoryItem),
  nextCursor: z.string().nullable().describe('Pass back for the next page; null at the end'),
  months: z.array(z.string()).describe('The 12 months the history covers, newest first'),
});
export type THistoryResponse = z.infer<typeof ZHistoryResponse>;

export const historyEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.history,
  summary:
    "The player's last 12 months of deposits, withdrawals, bets and protection changes, newest first",
  tag: 'wallet',
  auth: true,
  request: ZHistoryRequest,
  response: ZHistoryResponse,
});

export const HISTORY_ENDPOINTS = [historyEndpoint] as const;
