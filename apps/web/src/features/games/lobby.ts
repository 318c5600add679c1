import {
  bannerListEndpoint,
  gameLobbyEndpoint,
  gameRecentEndpoint,
  rollMsgEndpoint,
} from '@khel/contract/endpoints';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { queryClient } from '../../api/queryClient';
import { reportError } from '../../lib/errorReporter';
import { call } from '../../lib/http';

/**
 * Home's data. Home is the first screen (budget: 100 KB gzip of JS), so instead of TanStack's
 * React hooks (3.6 KB more on the first screen) it reads the same QueryClient through
 * `useCachedQuery`: cached, shared and invalidated like any query, without the observer.
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

/** Home's query keys (the rest of `games` keys are in launch.ts, off the first screen). */
export const lobbyKeys = {
  // Operator text comes in the UI language (the body's `language`): one cache per language.
  banners: (language: string) => ['games', 'banners', language] as const,
  rollMessages: (language: string) => ['games', 'rollMsg', language] as const,
  lobby: ['games', 'lobby'] as const,
  recent: (uid: string) => ['games', 'recent', uid] as const,
};

/**
 * Opens a game (launch.ts: login, /game/launch, GameWeb), loaded on the first tap so that the
 * launch code stays off the first screen.
 */
export const openGameLater = (game: { id: number; name: string }) =>
  void import('./launch')
    .then(({ openGame }) => openGame(game))
    .catch((error: unknown) => reportError(error, 'openGame'));

// Home's lists fail quietly: their sections hide; the lobby shows its own error and retry.
const quiet = { silent: true } as const;

const fetchBanners = (signal: AbortSignal) => call(bannerListEndpoint, {}, { ...quiet, signal });
const fetchRollMessages = (signal: AbortSignal) => call(rollMsgEndpoint, {}, { ...quiet, signal });
const fetchLobby = (signal: AbortSignal) => call(gameLobbyEndpoint, {}, { ...quiet, signal });
const fetchRecent = (signal: AbortSignal) => call(gameRecentEndpoint, {}, { ...quiet, signal });

/** In `language`, the UI language the body's `language` field carries (main.tsx). */
export const useBanners = (language: string) =>
  useCachedQuery(lobbyKeys.banners(language), fetchBanners, { staleTime: 5 * 60_000 });

export const useRollMessages = (language: string) =>
  useCachedQuery(lobbyKeys.rollMessages(language), fetchRollMessages, {
    refetchInterval: 60_000,
  });

export const useLobby = () =>
  useCachedQuery(lobbyKeys.lobby, fetchLobby, { staleTime: 5 * 60_000 });

/** Only for a logged-in player (uid); nothing is asked otherwise. */
export const useRecentGames = (uid: string | null) =>
  useCachedQuery(lobbyKeys.recent(uid ?? ''), fetchRecent, { enabled: Boolean(uid) });
