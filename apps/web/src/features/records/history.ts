import type { THistoryItem, THistoryKind } from '@khel/contract';
import { historyEndpoint } from '@khel/contract/endpoints';
import { useInfiniteQuery } from '../../api/query';
import { call } from '../../lib/http';
import { isoDate } from './dateRanges';

export type HistoryKindFilter = 'all' | THistoryKind;
export const HISTORY_KIND_FILTERS: HistoryKindFilter[] = [
  'all',
  'deposit',
  'withdrawal',
  'bet',
  'limit',
];

/** Items per page: two phone screens. */
export const HISTORY_PAGE_SIZE = 20;

/** The 12 calendar months the history covers, newest first (YYYY-MM), from today in the zone. */
export function historyMonths(today: Date): string[] {
  return Array.from({ length: 12 }, (_, back) =>
    isoDate(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1))).slice(0, 7),
  );
}

export interface HistoryQuery {
  kind: HistoryKindFilter;
  /** One month YYYY-MM, or null for all 12. */
  month: string | null;
}

/** A history item in the shape the day grouping reads. */
export type HistoryEntry = THistoryItem & { createdAt: string };

export const historyKeys = {
  all: ['history'] as const,
  list: (query: HistoryQuery) => [...historyKeys.all, query] as const,
};

/** The player's 12-month history, newest first, a page at a time. */
export function useHistory(query: HistoryQuery) {
  return useInfiniteQuery({
    queryKey: historyKeys.list(query),
    queryFn: ({ pageParam, signal }) =>
      call(
        historyEndpoint,
        {
          kind: query.kind,
          ...(query.month ? { month: query.month } : {}),
          pageSize: HISTORY_PAGE_SIZE,
          ...(pageParam ? { cursor: pageParam } : {}),
        },
        { signal, silent: true },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    select: (data): HistoryEntry[] =>
      data.pages.flatMap((page) => page.list.map((item) => ({ ...item, createdAt: item.at }))),
  });
}

/** Limits a change's detail may name (the protection module's keys), for their labels. */
export const LIMIT_NAMES = [
  'deposit_day',
  'deposit_week',
  'deposit_month',
  'loss_day',
  'loss_week',
  'loss_month',
  'session',
  'reality_check',
] as const;
export type LimitName = (typeof LIMIT_NAMES)[number];
export const isLimitName = (value: unknown): value is LimitName =>
  (LIMIT_NAMES as readonly unknown[]).includes(value);

/** Protection changes with a label of their own; any other reads as 'a protection change'. */
export const CHANGE_KINDS = [
  'limit.set',
  'limit.decreased',
  'limit.increase_requested',
  'limit.increase_confirmed',
  'limit.increase_cancelled',
  'limit.removed',
  'reality_check.set',
  'exclusion.started',
  'exclusion.return_requested',
  'exclusion.ended',
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];
type Underscored<S extends string> = S extends `${infer A}.${infer B}` ? `${A}_${B}` : S;
export type ChangeLabel = Underscored<ChangeKind> | 'other';
/** The locale key of a change kind (dots are i18next's separator). */
export const changeLabelKey = (status: string): ChangeLabel =>
  (CHANGE_KINDS as readonly string[]).includes(status)
    ? (status.replace('.', '_') as ChangeLabel)
    : 'other';

/** The statuses of each kind of money item that have a label (the contract's statuses). */
export const ITEM_STATUSES = {
  deposit: ['pending', 'success', 'failed', 'expired', 'rejected'],
  withdrawal: ['review', 'processing', 'success', 'failed', 'rejected', 'payout_failed'],
  bet: ['open', 'settled', 'cancelled'],
} as const;
type StatusKey = {
  [K in keyof typeof ITEM_STATUSES]: `${K}.${(typeof ITEM_STATUSES)[K][number]}`;
}[keyof typeof ITEM_STATUSES];

/** The locale key (under `history.status.`) of a money item's status; null when unknown. */
export function statusKey(kind: THistoryKind, status: string): StatusKey | null {
  if (kind === 'limit') return null;
  return (ITEM_STATUSES[kind] as readonly string[]).includes(status)
    ? (`${kind}.${status}` as StatusKey)
    : null;
}
