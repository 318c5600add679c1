import { databaseUnavailableReason } from '@khel/db';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** Every refusal the gateway gives a merchant, with its HTTP status. */
export const PSP_ERRORS = {
  INVALID_REQUEST: 400,
  INVALID_JSON: 400,
  MISSING_SIGNATURE: 401,
  UNKNOWN_MERCHANT: 401,
  STALE_TIMESTAMP: 401,
  BAD_SIGNATURE: 401,
  NOT_FOUND: 404,
  ORDER_CONFLICT: 409,
  PAYOUT_CONFLICT: 409,
  UTR_CONFLICT: 409,
  ALREADY_FINAL: 409,
  INTERNAL_ERROR: 500,
  UNAVAILABLE: 503,
} as const;

export type PspErrorCode = keyof typeof PSP_ERRORS;

export class PspError extends Error {
  constructor(
    readonly code: PspErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PspError';
  }

  get status() {
    return PSP_ERRORS[this.code];
  }
}

/** The one place errors become `{ error, message }`; stack traces stay in the log. */
export function pspErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof PspError) {
    return reply.status(error.status).send({ error: error.code, message: error.message });
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return reply
      .status(error.statusCode)
      .send({ error: 'INVALID_REQUEST', message: error.message });
  }
  const unavailable = databaseUnavailableReason(error);
  if (unavailable !== null) {
    // Its database is away for now: the merchant may retry (orders are idempotent by number).
    request.log.warn({ reason: unavailable }, 'psp: database unavailable');
    return reply
      .status(503)
      .send({ error: 'UNAVAILABLE', message: 'The gateway is busy; try again in a moment' });
  }
  request.log.error({ err: error }, 'psp: unexpected error');
  return reply
    .status(500)
    .send({ error: 'INTERNAL_ERROR', message: 'The gateway failed; try again later' });
}
