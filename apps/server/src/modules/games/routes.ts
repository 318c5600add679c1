import {
  gameLaunchEndpoint,
  gameLobbyEndpoint,
  gameRecentEndpoint,
  gameRecordEndpoint,
  gameSearchEndpoint,
  gameSearchHomeEndpoint,
} from '@khel/contract';
import type { FastifyInstance } from 'fastify';
import type { RateLimitedAction } from '../../config';
import type { Db } from '../../db/client';
import { limitsOf } from '../../lib/rate-limit-store';
import { uiLanguage } from '../../lib/localize';
import { registerEndpoint } from '../../plugins/api';
import { readSetting, readTimezone } from '../app-config';
import { localDay, offsetMinutes } from '@khel/contract/dates';
import { gameLobby, searchGames, searchHome } from './catalogue';
import { launchGame, recentGames } from './launch';
import { listGameRecords } from './records';
import { countSearchTerm } from './search-terms';

export interface GameRouteDeps {
  db: Db;
  /** The platform clock (tests move it): an exclusion is judged at this time. */
  now: () => Date;
  /** Requests per minute per player and per address (RATE_SEARCH_*, RATE_LAUNCH_*). */
  rates: Record<Extract<RateLimitedAction, 'search' | 'launch'>, { player: number; ip: number }>;
  /** Distinct search terms kept per searcher (SEARCH_TERMS_KEPT). */
  searchTermsKept: number;
}

/** The catalogue (lobby, search), launching games, recent games and game records. */
export function gameRoutes(app: FastifyInstance, deps: GameRouteDeps) {
  const { db } = deps;
  registerEndpoint(app, gameLobbyEndpoint, () => gameLobby(db));

  registerEndpoint(
    app,
    gameSearchEndpoint,
    async (input, req) => {
      if (input.page === 1 && input.keyword !== '') {
        const today = localDay(offsetMinutes(await readTimezone(db)), new Date());
        await countSearchTerm(db, {
          searcher: req.player ? `player:${req.player.player.id}` : `ip:${req.ip}`,
          keyword: input.keyword,
          day: today,
          keep: deps.searchTermsKept,
        });
      }
      return searchGames(db, input);
    },
    { optionalAuth: true, limits: limitsOf('search', deps.rates.search) },
  );

  registerEndpoint(app, gameSearchHomeEndpoint, async () =>
    searchHome(db, localDay(offsetMinutes(await readTimezone(db)), new Date())),
  );

  registerEndpoint(
    app,
    gameLaunchEndpoint,
    async (input, req) => {
      const currencySign = await readSetting(db, 'currencySign');
      return launchGame(db, {
        playerId: req.player!.player.id,
        playerSessionId: req.player!.sessionId,
        gameId: input.gameId,
        locale: input.locale,
        language: uiLanguage(input.language) ?? input.locale,
        currencySign: typeof currencySign === 'string' ? currencySign : 'Rs',
        timezone: await readTimezone(db),
        now: deps.now(),
      });
    },
    { limits: limitsOf('launch', deps.rates.launch) },
  );

  registerEndpoint(app, gameRecentEndpoint, (_input, req) =>
    recentGames(db, req.player!.player.id),
  );

  registerEndpoint(app, gameRecordEndpoint, async (input, req) =>
    listGameRecords(db, {
      playerId: req.player!.player.id,
      status: input.status,
      range: input.range,
      cursor: input.cursor,
      pageSize: input.pageSize,
      timezone: await readTimezone(db),
    }),
  );
}
