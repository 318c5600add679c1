import { ERROR_STATES } from '@khel/contract';
import { databaseUnavailableReason } from '@khel/db';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, SYSTEM_ERROR_MESSAGE, UNAVAILABLE_MESSAGE } from '../errors';
import { envelopeError } from './api';
import { isAppPage, sendApp } from './web';

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

/**
 * The one place errors become envelopes. AppErrors carry their own state and message; known
 * framework errors get a clear message; a lost database (down, failing over, connection cut) is
 * a 503 to retry; everything else is logged with its stack and answered as a 'system' error, so
 * no stack trace or internal detail ever leaves the server.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  options: { apiBase: string; serveWebApp: boolean },
) {
  const { apiBase } = options;
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      request.log.info({ state: error.state, msg: error.message }, 'request refused');
      return reply.status(200).send(envelopeError(error.state, error.message, request.id));
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) {
      request.log.info({ code: error.code }, 'bad request');
      return reply.status(200).send(envelopeError(known[0], known[1], request.id));
    }
    const unavailable = databaseUnavailableReason(error);
    if (unavailable !== null) {
      request.log.warn({ reason: unavailable }, 'database unavailable');
      return reply
        .status(200)
        .send(envelopeError(ERROR_STATES.unavailable, UNAVAILABLE_MESSAGE, request.id));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(200)
      .send(envelopeError(ERROR_STATES.internal, SYSTEM_ERROR_MESSAGE, request.id));
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (url === apiBase || url.startsWith(`${apiBase}/`)) {
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
    if (options.serveWebApp && isAppPage(request.method, url, apiBase)) {
      return sendApp(reply);
    }
    return reply.status(404).type('text/plain').send('Not found');
  });
}
