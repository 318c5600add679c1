import {
  ZDiceBetRequest,
  ZGamesHistoryRequest,
  ZGamesSessionRequest,
  ZLimboBetRequest,
  ZMinesCashoutRequest,
  ZMinesRevealRequest,
  ZMinesStartRequest,
  ZRotateSeedRequest,
} from '@khel/contract/games-api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { betHistory, findPublicBet, type Bet } from './bets';
import type { GamesContext } from './context';
import { GameError, SessionEnded, gameErrorHandler } from './errors';
import { parse } from './parse';
import { playDice, playLimbo } from './instant';
import { activeMines, cashoutMines, revealMines, startMines } from './mines';
import { toRupees } from '@khel/contract/money';
import { activeSeed, rotateSeed } from './seeds';
import { createSession, endSession, requireSession } from './sessions';
import { GAME_CODES, loadGameSettings } from './settings';

/** Lets other games (Crash) answer history and public bet lookups for their own bets. */
export interface BetSources {
  history: Map<string, (playerId: string, limit: number) => Promise<Bet[]>>;
  lookups: ((betId: string) => Promise<{ bet: Bet; serverSeed: string | null } | null>)[];
}

export const createBetSources = (): BetSources => ({ history: new Map(), lookups: [] });

/** The games HTTP API (under /games/api): JSON in, JSON out, `{error, message}` on failure. */
export async function gamesApiRoutes(
  app: FastifyInstance,
  options: { ctx: GamesContext; sources: BetSources },
) {
  const { ctx, sources } = options;
  app.setErrorHandler(gameErrorHandler);
  // The platform ended the session: end ours too, so the page stops at once with the message.
  app.addHook('onError', async (request, _reply, error) => {
    if (error instanceof SessionEnded) await endSession(ctx.db, request, ctx.memory.sessions);
  });
  // Bodiless POSTs (balance, fairness, mines/active) may come with a JSON content type.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = (body as string).trim();
    if (text === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new GameError('INVALID_REQUEST', 'The body is not valid JSON'), undefined);
    }
  });
  const session = (request: FastifyRequest) => requireSession(ctx.db, request, ctx.memory.sessions);

  app.post('/session', async (request) => {
    const body = parse(ZGamesSessionRequest, request.body);
    const created = await createSession(ctx.db, ctx.platform, body.launchToken);
    // Remembered: the session's first Dice or Limbo bet takes its nonce in its record (instant.ts).
    const fairness = await activeSeed(ctx.db, created.session.playerId, ctx.memory.seeds);
    const settings = await loadGameSettings(
      ctx.db,
      body.game && GAME_CODES.includes(body.game as never) ? body.game : 'dice',
      ctx.defaultRtp,
    );
    return {
      sessionToken: created.sessionToken,
      player: { id: created.session.playerId, nickname: created.session.nickname },
      balance: created.balance,
      currency: 'INR' as const,
      fairness,
      rtp: settings.rtp,
      limits: {
        minBet: toRupees(settings.minBetPaise),
        maxBet: toRupees(settings.maxBetPaise),
        maxPayout: toRupees(settings.maxPayoutPaise),
      },
    };
  });

  app.post('/balance', async (request) => {
    const s = await session(request);
    const answer = await ctx.platform.call('balance', { sessionId: s.platformSessionId });
    if (answer.state === 'INVALID_SESSION') throw new SessionEnded();
    if (answer.state === 'PLAYER_DISABLED') {
      throw new GameError('UNAUTHORIZED', 'This account may not play');
    }
    if (answer.state !== '200' || !answer.resultData) {
      throw new GameError('PLATFORM_UNAVAILABLE', `The platform refused (${answer.state})`);
    }
    return { balance: answer.resultData.balance };
  });

  app.post('/dice/bet', async (request) => {
    const s = await session(request);
    return playDice(ctx, s, parse(ZDiceBetRequest, request.body), request.ip);
  });

  app.post('/limbo/bet', async (request) => {
    const s = await session(request);
    return playLimbo(ctx, s, parse(ZLimboBetRequest, request.body), request.ip);
  });

  app.post('/mines/start', async (request) => {
    const s = await session(request);
    return startMines(ctx, s, parse(ZMinesStartRequest, request.body));
  });
  app.post('/mines/reveal', async (request) => {
    const s = await session(request);
    return revealMines(ctx, s, parse(ZMinesRevealRequest, request.body));
  });
  app.post('/mines/cashout', async (request) => {
    const s = await session(request);
    return cashoutMines(ctx, s, parse(ZMinesCashoutRequest, request.body));
  });
  app.post('/mines/active', async (request) => {
    const s = await session(request);
    return activeMines(ctx, s);
  });

  app.post('/history', async (request) => {
    const s = await session(request);
    const body = parse(ZGamesHistoryRequest, request.body);
    const limit = body.limit ?? 20;
    const other = sources.history.get(body.game);
    const bets = other
      ? await other(s.playerId, limit)
      : await betHistory(ctx.db, s.playerId, body.game, limit);
    return { bets };
  });

  app.post('/fairness', async (request) => {
    const s = await session(request);
    return activeSeed(ctx.db, s.playerId, ctx.memory.seeds);
  });

  app.post('/fairness/rotate', async (request) => {
    const s = await session(request);
    const body = parse(ZRotateSeedRequest, request.body);
    ctx.memory.seeds.forget(s.playerId);
    return rotateSeed(ctx.db, s.playerId, body.clientSeed);
  });

  app.get<{ Params: { betId: string } }>('/bets/:betId', async (request) => {
    const betId = request.params.betId;
    const found = await findPublicBet(ctx.db, betId);
    if (found) return found;
    for (const lookup of sources.lookups) {
      const other = await lookup(betId);
      if (other) return other;
    }
    throw new GameError('NOT_FOUND', 'No such bet');
  });
}
