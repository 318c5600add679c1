import { toHundredths } from './multiplier';

/** Helpers shared by the Crash stores: database values to numbers, multipliers to SQL. */
export type Raw = Record<string, unknown>;
export const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
export const hundredths = (v: unknown) =>
  v === null || v === undefined ? null : toHundredths(Number(v));
export const iso = (v: unknown) =>
  v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString();
/** A multiplier in hundredths as the numeric(12,2) text SQL takes. */
export const decimal = (h: number) => (h / 100).toFixed(2);
