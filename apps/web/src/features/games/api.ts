import {
  gameRecordEndpoint,
  gameSearchEndpoint,
  gameSearchHomeEndpoint,
} from '@khel/contract/endpoints';
import { useInfiniteQuery, useQuery } from '../../api/query';
import { call } from '../../lib/http';
import { gameKeys } from './launch';
import { nextSearchPage } from './paging';
import type { GameRecordRange, GameSearchTab, GameStatusFilter } from './types';

/** Results per search page: seven rows of three tiles. */
export const SEARCH_PAGE_SIZE = 21;
/** Game records per page: two phone screens, so the sentinel rarely waits. */
export const RECORD_PAGE_SIZE = 20;

export interface GameRecordQuery {
  status: GameStatusFilter;
  range: GameRecordRange;
}

export const useSearchHome = () =>
  useQuery({
    queryKey: gameKeys.searchHome(),
    queryFn: ({ signal }) => call(gameSearchHomeEndpoint, {}, { silent: true, signal }),
  });

/** Search results of one tab, a page at a time (1-based pages; `total` tells when to stop). */
export const useGameSearch = (keyword: string, tab: GameSearchTab) =>
  useInfiniteQuery({
    queryKey: gameKeys.search(keyword, tab),
    queryFn: ({ pageParam, signal }) =>
      call(
        gameSearchEndpoint,
        { keyword, tab, page: pageParam, pageSize: SEARCH_PAGE_SIZE },
        { signal, silent: true },
      ),
    initialPageParam: 1,
    getNextPageParam: nextSearchPage,
    select: (data) => data.pages.flatMap((page) => page.list),
    enabled: keyword.length > 0,
  });

/** The player's rounds, newest first, a page at a time (cursor from the previous page). */
export const useGameRecords = (uid: string, query: GameRecordQuery) =>
  useInfiniteQuery({
    queryKey: gameKeys.records(uid, query),
    queryFn: ({ pageParam, signal }) =>
      call(
        gameRecordEndpoint,
        { ...query, pageSize: RECORD_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        { signal, silent: true },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.list),
  });
