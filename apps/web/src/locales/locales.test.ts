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

const namespaces = Object.keys(files)
  .filter((f) => f.startsWith('./en/'))
  .map((f) => f.slice('./en/'.length, -'.json'.length));

describe.each(namespaces)('the %s translations', (namespace) => {
  const english = leaves(files[`./en/${namespace}.json`]);

  it.each(UI_LANGUAGES.filter((l) => l !== 'en'))('are complete in %s', (language) => {
    const file = files[`./${language}/${namespace}.json`];
    expect(file, `${language}/${namespace}.json is missing`).toBeDefined();
    const translated = leaves(file);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, value] of translated) {
      expect(typeof value === 'string' && value.trim().length > 0, `${language} ${key}`).toBe(true);
      // Interpolations must survive translation.
      const vars = (s: unknown) =>
        String(s)
          .match(/{{\s*\w+\s*}}/g)
          ?.sort() ?? [];
      expect(vars(value), `${language} ${key}`).toEqual(vars(english.get(key)));
    }
  });
});
