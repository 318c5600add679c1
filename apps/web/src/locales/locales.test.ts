import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '../i18n/languages';

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', {
  eager: true,
  import: 'default',
});

/** Every leaf key of a translation file, dotted. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

/** Plural forms differ by language (zh and id have only `other`, es and fr add `many`). */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKeys = (keys: Iterable<string>) =>
  [...new Set([...keys].map((k) => k.replace(PLURAL, '')))].sort();

const namespaces = Object.keys(files)
  .filter((f) => f.startsWith('./en/'))
  .map((f) => f.slice('./en/'.length, -'.json'.length));

describe.each(namespaces)('the %s translations', (namespace) => {
  const english = leaves(files[`./en/${namespace}.json`]);

  it.each(UI_LANGUAGES.filter((l) => l !== 'en'))('are complete in %s', (language) => {
    const file = files[`./${language}/${namespace}.json`];
    expect(file, `${language}/${namespace}.json is missing`).toBeDefined();
    const translated = leaves(file);
    expect(baseKeys(translated.keys())).toEqual(baseKeys(english.keys()));
    for (const key of english.keys()) {
      if (key.endsWith('_other')) expect(translated.has(key), `${language} ${key}`).toBe(true);
    }
    for (const [key, value] of translated) {
      expect(typeof value === 'string' && value.trim().length > 0, `${language} ${key}`).toBe(true);
      // Interpolations must survive translation.
      const vars = (s: unknown) =>
        String(s)
          .match(/{{\s*\w+\s*}}/g)
          ?.sort() ?? [];
      const source = english.get(key) ?? english.get(key.replace(PLURAL, '_other'));
      expect(vars(value), `${language} ${key}`).toEqual(vars(source));
    }
  });
});
