/**
 * What the page learns from its URL: `/games/play/:gameCode?token&lang&cur&tz` or
 * `/games/verify`.
 */
import { offsetMinutes } from '@khel/contract/dates';
import type { GameCode } from './types';

export const GAME_CODES: readonly GameCode[] = ['dice', 'limbo', 'mines', 'crash'];

export type Route =
  | { kind: 'play'; game: GameCode | null; rawGame: string }
  | { kind: 'verify'; params: URLSearchParams }
  | { kind: 'unknown' };

export interface Launch {
  game: GameCode;
  launchToken: string | null;
  currencySign: string;
  /** The platform's zone, minutes east of UTC (`tz`; GMT+5:30 without one). */
  offsetMinutes: number;
}

const BASE = '/games/';

export function parseRoute(pathname: string, search: string): Route {
  const rest = pathname.startsWith(BASE) ? pathname.slice(BASE.length) : pathname.slice(1);
  const parts = rest.split('/').filter(Boolean);
  if (parts[0] === 'verify') return { kind: 'verify', params: new URLSearchParams(search) };
  if (parts[0] === 'play') {
    const rawGame = decodeURIComponent(parts[1] ?? '').toLowerCase();
    const game = (GAME_CODES as readonly string[]).includes(rawGame) ? (rawGame as GameCode) : null;
    return { kind: 'play', game, rawGame };
  }
  return { kind: 'unknown' };
}

export function parseLaunch(game: GameCode, search: string): Launch {
  const query = new URLSearchParams(search);
  return {
    game,
    launchToken: query.get('token') || null,
    currencySign: query.get('cur') || 'Rs',
    offsetMinutes: offsetMinutes(query.get('tz')),
  };
}

export function verifyUrl(query: Record<string, string | number>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  return `${BASE}verify?${params.toString()}`;
}
