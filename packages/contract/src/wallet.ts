import { z } from 'zod';
import { withCommon } from './common';
import { CURSOR_MESSAGE, rowIdText, text } from './input';
import { BALANCE_RECORD_TYPES } from './constants';
import { defineEndpoint } from './endpoint';
import { API_PATHS } from './paths';

/** Today, 7 Days, 30 Days, or a calendar month 'YYYY-MM', in the platform's timezone. */
export const ZRecordRange = z.union([
  z.enum(['today', '7d', '30d']),
  text().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Invalid range: use today, 7d, 30d or YYYY-MM'),
]);

export const ZBalanceRecordsRequest = withCommon({
  type: z.enum(['all', ...BALANCE_RECORD_TYPES]).default('all'),
  range: ZRecordRange.default('today'),
  cursor: rowIdText(CURSOR_MESSAGE).nullish(),
  pageSize: z.number().int().min(1).max(50).default(20),
});

export const ZBalanceRecord = z.object({
  id: z.string(),
  type: z.enum(BALANCE_RECORD_TYPES).nullable(),
  amount: z.number().describe('Rupees; negative when money left the wallet'),
  balanceAfter: z.number().describe('Wallet balance right after, in rupees'),
  createdAt: z.string().describe('ISO time'),
  detail: z.string().nullable().describe('Game, order or provider reference'),
});
export type TBalanceRecord = z.infer<typeof ZBalanceRecord>;

export const ZBalanceRecordsResponse = z.object({
  list: z.array(ZBalanceRecord),
  nextCursor: z.string().nullable().describe('Pass back for the next page; null at the end'),
});
export type TBalanceRecordsResponse = z.infer<typeof ZBalanceRecordsResponse>;

export const balanceRecordsEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.balanceRecords,
  summary:
    "The player's balance records, newest first, filtered by type and date range (platform timezone)",
  tag: 'wallet',
  auth: true,
  request: ZBalanceRecordsRequest,
  response: ZBalanceRecordsResponse,
});

export const WALLET_ENDPOINTS = [balanceRecordsEndpoint] as const;
