import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../errors';
import { describeIssue } from '../plugins/api';

/**
 * The operator API's guard (docs/architecture.md §2): `Authorization: Bearer OPERATOR_TOKEN`,
 * compared in constant time. Operator routes are not player endpoints, so not in the contract.
 */
export function assertOperator(request: FastifyRequest, token: string) {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError('unauthorized', 'Operator credentials required');
  }
}

/** The envelope of an operator answer. */
export const operatorOk = (resultData: unknown) => ({ state: '200', resultData });

/** An operator body parsed by `schema`, or 400 with the first issue. */
export function parseOperatorBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw new AppError('badRequest', describeIssue(parsed.error));
  return parsed.data;
}
