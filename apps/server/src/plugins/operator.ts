import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/**
 * The operator APIs' guard (withdrawal review, campaigns): `Authorization: Bearer <OPERATOR_TOKEN>`,
 * compared in constant time.
 */
export function assertOperator(request: FastifyRequest, token: string) {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError('unauthorized', 'Operator credentials required');
  }
}

/** An operator API's success envelope. */
export const operatorOk = (resultData: unknown) => ({ state: '200', resultData });
