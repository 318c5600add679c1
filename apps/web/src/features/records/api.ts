import { balanceRecordsEndpoint } from '@khel/contract/endpoints';
import { useInfiniteQuery } from '../../api/query';
import { call } from '../../lib/http';
import type { BalanceTypeFilter } from './balanceRecords';
import type { BalanceApiRange } from './dateRanges';

/** Records per page: enough to fill two phone screens, so the sentinel rarely waits. */
export const BALANCE_PAGE_SIZE = 20;

export interface BalanceRecordQuery {
  type: BalanceTypeFilter;
  range: BalanceApiRange;
}

export const recordKeys = {
  all: ['records'] as const,
  balance: (query: BalanceRecordQuery) => [...recordKeys.all, 'balance', query] as const,
};

const fetchBalancePage = (query: BalanceRecordQuery, cursor: string | null, signal: AbortSignal) =>
  call(
    balanceRecordsEndpoint,
    { ...query, pageSize: BALANCE_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
    { signal, silent: true },
  );

/** The wallet's entries, newest first, a page at a time (cursor from the previous page). */
export function useBalanceRecords(query: BalanceRecordQuery) {
  return useInfiniteQuery({
    queryKey: recordKeys.balance(query),
    queryFn: ({ pageParam, signal }) => fetchBalancePage(query, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.list),
  });
}
