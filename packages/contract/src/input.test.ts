import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { GAMES_API_REQUESTS } from './games-api';
import { ENDPOINTS } from './index';
import { amountProblem } from './money';
import { isCleanText, TEXT_RULE_MESSAGE } from './text';

type Leaf = { path: string; schema: z.ZodType; type: 'string' | 'number' };

/** Every string and number schema inside a request schema, with where it sits. */
function leaves(schema: z.ZodType, path = 'body', out: Leaf[] = []): Leaf[] {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  const walk = (inner: unknown, at = path) => leaves(inner as z.ZodType, at, out);
  switch (def.type) {
    case 'string':
    case 'number':
      out.push({ path, schema, type: def.type });
      break;
    case 'object':
      for (const [key, inner] of Object.entries(def.shape as object)) walk(inner, `${path}.${key}`);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      walk(def.innerType);
      break;
    case 'pipe':
      walk(def.in);
      walk(def.out);
      break;
    case 'union': {
      const options = def.options as z.ZodType[];
      // A union refined as a whole (an amount as number or text) is one value to the rule.
      if ((def.checks as unknown[] | undefined)?.length) {
        for (const type of ['string', 'number'] as const) {
          if (options.some((o) => o.type === type)) out.push({ path, schema, type });
        }
      } else for (const option of options) walk(option);
      break;
    }
    case 'array':
      walk(def.element, `${path}[]`);
      break;
    case 'record':
      walk(def.keyType, `${path}{key}`);
      walk(def.valueType, `${path}{}`);
      break;
  }
  return out;
}

const REQUESTS = [
  ...ENDPOINTS.flatMap((e) =>
    e.request ? [{ name: e.path, schema: e.request as z.ZodType }] : [],
  ),
  ...GAMES_API_REQUESTS.map((e) => ({ name: `games ${e.path}`, schema: e.request as z.ZodType })),
];
const ALL = REQUESTS.flatMap(({ name, schema }) =>
  leaves(schema).map((leaf) => ({ ...leaf, name: `${name} ${leaf.path}` })),
);

describe('the text rule', () => {
  it('refuses NUL and unpaired surrogates, keeps every other character', () => {
    expect(isCleanText('plain, हिन्दी, 中文, emoji 🎲')).toBe(true);
    expect(isCleanText('')).toBe(true);
    for (const bad of [
      '\u0000',
      'a\u0000',
      '\uD800',
      'a\uD800b',
      '\uDC00',
      '🎲'[1]!,
      '\uDBFF\uDBFF',
    ]) {
      expect(isCleanText(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it.each(ALL.filter((l) => l.type === 'string').map((l) => [l.name, l.schema] as const))(
    'holds for %s',
    (_name, schema) => {
      for (const bad of ['ab\u0000', '1\uD800', '\uDFFF1']) {
        const result = schema.safeParse(bad);
        expect(result.success).toBe(false);
        expect(result.error?.issues[0]?.message).toBe(TEXT_RULE_MESSAGE);
      }
    },
  );

  it('covers every request of the contract', () => {
    expect(REQUESTS.length).toBeGreaterThan(60);
    expect(ALL.filter((l) => l.type === 'string').length).toBeGreaterThan(100);
  });
});

describe('the amount rule', () => {
  it.each([
    [10, null],
    [10.5, null],
    [1.13, null],
    ['0.01', null],
    [10_000_000, null],
    [0, 'must be above zero'],
    [-0, 'must be above zero'],
    [-1, 'must be above zero'],
    [1e308, 'must be at most 10000000'],
    [10_000_000.01, 'must be at most 10000000'],
    [1e-7, 'must have at most 2 decimals'],
    [0.1 + 0.2, 'must have at most 2 decimals'],
    [Number.NaN, 'must be a finite number'],
    ['1e3', 'must be rupees with at most 2 decimals, e.g. 10.50'],
    ['NaN', 'must be rupees with at most 2 decimals, e.g. 10.50'],
    ['0x10', 'must be rupees with at most 2 decimals, e.g. 10.50'],
    ['-5', 'must be above zero'],
    ['10\u0000', TEXT_RULE_MESSAGE],
  ])('reads %s as %s', (value, problem) => {
    expect(amountProblem(value)).toBe(problem);
  });

  it('takes zero, never -0, where zero is allowed', () => {
    expect(amountProblem(0, { allowZero: true })).toBeNull();
    expect(amountProblem('0.00', { allowZero: true })).toBeNull();
    expect(amountProblem(-0, { allowZero: true })).toBe('must not be negative');
  });

  it.each(ALL.filter((l) => l.type === 'number').map((l) => [l.name, l.schema] as const))(
    'bounds %s',
    (_name, schema) => {
      for (const huge of [1e308, -1e308, 2 ** 64])
        expect(schema.safeParse(huge).success).toBe(false);
    },
  );
});
