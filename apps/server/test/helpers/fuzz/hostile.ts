import fc from 'fast-check';
import type { z } from 'zod';
import { keysOf, shapedLike } from './shapes';

/**
 * Hostile request bodies: a valid-shaped body (./shapes) with one or more hostile changes, or a
 * hostile value instead of the body. Bodies travel as JSON text so that what JSON.stringify
 * cannot write (-0, 1e309, 100,000 levels of nesting, a `__proto__` key) still gets sent.
 */

/** JSON text to splice in as is. */
export class RawJson {
  constructor(readonly text: string) {}
}

const NASTY_TEXT = [
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(8),
  '\uD800',
  'x\uDBFFy',
  '\uDC00',
  '\uDFFF\uD800',
  '',
  ' ',
  '\t\r\n',
  '\u202Eevil',
  '\uFEFF',
  "' OR 1=1 --",
  '"; drop table players; --',
  '%00',
  '\\u0000',
  '${7*7}',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '-0',
  '0x1F',
  '1e3',
  ' 10 ',
  '10.555',
  '-5',
  '9'.repeat(40),
  '__proto__',
  'constructor',
];
/** Numbers as JSON writes them, including what a parser turns into -0 or Infinity. */
const NASTY_NUMBERS = [
  '1e308',
  '-1e308',
  '1e309',
  '-1e309',
  '-0',
  '0',
  '-1',
  '1e-7',
  '5e-324',
  '9007199254740993',
  '18446744073709551616',
  '9223372036854775808',
  '2147483648',
  '-2147483649',
  '0.30000000000000004',
  '1E+2',
  '100.001',
  '1.7976931348623157e308',
].map((t) => new RawJson(t));
const NASTY_SHAPES: unknown[] = [null, true, false, [], {}, [null], [[]], { a: {} }, [1, 'a']];

const deep = (depth: number, kind: 'array' | 'object') =>
  new RawJson(
    kind === 'array'
      ? `${'['.repeat(depth)}${']'.repeat(depth)}`
      : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );

/** An object whose own keys include `__proto__` / `constructor` / `prototype`. */
const poisoned = (key: string, value: unknown) => setOwn({ x: 1 }, [[key, value]]);

/** Hostile text only: for path parameters, query strings and headers. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 1, arbitrary: fc.constantFrom(...NASTY_NUMBERS.map((n) => n.text)) },
  { weight: 1, arbitrary: fc.constantFrom(2_000, 70_000).map((n) => 'a'.repeat(n)) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom(...NASTY_SHAPES) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom(2_000, 70_000, 300_000),
        fc.constantFrom('a', '\u0000', '🎲', '\uD800'),
      )
      .map(([n, c]) => c.repeat(n)),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom(20, 5_000, 100_000),
        fc.constantFrom('array' as const, 'object' as const),
      )
      .map(([n, kind]) => deep(n, kind)),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom('__proto__', 'constructor', 'prototype'),
        fc.constantFrom({ isAdmin: true }, { prototype: { polluted: 1 } }, null),
      )
      .map(([key, value]) => poisoned(key, value)),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

const BROKEN_JSON = [
  '{',
  '{"a":',
  '[',
  'nul',
  '\u0000',
  '{"a":1}garbage',
  '',
  '{"a":1,}',
  "{'a':1}",
];

type Change =
  | { kind: 'valid' }
  | { kind: 'set'; entries: [string, unknown][] }
  | { kind: 'drop'; key: string }
  | { kind: 'extra'; entries: [string, unknown][] }
  | { kind: 'whole'; value: unknown }
  | { kind: 'broken'; text: string };

export interface FuzzBody {
  /** The JSON text sent. */
  raw: string;
  /** Mostly application/json; now and then a type the endpoint does not take. */
  contentType: string;
  /** Whether anything hostile was done to the valid-shaped body. */
  hostile: boolean;
}

/**
 * Bodies for `schema`: about one in eight valid-shaped, the rest hostile. `fixed` is laid over
 * every valid-shaped body (the common fields of the real app, a session's sign and uid) and its
 * keys are changed only when `touchFixed` lists them.
 */
export function fuzzBodies(
  schema: z.ZodType,
  fixed: Record<string, unknown>,
  touchFixed: readonly string[] = [],
): fc.Arbitrary<FuzzBody> {
  const keys = [...new Set([...keysOf(schema), ...touchFixed])].filter(
    (k) => !(k in fixed) || touchFixed.includes(k),
  );
  const key = keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('x');
  const otherKey = fc.oneof(
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString'),
    fc.string({ maxLength: 12 }),
  );
  const change: fc.Arbitrary<Change> = fc.oneof(
    { weight: 2, arbitrary: fc.constant<Change>({ kind: 'valid' }) },
    {
      weight: 6,
      arbitrary: fc
        .array(fc.tuple(key, hostileValue), { minLength: 1, maxLength: 3 })
        .map((entries): Change => ({ kind: 'set', entries })),
    },
    { weight: 2, arbitrary: key.map((k): Change => ({ kind: 'drop', key: k })) },
    {
      weight: 2,
      arbitrary: fc
        .array(fc.tuple(otherKey, hostileValue), { minLength: 1, maxLength: 3 })
        .map((entries): Change => ({ kind: 'extra', entries })),
    },
    { weight: 2, arbitrary: hostileValue.map((value): Change => ({ kind: 'whole', value })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...BROKEN_JSON).map((text): Change => ({ kind: 'broken', text })),
    },
  );
  return fc.tuple(shapedLike(schema), change, contentType).map(([shaped, c, type]) => {
    const { raw, hostile } = apply({ ...(shaped as object), ...fixed }, c);
    return { raw, contentType: type, hostile: hostile || type !== JSON_TYPE };
  });
}

const JSON_TYPE = 'application/json';
const contentType = fc.oneof(
  { weight: 15, arbitrary: fc.constant(JSON_TYPE) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=fuzz',
      'application/json; charset=latin1',
      'application/xml',
    ),
  },
);

/** Sets own properties, `__proto__` included (plain assignment would change the prototype). */
function setOwn(body: Record<string, unknown>, entries: [string, unknown][]) {
  for (const [key, value] of entries) {
    Object.defineProperty(body, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return body;
}

function apply(body: Record<string, unknown>, c: Change): { raw: string; hostile: boolean } {
  switch (c.kind) {
    case 'valid':
      return { raw: toJsonText(body), hostile: false };
    case 'set':
    case 'extra':
      return { raw: toJsonText(setOwn(body, c.entries)), hostile: true };
    case 'drop':
      delete body[c.key];
      return { raw: toJsonText(body), hostile: true };
    case 'whole':
      return { raw: toJsonText(c.value), hostile: true };
    case 'broken':
      return { raw: c.text, hostile: true };
  }
}

/** JSON text of `value`, with RawJson pieces spliced in verbatim. */
export function toJsonText(value: unknown): string {
  const pieces: string[] = [];
  const marker = (i: number) => `@@raw-${i}-k9x@@`;
  const text =
    JSON.stringify(value, (_key, v: unknown) =>
      v instanceof RawJson ? marker(pieces.push(v.text) - 1) : v,
    ) ?? 'null';
  return text.replace(/"@@raw-(\d+)-k9x@@"/g, (_m, i: string) => pieces[Number(i)]!);
}
