import type { PageLink } from '../../router/navigation';
import { PATHS } from '../../router/paths';
/** Past this, a game page that has not loaded shows the tap-to-reload view (docs/product.md §8). */
export const GAME_LOAD_TIMEOUT_MS = 20_000;

/**
 * The address GameWeb may frame, absolute, or null. Launch URLs come from /game/launch: an
 * absolute http(s) URL for a third-party provider, or a path on this origin for Khel's own games
 * (`/games/play/dice?token=…`). Anything else (javascript:, data:, …) is refused.
 */
export function resolveGameUrl(raw: string | null | undefined, origin: string): string | null {
  const value = raw?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
}

/**
 * GameWeb's page and query for a game. It carries the game id (and the name, for the title while
 * loading), never the launch URL: launch tokens are one-time, so GameWeb asks /game/launch for
 * a fresh one when it is reloaded.
 */
export const gameWebLink = (game: { id: number; name: string }): PageLink => [
  PATHS.gameWeb,
  { gameId: game.id, name: game.name },
];

/** The game id of GameWeb's query, or null when it is missing or not a positive integer. */
export function parseGameId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
