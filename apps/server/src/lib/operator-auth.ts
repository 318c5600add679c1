import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/**
 * The operator API's credentials (docs/architecture.md §2): `Authorization: Bearer
 * OPERATOR_TOKEN`, compared in constant time; anything else is 401.
 */
export function assertOperator(request: FastifyRequest, token: string) {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError('unauthorized', 'Operator credentials required');
  }
}
