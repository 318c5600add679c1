import type { QueryClient, QueryKey, QueryState } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { ApiError } from '../lib/http';

/**
 * What the first screen reads (the launch's app and service info, Home's data, the inbox count,
 * the promo popup's campaigns). It is budgeted (100 KB gzip of JS, docs/architecture.md §7), so
 * it reads neither through TanStack's hooks and observers nor through its QueryClient (≈ 8 KB
 * gzip), which loads with the first page that uses it (api/queryClient.ts). Until then the
 * answers live in this module's small cache, fetched and retried with the client's defaults;
 * when the client loads it adopts them (answers, fetches under way), and from then on this
 * module reads and fetches through it: shared with the pages' useQuery, invalidated like any
 * query.
 */

/** The app's query defaults (the client's, and this cache's while it has none). */
export const QUERY_DEFAULTS = {
  staleTime: 30_000,
  gcTime: 5 * 60_000,
  refetchOnWindowFocus: false,
  // Envelope errors are answers, not glitches: retry only network trouble, once.
  retry: (failureCount: number, error: unknown) =>
    failureCount < 1 &&
    error instanceof ApiError &&
    error.state === undefined &&
    error.code === 999,
};
/** TanStack's default wait before retry n (0-based): 1 s, 2 s, 4 s… at most 30 s. */
const retryDelay = (failures: number) => Math.min(1000 * 2 ** failures, 30_000);

/** The part of a query's state the first screen reads: TanStack's, or this cache's own. */
export type CachedState<T> = Pick<
  QueryState<T, unknown>,
  'data' | 'error' | 'status' | 'dataUpdatedAt' | 'isInvalidated'
>;

interface Entry {
  key: QueryKey;
  state: CachedState<unknown>;
  /** The fetch under way, and how to cancel it. */
  fetching?: Promise<unknown>;
  abort?: AbortController;
}

/** The answers fetched before the client loaded, by key (as JSON). */
const early = new Map<string, Entry>();
let client: QueryClient | undefined;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function subscribeQueries(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const hasClient = () => client !== undefined;

/** A query's state (the same object until it changes), or undefined before any fetch. */
export function queryState<T>(key: QueryKey): CachedState<T> | undefined {
  if (client) return client.getQueryState<T>(key);
  return early.get(JSON.stringify(key))?.state as CachedState<T> | undefined;
}

/**
 * The query's data: the cached answer while younger than `staleTime`, else a fetch (one at a time
 * per key), retried as the client retries. Rejects when it fails; the error is in its state.
 */
export function fetchCached<T>(
  key: QueryKey,
  fetcher: (signal: AbortSignal) => Promise<T>,
  staleTime: number = QUERY_DEFAULTS.staleTime,
): Promise<T> {
  if (client) {
    return client.fetchQuery({
      queryKey: key,
      queryFn: ({ signal }) => fetcher(signal),
      staleTime,
    });
  }
  const hash = JSON.stringify(key);
  let entry = early.get(hash);
  if (!entry) {
    entry = {
      key,
      state: {
        status: 'pending',
        data: undefined,
        error: null,
        dataUpdatedAt: 0,
        isInvalidated: false,
      },
    };
    early.set(hash, entry);
  }
  const { state } = entry;
  if (state.data !== undefined && Date.now() - state.dataUpdatedAt < staleTime) {
    return Promise.resolve(state.data as T);
  }
  if (entry.fetching) return entry.fetching as Promise<T>;

  const current = entry;
  const abort = new AbortController();
  const attempt = (failures: number): Promise<T> =>
    fetcher(abort.signal).catch((error: unknown) =>
      QUERY_DEFAULTS.retry(failures, error) && !abort.signal.aborted
        ? new Promise<T>((resolve) => setTimeout(resolve, retryDelay(failures))).then(() =>
            attempt(failures + 1),
          )
        : Promise.reject(error),
    );
  // Settles into this cache only while the entry is still its (not cleared, not adopted).
  const settle = (next: CachedState<unknown>) => {
    if (client || early.get(hash) !== current) return;
    current.state = next;
    current.fetching = undefined;
    current.abort = undefined;
    notify();
  };
  const fetching = attempt(0).then(
    (data) => {
      settle({
        status: 'success',
        data,
        error: null,
        dataUpdatedAt: Date.now(),
        isInvalidated: false,
      });
      return data;
    },
    (error: unknown) => {
      settle({ ...current.state, status: 'error', error });
      throw error;
    },
  );
  current.fetching = fetching;
  current.abort = abort;
  return fetching;
}

/**
 * An answer the app already has, fresh now (the server's app page carries the launch's answers,
 * app/launchData.ts): its query then fetches only once it is stale. Before any fetch of the key.
 */
export function seedQuery(key: QueryKey, data: unknown) {
  const hash = JSON.stringify(key);
  if (client || early.has(hash)) return;
  const state = { status: 'success', data, error: null, dataUpdatedAt: Date.now() } as const;
  early.set(hash, { key, state: { ...state, isInvalidated: false } });
}

/** Forgets every answer (logout): the client's cache, or this one's, its fetches cancelled. */
export function clearQueries() {
  if (client) return client.clear();
  for (const entry of early.values()) entry.abort?.abort();
  early.clear();
  notify();
}

/**
 * The QueryClient takes over (api/queryClient.ts, once, as it is made): the answers so far become
 * its queries (with their age), the fetches under way its fetches.
 */
export function adoptQueryClient(queryClient: QueryClient) {
  for (const { key, state, fetching } of early.values()) {
    if (state.data !== undefined) {
      queryClient.setQueryData(key, state.data, { updatedAt: state.dataUpdatedAt });
    }
    if (fetching) {
      // Already retried here; staleTime 0 so it is taken even over the data set above.
      queryClient
        .fetchQuery({ queryKey: key, queryFn: () => fetching, staleTime: 0, retry: false })
        .catch(() => undefined);
    }
  }
  early.clear();
  client = queryClient;
  queryClient.getQueryCache().subscribe(notify);
  notify();
}

export interface CachedQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  /** Why it failed, while isError. */
  error: unknown;
  /** Fetches again now, whatever the cache holds (the retry button). */
  refetch: () => void;
}

interface CachedQueryOptions {
  enabled?: boolean;
  /** How long an answer is fresh; the default (30 s) otherwise. */
  staleTime?: number;
  /** Fetch again this often while mounted. */
  refetchInterval?: number;
}

export function useCachedQuery<T>(
  key: readonly unknown[],
  fetcher: (signal: AbortSignal) => Promise<T>,
  { enabled = true, staleTime, refetchInterval }: CachedQueryOptions = {},
): CachedQuery<T> {
  // The key by value: callers may pass a new array each render. `fetcher` must be stable (a
  // module-level function), as Home's are.
  const hash = JSON.stringify(key);

  const state = useSyncExternalStore(subscribeQueries, () =>
    enabled ? queryState<T>(JSON.parse(hash) as unknown[]) : undefined,
  );
  // Once the client has taken over, fetch as on mount: what failed here is tried again there.
  const adopted = useSyncExternalStore(subscribeQueries, hasClient);

  const run = useCallback(
    (fresh?: number) => {
      fetchCached(JSON.parse(hash) as unknown[], fetcher, fresh).catch(() => undefined); // in its state
    },
    [hash, fetcher],
  );

  // On mount, and again once invalidated (after a game: recent games changed).
  const invalidated = state?.isInvalidated ?? false;
  useEffect(() => {
    if (enabled) run(invalidated ? 0 : staleTime);
  }, [enabled, run, staleTime, invalidated, adopted]);

  useEffect(() => {
    if (!enabled || !refetchInterval) return;
    const timer = setInterval(() => run(0), refetchInterval);
    return () => clearInterval(timer);
  }, [enabled, run, refetchInterval]);

  const status = state?.status;
  return {
    data: state?.data,
    isPending: enabled && status !== 'success' && status !== 'error',
    isError: status === 'error' && state?.data === undefined,
    error: status === 'error' && state?.data === undefined ? state?.error : null,
    refetch: () => run(0),
  };
}
