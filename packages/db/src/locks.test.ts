import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ADVISORY_LOCKS, LOCK_NAMESPACES } from './locks';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const INT4_MAX = 2 ** 31 - 1;

/** Source and SQL files of every part (not node_modules, builds or tests). */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return ['node_modules', 'dist', 'test', 'e2e'].includes(entry.name) ? [] : sources(full);
    }
    return /\.(ts|tsx|mjs|sql)$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

describe('advisory lock registry', () => {
  it('gives every lock a key of its own', () => {
    const keys = Object.values(ADVISORY_LOCKS);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(Number.isSafeInteger(key) && key > 0).toBe(true);
    const namespaces = Object.values(LOCK_NAMESPACES);
    expect(new Set(namespaces).size).toBe(namespaces.length);
    for (const ns of namespaces)
      expect(Number.isInteger(ns) && ns > 0 && ns <= INT4_MAX).toBe(true);
  });

  it('is where every advisory lock in the code takes its key', () => {
    const files = ['apps', 'packages', 'scripts'].flatMap((d) => sources(path.join(ROOT, d)));
    const call = /pg_(?:try_)?advisory_(?:xact_)?(?:un)?lock(?:_shared)?\(\s*([^)\s,]*)/g;
    const literal: string[] = [];
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(call)) {
        // A number or a bare hashtext() as the key is a lock outside the registry.
        if (/^(\d|hashtext)/.test(match[1] ?? '')) {
          literal.push(`${path.relative(ROOT, file)}: ${match[0]}`);
        }
      }
      if (/lockKey:\s*\d/.test(text)) literal.push(`${path.relative(ROOT, file)}: lockKey`);
    }
    expect(literal).toEqual([]);
  });
});
