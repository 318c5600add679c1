import { gameLaunchEndpoint } from '@khel/contract/endpoints';
import { queryClient } from '../../api/queryClient';
import { call } from '../../lib/http';
import { navigateTo } from '../../router/navigation';
import { isLoggedIn, useSession } from '../../stores/session';
import { gameWebUrl } from './gameUrl';

/**
 * Query keys of the game screens; everything under `games` is about the catalogue or play
 * (Home's own keys are in lobby.ts: `games/banners`, `games/rollMsg`, `games/lobby`,
 * `games/recent/<uid>`).
 */
export const gameKeys = {
  all: ['games'] as const,
  searchHome: () => [...gameKeys.all, 'searchHome'] as const,
  search: (keyword: string, tab: string) => [...gameKeys.all, 'search', keyword, tab] as const,
  /** Per player: after a logout and another login the previous player's rows must not show. */
  records: (uid: string, query: object) => [...gameKeys.all, 'records', uid, query] as const,
};

/**
 * A one-time launch URL (valid 120 s). A refused launch (unknown or disabled game) is toasted
 * by the HTTP client unless `silent`, and rejects.
 */
export const launchGame = (
  gameId: number,
  options: { silent?: boolean; signal?: AbortSignal } = {},
) => call(gameLaunchEndpoint, { gameId }, options);

// ---- The launch URL a tap fetched, handed to GameWeb once ----
// Tapping a game launches it first, so a refused launch is told on the page the player tapped;
// GameWeb then frames that URL instead of asking for a second token. Tap-to-reload, or coming
// back to GameWeb through the history, finds nothing here (or an old URL) and launches again:
// tokens are one-time and live 120 s.

export const HANDOFF_MAX_AGE_MS = 60_000;

let handoff: { gameId: number; url: string; at: number } | null = null;

export function stashLaunch(gameId: number, url: string, now = Date.now()) {
  handoff = { gameId, url, at: now };
}

/** The stashed URL for this game if it is fresh; it is handed out once either way. */
export function takeLaunch(gameId: number, now = Date.now()): string | null {
  const taken = handoff;
  handoff = null;
  if (!taken || taken.gameId !== gameId || now - taken.at > HANDOFF_MAX_AGE_MS) return null;
  return taken.url;
}

let launching = false;

/**
 * What a tap on a game does: the login page for a visitor; otherwise /game/launch, then GameWeb
 * with the URL handed over. A refused launch is toasted by the HTTP client and nothing opens.
 * A second tap while a launch is on its way is ignored.
 */
export async function openGame(game: { id: number; name: string }): Promise<void> {
  if (!isLoggedIn(useSession.getState())) {
    navigateTo('/pages/Login/Login');
    return;
  }
  if (launching) return;
  launching = true;
  try {
    const launch = await launchGame(game.id);
    stashLaunch(launch.gameId, launch.url);
    navigateTo(gameWebUrl({ id: launch.gameId, name: launch.name || game.name }));
  } catch {
    // Already told: the client toasts the refusal, or logs a dead session out.
  } finally {
    launching = false;
  }
}

/** After a game: what playing changes (recent games, game and balance records) is fetched anew. */
export const invalidateAfterPlay = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: [...gameKeys.all, 'recent'] }),
    queryClient.invalidateQueries({ queryKey: [...gameKeys.all, 'records'] }),
    queryClient.invalidateQueries({ queryKey: ['records'] }),
  ]);
