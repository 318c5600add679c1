import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, NAMESPACES } from '../i18n';

/**
 * The back office's texts: every namespace in all six languages with the same keys and
 * placeholders, no empty text, and every literal key the screens ask for present in English.
 */
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', {
  eager: true,
  import: 'default',
});

function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value))
      for (const [k, v] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  } else out.set(prefix, value);
  return out;
}
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKeys = (keys: Iterable<string>) =>
  [...new Set([...keys].map((k) => k.replace(PLURAL, '')))].sort();
const vars = (s: unknown) =>
  String(s)
    .match(/{{\s*\w+\s*}}/g)
    ?.sort() ?? [];

describe.each([...NAMESPACES])('the %s texts', (namespace) => {
  const english = leaves(files[`./en/${namespace}.json`]);
  it('exist in English', () => expect(english.size).toBeGreaterThan(0));
  it.each(LANGUAGES.filter((l) => l !== 'en'))('are complete in %s', (language) => {
    const file = files[`./${language}/${namespace}.json`];
    expect(file, `${language}/${namespace}.json is missing`).toBeDefined();
    const translated = leaves(file);
    expect(baseKeys(translated.keys())).toEqual(baseKeys(english.keys()));
    for (const [key, value] of translated) {
      expect(typeof value === 'string' && value.trim().length > 0, `${language} ${key}`).toBe(true);
      const source = english.get(key) ?? english.get(key.replace(PLURAL, '_other'));
      expect(vars(value), `${language} ${key}`).toEqual(vars(source));
    }
  });
});

describe('the screens', () => {
  it('ask only for keys that exist', () => {
    const english = new Map(
      NAMESPACES.map((ns) => [ns, baseKeys(leaves(files[`./en/${ns}.json`]).keys())] as const),
    );
    const missing: string[] = [];
    const root = path.resolve(import.meta.dirname, '..');
    const walk = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const full = path.join(dir, e.name);
        if (e.isDirectory()) return walk(full);
        return /\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts') ? [full] : [];
      });
    for (const file of walk(root)) {
      const source = fs.readFileSync(file, 'utf8');
      const own = /useTranslation\('([\w-]+)'\)/.exec(source)?.[1] ?? 'common';
      for (const [, key] of source.matchAll(/\bt\('([\w.:-]+)'/g)) {
        const [ns, name] = key!.includes(':') ? key!.split(':') : [own, key!];
        const keys = english.get(ns as (typeof NAMESPACES)[number]);
        if (!keys?.includes(name!.replace(PLURAL, '')))
          missing.push(`${path.relative(root, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
