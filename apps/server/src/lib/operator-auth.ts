import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/**
 * The operator API's credential check (bearer OPERATOR_TOKEN), compared in constant time; the
 * operator routes of every module add it as their scope's onRequest hook.
 */
export function assertOperator(request: FastifyRequest, token: string) {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError('unauthorized', 'Operator credentials required');
  }
}

/** An operator answer in the API's envelope. */
export const operatorOk = (resultData: unknown) => ({ state: '200', resultData });
