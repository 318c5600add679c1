import { useState } from 'react';
import type { z } from 'zod';

/**
 * A form held as one value and checked with the contract's schema on submit (for forms of
 * lists, where react-hook-form's field paths add nothing): `error(path)` gives the message of
 * the first issue at `path` ('typeA.amountList', 'rechargeTypeList.0.amountRange').
 */
export function useSchemaState<S extends z.ZodType>(schema: S, initial: z.input<S>) {
  const [values, setValues] = useState<z.input<S>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const check = (): z.output<S> | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const found: Record<string, string> = {};
    for (const issue of result.error.issues) found[issue.path.join('.')] ??= issue.message;
    setErrors(found);
    return null;
  };
  const error = (path: string) => (errors[path] ? { message: errors[path] } : undefined);
  return { values, setValues, errors, check, error };
}

/** What a number field holds: a number, or undefined while empty (the schema says why). */
export const numberOf = (text: string): number | undefined =>
  text.trim() === '' ? undefined : Number(text);

/** "100, 200 500" → [100, 200, 500]; what is not a number stays NaN for the schema to refuse. */
export const numbersOf = (text: string): number[] =>
  text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
