import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

export function assertOperator(request: FastifyRequest, token: string) {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError('unauthorized', 'Operator credentials required');
  }
}

/**
 * Guards every route of an operator API scope with the bearer OPERATOR_TOKEN (constant-time
 * compare). Operator APIs are not player endpoints, so not in the contract.
 */
export function requireOperator(scope: FastifyInstance, token: string) {
  scope.addHook('onRequest', async (request) => assertOperator(request, token));
}

/** The envelope of an operator answer. */
export const operatorOk = (resultData: unknown) => ({ state: '200', resultData });
