import { TEXT_RULE_MESSAGE, uncleanEntry } from '@khel/contract';
import type { FastifyInstance } from 'fastify';

/** A path parameter or query value the text rule refuses; every error handler answers it 400. */
export class UncleanInputError extends Error {
  readonly statusCode = 400;
  readonly code = 'KHEL_UNCLEAN_INPUT';
}

/**
 * The contract's text rule (packages/contract input.ts) for what no schema sees: path parameters
 * and query strings of every route, the embedded games and gateway included. Registered on the
 * root before any route, so a NUL in `/psp/pay/:orderId` or `?mobile=` never reaches SQL.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const field = uncleanEntry(request.params) ?? uncleanEntry(request.query);
    if (field) throw new UncleanInputError(`Invalid ${field}: ${TEXT_RULE_MESSAGE}`);
  });
}
