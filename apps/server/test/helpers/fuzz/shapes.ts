import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries of bodies shaped like a zod schema (zod 4 internals: `_zod.def`).
 * "Valid-shaped": the right keys and types within the declared bounds, so most of them pass
 * validation and reach the services; refinements the generator cannot see (a UTR matching an
 * order) may still refuse them, which is fine.
 */

type Def = Record<string, unknown> & { type: string; checks?: { _zod: { def: CheckDef } }[] };
interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def) => (def.checks ?? []).map((c) => c._zod.def);

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  let min = 0;
  let max: number | undefined;
  for (const c of checks) {
    if (c.check === 'min_length') min = Math.max(min, c.minimum ?? 0);
    if (c.check === 'max_length') max = Math.min(max ?? Infinity, c.maximum ?? Infinity);
    if (c.check === 'length_equals') min = max = c.length ?? min;
  }
  const fits = (s: string) => s.length >= min && (max === undefined || s.length <= max);
  const format = checks.find((c) => c.check === 'string_format');
  if (format?.format === 'email') return fc.emailAddress().filter(fits);
  if (format?.pattern) {
    try {
      return fc.stringMatching(format.pattern).filter(fits);
    } catch {
      // A pattern fast-check cannot read: plain text of the right length.
    }
  }
  // Mostly short readable text; now and then any Unicode (well-formed).
  const maxLength = Math.max(min, Math.min(max ?? 24, 24));
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength: min, maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: min, maxLength }) },
  );
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  const checks = checksOf(def);
  const isInt = checks.some((c) => c.check === 'number_format');
  let min = isInt ? -5 : 0.01;
  let max = isInt ? 2000 : 20_000;
  for (const c of checks) {
    if (c.check === 'greater_than') min = (c.value ?? min) + (c.inclusive ? 0 : isInt ? 1 : 0.01);
    if (c.check === 'less_than') max = (c.value ?? max) - (c.inclusive ? 0 : isInt ? 1 : 0.01);
  }
  min = Math.max(min, -1e6);
  max = Math.min(max, 1e7);
  if (isInt)
    return fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) });
  // Rupee-like: hundredths, as the player app sends them.
  const lo = Math.ceil(min * 100);
  return fc.integer({ min: lo, max: Math.max(lo, Math.floor(max * 100)) }).map((n) => n / 100);
}

/** Whether an object key may be left out (optional, nullish or defaulted). */
export const isOptional = (schema: z.ZodType) => schema.safeParse(undefined).success;

/** The keys of an object schema (through refinements), or [] when it is not one. */
export function keysOf(schema: z.ZodType): string[] {
  const def = defOf(schema);
  return def.type === 'object' ? Object.keys(def.shape as object) : [];
}

/** Bodies shaped like `schema`. */
export function shapedLike(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (key: string) => shapedLike(def[key] as z.ZodType);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def);
    case 'number':
      return numberArbitrary(def);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'null':
      return fc.constant(null);
    case 'undefined':
      return fc.constant(undefined);
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(inner('innerType'), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(inner('innerType'), { nil: null, freq: 4 });
    case 'catch':
    case 'readonly':
      return inner('innerType');
    case 'pipe': {
      // A transform's input is what the client sends; a later pipe's schema is the stricter rule.
      const out = defOf(def.out);
      return out.type === 'transform' ? inner('in') : inner('out');
    }
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map(shapedLike));
    case 'array':
      return fc.array(inner('element'), { maxLength: 4 });
    case 'record':
      return fc.dictionary(
        shapedLike(def.keyType as z.ZodType) as fc.Arbitrary<string>,
        shapedLike(def.valueType as z.ZodType),
        { maxKeys: 4 },
      );
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const keys = Object.keys(shape);
      return fc.record(Object.fromEntries(keys.map((k) => [k, shapedLike(shape[k]!)])), {
        requiredKeys: keys.filter((k) => !isOptional(shape[k]!)),
      });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
