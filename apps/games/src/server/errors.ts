import { databaseUnavailableReason } from '@khel/db';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** The error codes of the games HTTP API; game pages translate by code. */
export type GameErrorCode =
  | 'INVALID_REQUEST'
  | 'UNAUTHORIZED'
  | 'INSUFFICIENT_FUNDS'
  | 'BET_LIMIT'
  | 'NOT_FOUND'
  | 'GAME_STATE'
  | 'TOO_MANY_REQUESTS'
  | 'PLATFORM_UNAVAILABLE'
  // The player's own protections (the platform's provider states of the same names).
  | 'LOSS_LIMIT_REACHED'
  | 'SESSION_LIMIT_REACHED'
  | 'PLAYER_EXCLUDED';

const DEFAULT_STATUS: Record<GameErrorCode, number> = {
  INVALID_REQUEST: 400,
  UNAUTHORIZED: 401,
  INSUFFICIENT_FUNDS: 402,
  BET_LIMIT: 400,
  NOT_FOUND: 404,
  GAME_STATE: 409,
  TOO_MANY_REQUESTS: 429,
  PLATFORM_UNAVAILABLE: 503,
  LOSS_LIMIT_REACHED: 403,
  SESSION_LIMIT_REACHED: 403,
  PLAYER_EXCLUDED: 403,
};

/** A refusal the API answers as `{error: code, message}` with `httpStatus`. */
export class GameError extends Error {
  readonly code: GameErrorCode;
  readonly httpStatus: number;
  constructor(code: GameErrorCode, message: string, httpStatus: number = DEFAULT_STATUS[code]) {
    super(message);
    this.name = 'GameError';
    this.code = code;
    this.httpStatus = httpStatus;
  }
}

export const TOO_MANY_BETS = 'Too many bets in a minute; please slow down';

export const SESSION_ENDED =
  'Your Khel session has ended: you logged out, changed your password or it expired. Log in and reopen the game';

/**
 * The platform refused the session: a game session lives only as long as the player's login
 * that launched it (logout, password change or reset, expiry). Ours ends with it (routes.ts).
 */
export class SessionEnded extends GameError {
  constructor() {
    super('UNAUTHORIZED', SESSION_ENDED);
  }
}

/** The platform's provider API could not be reached (network error or timeout). */
export class PlatformUnavailable extends Error {
  constructor(message = 'The platform is unreachable', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PlatformUnavailable';
  }
}

export interface ErrorBody {
  error: GameErrorCode;
  message: string;
}

/** Maps any thrown error to the API's `{error, message}` answer. */
export function errorAnswer(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof GameError) {
    return { status: error.httpStatus, body: { error: error.code, message: error.message } };
  }
  if (error instanceof PlatformUnavailable) {
    return {
      status: 503,
      body: { error: 'PLATFORM_UNAVAILABLE', message: 'The platform is unreachable; try again' },
    };
  }
  const fastifyError = error as Partial<FastifyError> | null;
  if (fastifyError && typeof fastifyError === 'object') {
    if (fastifyError.validation || fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return {
        status: 400,
        body: { error: 'INVALID_REQUEST', message: fastifyError.message ?? 'Invalid request' },
      };
    }
    const status = fastifyError.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return {
        status,
        body: { error: 'INVALID_REQUEST', message: fastifyError.message ?? 'Invalid request' },
      };
    }
  }
  return {
    status: 503,
    body: { error: 'PLATFORM_UNAVAILABLE', message: 'Something went wrong; try again' },
  };
}

/** Fastify error handler for the games API scope. */
export function gameErrorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = errorAnswer(error);
  const unavailable = databaseUnavailableReason(error);
  // A lost database is an outage to retry, not a fault: no stack in the log.
  if (unavailable !== null) request.log.warn({ reason: unavailable }, 'database unavailable');
  else if (status >= 500) request.log.error({ err: error }, 'games api error');
  return reply.status(status).send(body);
}
