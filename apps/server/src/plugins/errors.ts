import { ERROR_STATES } from '@khel/contract';
import { databaseUnavailableReason } from '@khel/db';
import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, SYSTEM_ERROR_MESSAGE, UNAVAILABLE_MESSAGE } from '../errors';
import { requestLanguage } from '../lib/localize';
import { playerText } from '../lib/messages';
import { envelopeError } from './api';
import { isAppPage, type AppPage } from './web';

/** Fastify's own client errors, with the message a player or client developer can act on. */
const FRAMEWORK_ERRORS: Record<string, [string, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [
    ERROR_STATES.badRequest,
    'Invalid request: the body is not valid JSON',
  ],
  FST_ERR_CTP_EMPTY_JSON_BODY: [ERROR_STATES.badRequest, 'Invalid request: the JSON body is empty'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    ERROR_STATES.badRequest,
    'Invalid request: send application/json',
  ],
  FST_ERR_CTP_BODY_TOO_LARGE: [ERROR_STATES.payloadTooLarge, 'Request too large'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [
    ERROR_STATES.badRequest,
    'Invalid request: bad content length',
  ],
};

/** Client errors whose message is written for the client (the input guard's). */
const OWN_MESSAGES = new Set(['KHEL_UNCLEAN_INPUT']);
const KNOWN_STATES = new Set<string>(Object.values(ERROR_STATES));

interface Refusal {
  state: string;
  msg: string;
  /** The refusal as a message of the catalogue, for the player's language (else `msg`). */
  said?: AppError;
  /** HTTP status outside the API (the envelope always goes with 200). */
  status: number;
  level: 'info' | 'warn' | 'error';
  /** What the log says; never a failed query's parameters. */
  log: [Record<string, unknown>, string];
}

const sqlStateOf = (error: unknown) =>
  error instanceof DrizzleQueryError ? (error.cause as { code?: unknown } | undefined)?.code : null;

/**
 * What the log may keep of an error: a failed query's SQL and the database's reason, never its
 * parameters (they hold players' data and secrets, and pino would print them with the stack).
 */
export function loggableError(error: unknown) {
  if (!(error instanceof DrizzleQueryError)) return error;
  const cause = error.cause as { code?: string; message?: string; stack?: string } | undefined;
  return {
    type: 'DrizzleQueryError',
    message: `Failed query: ${error.query}`,
    code: cause?.code,
    cause: cause?.message,
    stack: cause?.stack,
  };
}

function refusalOf(error: FastifyError): Refusal {
  if (error instanceof AppError) {
    const log: Refusal['log'] = [{ state: error.state, msg: error.message }, 'request refused'];
    return { state: error.state, msg: error.message, said: error, status: 400, level: 'info', log };
  }
  const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
  if (known) {
    const log: Refusal['log'] = [{ code: error.code }, 'bad request'];
    const said = new AppError('badRequest', known[1]);
    return { state: known[0], msg: known[1], said, status: 400, level: 'info', log };
  }
  const unavailable = databaseUnavailableReason(error);
  if (unavailable !== null) {
    return {
      state: ERROR_STATES.unavailable,
      msg: UNAVAILABLE_MESSAGE,
      status: 503,
      level: 'warn',
      log: [{ reason: unavailable }, 'database unavailable'],
    };
  }
  // PostgreSQL data exceptions (class 22: NUL in text, a number out of range) are input a
  // schema should have refused: a client error for the caller, a warning for us.
  const sqlState = sqlStateOf(error);
  if (typeof sqlState === 'string' && sqlState.startsWith('22')) {
    return {
      state: ERROR_STATES.badRequest,
      msg: 'Invalid request: a value is not acceptable',
      said: new AppError('badRequest', 'Invalid request: a value is not acceptable'),
      status: 400,
      level: 'warn',
      log: [{ err: loggableError(error) }, 'input reached the database unchecked'],
    };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const state = KNOWN_STATES.has(String(status)) ? String(status) : ERROR_STATES.badRequest;
    const msg = error.code && OWN_MESSAGES.has(error.code) ? error.message : 'Invalid request';
    const said = new AppError('badRequest', msg);
    return { state, msg, said, status, level: 'info', log: [{ state, msg }, 'request refused'] };
  }
  return {
    state: ERROR_STATES.internal,
    msg: SYSTEM_ERROR_MESSAGE,
    status: 500,
    level: 'error',
    log: [{ err: loggableError(error) }, 'unhandled error'],
  };
}

/**
 * The one place errors become envelopes. AppErrors carry their own state and message, answered
 * in the request's UI language on the player app's API (docs/architecture.md, "Messages in the
 * player's language"; operators' and machines' paths stay English); client
 * errors get a clear message and are logged at info, with no SQL parameters; a lost database
 * (down, failing over, connection cut) is a 503 to retry; everything else is logged with its
 * stack and answered as a 'system' error, so no stack trace or internal detail ever leaves the
 * server. Outside the API (the web app's files) errors answer in plain text.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  options: { apiBase: string; appPage: AppPage | null },
) {
  const { apiBase } = options;
  const inApi = (request: FastifyRequest) => {
    const url = request.url.split('?')[0] ?? '';
    return url === apiBase || url.startsWith(`${apiBase}/`);
  };

  /** Operators' and machines' paths: the back office, the provider API, gateway callbacks. */
  const notForPlayers = ['/admin', '/provider/', '/payments/'].map((p) => `${apiBase}${p}`);
  /** The message a refusal answers: the player app's API speaks the request's language. */
  const answerOf = (refusal: Refusal, request: FastifyRequest) => {
    const url = request.url.split('?')[0] ?? '';
    if (!refusal.said || notForPlayers.some((p) => url.startsWith(p))) return refusal.msg;
    return playerText(refusal.said, requestLanguage(request));
  };

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const refusal = refusalOf(error);
    request.log[refusal.level](...refusal.log);
    if (inApi(request)) {
      const msg = answerOf(refusal, request);
      return reply.status(200).send(envelopeError(refusal.state, msg, request.id));
    }
    // The static files answer 403 for a directory and 404 for what is not there: not found.
    if (refusal.status === 403 || refusal.status === 404) return notFound(request, reply);
    return reply.status(refusal.status).type('text/plain').send(refusal.msg);
  });

  function notFound(request: FastifyRequest, reply: FastifyReply) {
    if (inApi(request)) {
      const url = request.url.split('?')[0] ?? '';
      return reply
        .status(200)
        .send(
          envelopeError(
            ERROR_STATES.notFound,
            `system: no API at ${request.method} ${url}`,
            request.id,
          ),
        );
    }
    // The player app routes in history mode: any page URL gets index.html.
    if (options.appPage && isAppPage(request.method, request.url, apiBase)) {
      return options.appPage(request, reply.status(200));
    }
    return reply.status(404).type('text/plain').send('Not found');
  }
  app.setNotFoundHandler(notFound);
}
