import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/**
 * The operator APIs' check (withdrawal review, promo codes): `Authorization: Bearer
 * <OPERATOR_TOKEN>`, compared in constant time. Not player endpoints, so not in the contract.
 */
export function assertOperator(request: FastifyRequest, token: string) {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError('unauthorized', 'Operator credentials required');
  }
}

/** An operator API answer in the API envelope. */
export const operatorOk = (resultData: unknown) => ({ state: '200', resultData });
