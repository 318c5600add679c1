import {
  bannerListEndpoint,
  gameLobbyEndpoint,
  gameRecentEndpoint,
  rollMsgEndpoint,
} from '@khel/contract/endpoints';
import { fetchCached, useCachedQuery } from '../../api/cachedQuery';
import { reportError } from '../../lib/errorReporter';
import { call } from '../../lib/http';

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

/** Banners and the game list change rarely: fresh for 5 minutes. */
const LISTS_STALE_MS = 5 * 60_000;

/** In `language`, the UI language the body's `language` field carries (main.tsx). */
export const useBanners = (language: string) =>
  useCachedQuery(lobbyKeys.banners(language), fetchBanners, { staleTime: LISTS_STALE_MS });

export const useRollMessages = (language: string) =>
  useCachedQuery(lobbyKeys.rollMessages(language), fetchRollMessages, {
    refetchInterval: 60_000,
  });

export const useLobby = () =>
  useCachedQuery(lobbyKeys.lobby, fetchLobby, { staleTime: LISTS_STALE_MS });

/**
 * Starts Home's lists (banners, announcements, games) at launch, beside the launch fetches: Home
 * follows the entry page on every launch (docs/product.md §1), and its first banner is the
 * largest paint. Its hooks then find them in the cache, fetched or on their way.
 */
export function prefetchLobby(language: string) {
  const quietly = () => undefined; // a failure is in the query's state; Home shows it
  fetchCached(lobbyKeys.banners(language), fetchBanners, LISTS_STALE_MS).catch(quietly);
  fetchCached(lobbyKeys.rollMessages(language), fetchRollMessages).catch(quietly);
  fetchCached(lobbyKeys.lobby, fetchLobby, LISTS_STALE_MS).catch(quietly);
}

/** Only for a logged-in player (uid); nothing is asked otherwise. */
export const useRecentGames = (uid: string | null) =>
  useCachedQuery(lobbyKeys.recent(uid ?? ''), fetchRecent, { enabled: Boolean(uid) });
