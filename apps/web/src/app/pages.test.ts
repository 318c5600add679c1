import { describe, expect, expectTypeOf, it } from 'vitest';
import { PATHS, type AppPath } from '../router/paths';
import { PAGE_LOADERS } from './pages';

const ALL_PATHS = Object.values(PATHS);

describe('the lazy page table', () => {
  it('has a page loader for every path, and a path for every page loader', () => {
    // Type-level: PAGE_LOADERS is keyed by exactly the AppPath union.
    expectTypeOf<keyof typeof PAGE_LOADERS>().toEqualTypeOf<AppPath>();
    expect(Object.keys(PAGE_LOADERS).sort()).toEqual([...ALL_PATHS].sort());
    for (const load of Object.values(PAGE_LOADERS)) expect(typeof load).toBe('function');
  });

  it('mirrors the URL in src/pages: every non-entry path names a page module that exists', () => {
    const modules = Object.keys(import.meta.glob('../pages/**/*.tsx'));
    for (const path of ALL_PATHS.filter((p) => p !== PATHS.entry)) {
      expect(modules, path).toContain(`..${path}.tsx`);
    }
  });
});
