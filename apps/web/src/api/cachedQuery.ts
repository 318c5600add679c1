import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { queryClient } from './queryClient';

/**
 * What the first screen reads (Home's data, the inbox count, the promo popup's campaigns). It is
 * budgeted (100 KB gzip of JS, docs/architecture.md §7), so instead of TanStack's React hooks and
 * observers (≈ 5 KB gzip more) it reads the same QueryClient through `useCachedQuery`: cached,
 * shared with the pages' useQuery and invalidated like any query, without the observer.
 */
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
  /** How long an answer is fresh; the client's default (30 s) otherwise. */
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

  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [],
  );
  const state = useSyncExternalStore(subscribe, () =>
    enabled ? queryClient.getQueryState<T>(JSON.parse(hash) as unknown[]) : undefined,
  );

  const run = useCallback(
    (fresh?: number) => {
      queryClient
        .fetchQuery({
          queryKey: JSON.parse(hash) as unknown[],
          queryFn: ({ signal }) => fetcher(signal),
          staleTime: fresh,
        })
        .catch(() => undefined); // the error is in the query's state
    },
    [hash, fetcher],
  );

  // On mount, and again once invalidated (after a game: recent games changed).
  const invalidated = state?.isInvalidated ?? false;
  useEffect(() => {
    if (enabled) run(invalidated ? 0 : staleTime);
  }, [enabled, run, staleTime, invalidated]);

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
