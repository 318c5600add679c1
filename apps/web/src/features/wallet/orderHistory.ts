import type { ApiCall } from '@khel/contract/endpoints';
import type { DepositRecordRange } from '@khel/contract/wallet-rules';
import { type QueryKey } from '@tanstack/react-query';
import { useInfiniteQuery } from '../../api/query';
import { call } from '../../lib/http';
import type { HistoryRange } from './historyRange';

/** The filter's ranges as /recharge/record and /withdraw/record name them. */
export const API_RANGE: Record<HistoryRange, DepositRecordRange> = {
  today: 'today',
  days7: '7d',
  days30: '30d',
};

/** While an order is still moving it is read again every 5 s, so its page follows it. */
export const ORDER_POLL_MS = 5_000;

const PAGE_SIZE = 20;

/** A history of orders (deposits or withdrawals), newest first, a cursor page at a time. */
/** A history call: /recharge/record or /withdraw/record. */
type HistoryCall<T> = ApiCall<
  { range?: DepositRecordRange; pageSize?: number; cursor?: string | null },
  { list: T[]; nextCursor: string | null }
>;

export const useOrderHistory = <T>(
  queryKey: QueryKey,
  endpoint: HistoryCall<T>,
  range: DepositRecordRange,
) =>
  useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      call(
        endpoint,
        { range, pageSize: PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        { signal, silent: true },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.list),
  });
