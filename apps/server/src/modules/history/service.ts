import type { THistoryItem, THistoryResponse } from '@khel/contract';
import { offsetMinutes, rangeBounds, wallClock } from '@khel/contract/dates';
import { toRupees } from '@khel/contract/money';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { readTimezone } from '../app-config';
import {
  HISTORY_SOURCES,
  selectHistory,
  type HistoryPosition,
  type HistoryRow,
  type HistorySource,
} from './store';

export interface HistoryDeps {
  db: Db;
  now: () => Date;
}

/** How far back the history goes: this calendar month and the 11 before (README.md). */
export const HISTORY_MONTHS = 12;

/** The last 12 calendar months in the platform's zone, newest first, as YYYY-MM. */
export function historyMonths(now: Date, offset: number): string[] {
  const local = wallClock(now.getTime(), offset);
  return Array.from({ length: HISTORY_MONTHS }, (_, back) => {
    const d = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - back, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

const parseCursor = (cursor: string): HistoryPosition => {
  const [atMicros, source, id] = cursor.split(':') as [string, string, string];
  return { atMicros: BigInt(atMicros), source: Number(source), id: BigInt(id) };
};

const rupees = (paise: string | null) => (paise === null ? null : toRupees(BigInt(paise)));

/** The history's names of the protection module's limits (its events' `detail.limit`). */
const LIMIT_NAMES: Record<string, string> = {
  depositDay: 'deposit_day',
  depositWeek: 'deposit_week',
  depositMonth: 'deposit_month',
  lossDay: 'loss_day',
  lossWeek: 'loss_week',
  lossMonth: 'loss_month',
  sessionMinutes: 'session',
};

/**
 * What the app shows of a protection change: which limit and its new figure (`amount`: rupees
 * for money limits, minutes for the session limit and the reality check; null when removed), as
 * the protection module records them — `{limit, from, to}` with money in paise, and the reality
 * check's `{from, to}` in minutes. Anything else (an exclusion's length) passes as recorded.
 */
function changeDetail(
  status: string,
  detail: Record<string, unknown> | null,
): THistoryItem['detail'] {
  if (!detail) return null;
  if (status === 'reality_check.set') return { limit: 'reality_check', amount: Number(detail.to) };
  const limit = LIMIT_NAMES[String(detail.limit)];
  if (limit) {
    const to = detail.to === null || detail.to === undefined ? null : Number(detail.to);
    return { limit, amount: to === null ? null : limit === 'session' ? to : to / 100 };
  }
  const entries = Object.entries(detail).filter(
    ([, value]) => value === null || ['string', 'number', 'boolean'].includes(typeof value),
  ) as [string, string | number | boolean | null][];
  return Object.fromEntries(entries);
}

const toItem = (row: HistoryRow): THistoryItem => {
  const kind = HISTORY_SOURCES[row.source]!;
  return {
    id: `${kind}:${row.id}`,
    kind,
    at: new Date(row.created_at).toISOString(),
    status: row.status,
    amount: rupees(row.amount_paise),
    stake: rupees(row.stake_paise),
    win: rupees(row.win_paise),
    reference: row.reference,
    detail: kind === 'limit' ? changeDetail(row.status, row.detail) : null,
  };
};

/**
 * A page of the player's history: one month of the last 12, or all of them; one kind or all,
 * newest first (docs/product.md §2 History).
 */
export async function listHistory(
  deps: HistoryDeps,
  playerId: number,
  input: {
    kind: 'all' | HistorySource;
    month?: string | null;
    cursor?: string | null;
    pageSize: number;
  },
): Promise<THistoryResponse> {
  const offset = offsetMinutes(await readTimezone(deps.db));
  const now = deps.now();
  const months = historyMonths(now, offset);
  if (input.month && !months.includes(input.month)) {
    throw new AppError('badRequest', 'Invalid month: the history covers the last 12 months');
  }
  const from = rangeBounds(input.month ?? months[months.length - 1]!, offset, now).from;
  const to = rangeBounds(input.month ?? months[0]!, offset, now).to;
  const rows = await selectHistory(deps.db, {
    playerId,
    from,
    to,
    sources: input.kind === 'all' ? HISTORY_SOURCES : [input.kind],
    after: input.cursor ? parseCursor(input.cursor) : null,
    limit: input.pageSize + 1,
  });
  const page = rows.slice(0, input.pageSize);
  const last = page[page.length - 1];
  return {
    list: page.map(toItem),
    nextCursor:
      rows.length > input.pageSize && last ? `${last.at_us}:${last.source}:${last.id}` : null,
    months,
  };
}
