import { describe, expect, expectTypeOf, it } from 'vitest';
import { PATHS, type PathKey } from '../router/paths';
import { PAGE_LOADERS } from './pages';

const KEYS = Object.keys(PATHS) as PathKey[];

describe('the lazy page table', () => {
  it('has a page loader for every route, and a route for every page loader', () => {
    // Type-level: PAGE_LOADERS is keyed by exactly the route names.
    expectTypeOf<keyof typeof PAGE_LOADERS>().toEqualTypeOf<PathKey>();
    expect(Object.keys(PAGE_LOADERS).sort()).toEqual([...KEYS].sort());
  });

  it("loads each route's page from the module its URL names (src/pages mirrors the URL)", () => {
    const modules = Object.keys(import.meta.glob('../pages/**/*.tsx'));
    for (const key of KEYS) {
      const module = key === 'entry' ? '/pages/index/index' : PATHS[key];
      expect(modules, key).toContain(`..${module}.tsx`);
      // The loader imports exactly that module (not a sibling whose name starts the same).
      expect(String(PAGE_LOADERS[key]), key).toMatch(new RegExp(`${module}(\\.tsx)?['"]`));
    }
  });
});
