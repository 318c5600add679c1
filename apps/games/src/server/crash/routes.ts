import { ZCrashBetRequest, ZCrashListRequest } from '@khel/contract/games-api';
import type { FastifyInstance } from 'fastify';
import { GameError, errorAnswer } from '../errors';
import { parse } from '../parse';
import { requireSession, type GameSession } from '../sessions';
import { cashOutCrashBet, crashHistory, lookupCrashBet, ownBet, placeCrashBet } from './actions';
import type { CrashEngine } from './engine';
import type { CrashFeed, FeedSocket } from './feed';
import { recentRounds } from './rounds';
import { publicRound } from './view';

interface Deps {
  engine: CrashEngine;
  feed: CrashFeed;
}

const bodyOf = (body: unknown) =>
  (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;

/**
 * /games/api/crash/*: the round state, bet, cash out, the player's history, recent rounds with
 * their seeds, the public bet lookup, and the WebSocket feed (/ws?session=<token>).
 */
export async function crashRoutes(app: FastifyInstance, { engine, feed }: Deps) {
  app.post('/state', async () => feed.snapshot());

  app.post('/bet', async (request) => {
    const session = await requireSession(engine.db, request);
    return placeCrashBet(engine, session, parse(ZCrashBetRequest, request.body));
  });

  app.post('/cashout', async (request) => {
    const session = await requireSession(engine.db, request);
    return cashOutCrashBet(engine, session);
  });

  app.post('/current', async (request) => {
    const session = await requireSession(engine.db, request);
    return { bet: await ownBet(engine, session.playerId) };
  });

  app.post('/history', async (request) => {
    const session = await requireSession(engine.db, request);
    const { limit = 20 } = parse(ZCrashListRequest, request.body);
    return { bets: await crashHistory(engine, session.playerId, limit) };
  });

  /** Ended rounds with their seeds: anyone can check sha256(seed) = seedHash down the chain. */
  app.post('/rounds', async (request) => {
    const { limit = 20 } = parse(ZCrashListRequest, request.body);
    const rounds = await recentRounds(engine.db, Math.min(Math.max(limit, 1), 100));
    return { rounds: rounds.map(publicRound) };
  });

  app.get<{ Params: { betId: string } }>('/bets/:betId', async (request) =>
    lookupCrashBet(engine, request.params.betId),
  );

  app.get<{ Querystring: { session?: string } }>('/ws', { websocket: true }, (socket, request) => {
    const token = request.query.session;
    let session: GameSession | null = null;
    let remove: (() => void) | null = null;
    let closed = false;
    const reply = (message: object) => {
      if (socket.readyState === 1) socket.send(JSON.stringify(message));
    };
    socket.on('close', () => {
      closed = true;
      remove?.();
    });
    const ready = (async () => {
      if (token) {
        try {
          session = await requireSession(engine.db, {
            headers: { authorization: `Bearer ${token}` },
          });
        } catch (error) {
          reply({ type: 'error', action: 'auth', ...errorAnswer(error).body });
        }
      }
      if (session) {
        reply({
          type: 'hello',
          player: { id: session.playerId, nickname: session.nickname },
          bet: await ownBet(engine, session.playerId),
        });
      }
      const removeClient = await feed.add(socket as FeedSocket, session?.playerId ?? null);
      if (closed) removeClient();
      else remove = removeClient;
    })().catch(() => socket.close());

    socket.on('message', (data: Buffer) => {
      // handleMessage answers every refusal itself; what escapes it (an answer that could not be
      // built or sent) is logged rather than left to crash the process as an unhandled rejection.
      ready
        .then(() => handleMessage(String(data)))
        .catch((error: unknown) =>
          request.log.error({ err: error }, 'crash socket message failed'),
        );
    });

    async function handleMessage(text: string) {
      let message: Record<string, unknown>;
      try {
        message = bodyOf(JSON.parse(text));
      } catch {
        return reply({
          type: 'error',
          action: null,
          error: 'INVALID_REQUEST',
          message: 'Not JSON',
        });
      }
      const action = message.type;
      if (action === 'ping') return reply({ type: 'pong', now: engine.clock() });
      if (action !== 'bet' && action !== 'cashout') {
        return reply({ type: 'error', action, error: 'INVALID_REQUEST', message: 'Unknown type' });
      }
      try {
        if (!session) throw unauthorized();
        const result =
          action === 'bet'
            ? await placeCrashBet(engine, session, parse(ZCrashBetRequest, message))
            : await cashOutCrashBet(engine, session);
        reply({ type: `${action}:ok`, ...result });
      } catch (error) {
        reply({ type: 'error', action, ...errorAnswer(error).body });
      }
    }
  });
}

const unauthorized = () => new GameError('UNAUTHORIZED', 'Session missing; reopen the game');
