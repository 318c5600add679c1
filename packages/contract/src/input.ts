import { z } from 'zod';
import { amountProblem, type AmountMessages } from './money';
import { isCleanText, TEXT_RULE_MESSAGE } from './text';

/**
 * The input rules every request schema is built from (docs/architecture.md §2): text, JSON
 * data and rupee amounts. A value the database or a UTF-8 encoder cannot keep as sent is
 * refused here, with a message the envelope prefixes with the field's name.
 */

/**
 * A text field of a request: refuses NUL and unpaired surrogates first, then whatever the field
 * chains (`text().trim().max(64)`). Every string of every request schema starts here.
 */
export const text = (params?: { message?: string }) =>
  z.string(params).refine(isCleanText, { message: TEXT_RULE_MESSAGE });

/**
 * The name of the first entry of path parameters or a query string whose text breaks the text
 * rule ('query' when the name itself does), or null: these reach services outside any schema.
 */
export function uncleanEntry(values: unknown): string | null {
  if (typeof values !== 'object' || values === null) return null;
  for (const [key, value] of Object.entries(values)) {
    if (!isCleanText(key)) return 'query';
    const texts: unknown[] = Array.isArray(value) ? value : [value];
    if (texts.some((v) => typeof v === 'string' && !isCleanText(v))) return key;
  }
  return null;
}

/** How deep free-form JSON data may nest. */
export const JSON_MAX_DEPTH = 8;

export interface JsonProblem {
  /** Where in the value, e.g. ['campaign'] or ['items', 2]. */
  path: (string | number)[];
  message: string;
}

/** Why free-form JSON cannot be kept, and where, or null when it can. */
export function jsonProblem(value: unknown, path: (string | number)[] = []): JsonProblem | null {
  if (path.length > JSON_MAX_DEPTH) {
    return { path, message: `must nest at most ${JSON_MAX_DEPTH} levels` };
  }
  if (typeof value === 'string') {
    return isCleanText(value) ? null : { path, message: TEXT_RULE_MESSAGE };
  }
  if (typeof value !== 'object' || value === null) return null;
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : Object.entries(value);
  for (const [key, inner] of entries) {
    if (typeof key === 'string' && !isCleanText(key)) return { path, message: TEXT_RULE_MESSAGE };
    const problem = jsonProblem(inner, [...path, key]);
    if (problem) return problem;
  }
  return null;
}

/**
 * Free-form JSON object data (attribution events): clean text in keys and values, bounded depth,
 * at most `maxChars` characters as JSON (measured only once the depth is known to be sane).
 */
export const jsonObject = (options: { maxChars: number }) =>
  z.record(text(), z.unknown()).superRefine((value, ctx) => {
    const problem = jsonProblem(value);
    if (problem) {
      ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
    } else if (JSON.stringify(value).length > options.maxChars) {
      ctx.addIssue({
        code: 'custom',
        message: `must be at most ${options.maxChars} characters of JSON`,
      });
    }
  });

const refineAmount =
  (options: { allowZero?: boolean; messages?: AmountMessages }) =>
  (value: number | string, ctx: z.RefinementCtx) => {
    const problem = amountProblem(value, options);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  };

/** An amount of rupees as a JSON number (what the player app sends). */
export const amount = (options: { allowZero?: boolean; messages?: AmountMessages } = {}) =>
  z
    .number({ message: options.messages?.invalid ?? 'must be a number' })
    .superRefine(refineAmount(options));

/** An amount of rupees as a JSON number or text ("10.50"), as game providers may send it. */
export const amountOrText = (options: { allowZero?: boolean; messages?: AmountMessages } = {}) =>
  z
    .union([z.number(), text()], { message: 'must be a number or rupees as text' })
    .superRefine(refineAmount(options));

/** PostgreSQL's largest bigint: a row id or cursor above it cannot name a row. */
const MAX_BIGINT = 9_223_372_036_854_775_807n;
/** Total on any text (zod runs a refinement even after the regex before it failed). */
const inBigintRange = (digits: string) => /^\d{1,19}$/.test(digits) && BigInt(digits) <= MAX_BIGINT;

export const CURSOR_MESSAGE = 'expected the nextCursor of the previous page';

/** A row id or paging cursor as text: 1 to 19 digits, within PostgreSQL's bigint. */
export const rowIdText = (message: string) =>
  text()
    .regex(/^\d{1,19}$/, message)
    .refine(inBigintRange, message);

/** A cursor of two row keys `a:b` (time in microseconds and id), each within bigint. */
export const pairCursorText = (message: string) =>
  text()
    .regex(/^\d{1,19}:\d{1,19}$/, message)
    .refine((v) => v.split(':').every(inBigintRange), message);
