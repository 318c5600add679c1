import type { TGameLaunchResponse, TGameRecentResponse } from '@khel/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { gameCategories, games } from '../../db/schema';
import { AppError } from '../../errors';
import { findPlayerById } from '../accounts';
import { assertNotExcluded } from '../protection';
import { createLaunchToken } from '../provider-api';
import { adapterFor } from './adapters';
import {
  shownProviderFilter,
  shownProviders,
  toSummary,
  type GameRowWithProvider,
} from './catalogue';

export const RECENT_GAMES = 10;
/** Launches looked at for the recent games: enough for 10 distinct ones in practice. */
const RECENT_SCAN = 500;

export const GAME_UNAVAILABLE = 'This game is not available';

export interface LaunchRequest {
  playerId: number;
  /** The player's session launching the game: the game session ends with it. */
  playerSessionId: bigint;
  gameId: number;
  locale: string;
  language: string;
  currencySign: string;
  timezone: string;
  /** The platform clock's time of the launch. */
  now: Date;
}

/**
 * Starts a game for a player: a one-time launch token (game_sessions remembers the launch) and
 * the URL the provider's adapter builds from it. Refused for a game that is unknown, disabled,
 * or whose provider is disabled or not configured, and for a player on a time-out or
 * self-exclusion.
 */
export async function launchGame(db: Db, request: LaunchRequest): Promise<TGameLaunchResponse> {
  const [row] = await db
    .select({ game: games, categoryEnabled: gameCategories.enabled })
    .from(games)
    .innerJoin(gameCategories, eq(gameCategories.code, games.categoryCode))
    .where(eq(games.id, request.gameId));
  if (!row || !row.game.enabled || !row.categoryEnabled) {
    throw new AppError('notFound', GAME_UNAVAILABLE);
  }
  const { game } = row;
  const provider = (await shownProviders(db)).find((p) => p.code === game.providerCode);
  const adapter = provider ? adapterFor(provider) : null;
  if (!provider || !adapter) throw new AppError('notFound', GAME_UNAVAILABLE);
  const player = await findPlayerById(db, request.playerId);
  if (!player || player.status !== 'active') {
    throw new AppError('forbidden', 'This account cannot play games');
  }
  // A time-out or self-exclusion refuses the launch; the provider API refuses its bets too.
  await assertNotExcluded(db, player.id, request.now);
  const launchToken = await createLaunchToken(db, {
    playerId: player.id,
    playerSessionId: request.playerSessionId,
    providerCode: provider.code,
    gameCode: game.gameCode,
  });
  const url = adapter.launchUrl({
    provider,
    game,
    launchToken,
    locale: request.locale,
    language: request.language,
    currencySign: request.currencySign,
    timezone: request.timezone,
  });
  return { url, gameId: game.id, name: game.name };
}

/** The last distinct games the player launched, newest first, of those still shown. */
export async function recentGames(db: Db, playerId: number): Promise<TGameRecentResponse> {
  const providers = await shownProviders(db);
  const rows = await queryRows<GameRowWithProvider & { last_launch: string }>(
    db,
    sql`select g.id, g.provider_code, g.game_code, g.name, g.image_url, g.category_code, g.tags,
               p.name as provider_name, max(s.id) as last_launch
        from (select id, provider_code, game_code from game_sessions
              where player_id = ${playerId} and game_code is not null
              order by id desc limit ${RECENT_SCAN}) s
        join games g on g.provider_code = s.provider_code and g.game_code = s.game_code
        join game_providers p on p.code = g.provider_code
        join game_categories c on c.code = g.category_code
        where g.enabled and p.enabled and c.enabled and ${shownProviderFilter(providers)}
        group by g.id, p.name
        order by max(s.id) desc
        limit ${RECENT_GAMES}`,
  );
  return { list: rows.map(toSummary) };
}
