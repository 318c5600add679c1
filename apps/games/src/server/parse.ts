import type { z } from 'zod';
import { GameError } from './errors';

/** The body as `schema` (packages/contract games-api) reads it; INVALID_REQUEST naming the field. */
export function parse<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw new GameError('INVALID_REQUEST', `${where}${issue?.message ?? 'invalid request'}`);
  }
  return result.data;
}
