import type { z } from 'zod';
import { AppError } from '../errors';
import { describeIssue } from '../plugins/api';

/** An operator API body parsed by `schema`, or 400 with its first issue. */
export function parseOperatorBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw new AppError('badRequest', describeIssue(parsed.error));
  return parsed.data;
}
