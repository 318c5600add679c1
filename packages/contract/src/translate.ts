// The translation runtime the player app and the game pages share (docs/architecture.md §7): a
// message looked up by a dotted key in JSON bundles, `{{name}}` interpolation and `_one`/`_other`…
// plural forms chosen by Intl.PluralRules — the subset of i18next's JSON v4 format the locale files
// use, in a few hundred bytes instead of a library. No dependencies: the web bundles import it.

/** A locale file's content: nested objects of strings. */
export interface Messages {
  [key: string]: string | Messages;
}

/** Interpolation values; `count` also picks the plural form. */
export type TranslateOptions = Record<string, unknown> & { count?: number };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Singular<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** Every key of a locale file's type, dotted, plural forms also by their base key. */
export type KeyOf<T> = {
  [K in keyof T & string]: T[K] extends string
    ? K | Singular<K>
    : T[K] extends object
      ? `${K}.${KeyOf<T[K]>}`
      : never;
}[keyof T & string];

function lookup(messages: Messages | undefined, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * The message of `key` in the first of `sources` that has it (the language's bundles, then the
 * fallback's), interpolated; the key itself when none has it (as i18next answers).
 */
export function translate(
  language: string,
  sources: readonly (Messages | undefined)[],
  key: string,
  options?: TranslateOptions,
): string {
  const count = options?.count;
  const candidates = [key];
  // Plural forms only for a message that has them (an `_other`): a count that is only a value
  // costs no Intl.PluralRules (its first one in a language is ≈ 15 ms of a slow phone's first
  // screen, docs/architecture.md §7).
  if (
    typeof count === 'number' &&
    !PLURAL_SUFFIX.test(key) &&
    sources.some((source) => lookup(source, `${key}_other`) !== undefined)
  ) {
    let rules = pluralRules.get(language);
    if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
    candidates.unshift(`${key}_${rules.select(count)}`, `${key}_other`);
    if (count === 0) candidates.unshift(`${key}_zero`);
  }
  let message: string | undefined;
  for (const source of sources) {
    for (const candidate of candidates) {
      message = lookup(source, candidate);
      if (message !== undefined) break;
    }
    if (message !== undefined) break;
  }
  if (message === undefined) return key;
  if (!options) return message;
  return message.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? '' : String(value);
  });
}
