import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const here = import.meta.dirname;
const dirsIn = (dir) =>
  readdirSync(`${here}/${dir}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// Server modules: apps/server/src/modules/<name>, each entered only through its index.ts.
const SERVER = 'apps/server/src';
const serverModules = dirsIn(`${SERVER}/modules`);
// Apps, and the files each exports as its package entries (package.json "exports").
const apps = dirsIn('apps');
const entriesOf = (app) => {
  const { exports: entries = {} } = JSON.parse(
    readFileSync(`${here}/apps/${app}/package.json`, 'utf8'),
  );
  return Object.values(typeof entries === 'string' ? { '.': entries } : entries);
};
// A module's layers, by file name: routes on top, stores at the bottom, services between.
const ROUTES = [
  `${SERVER}/modules/*/routes.ts`,
  `${SERVER}/modules/*/*-routes.ts`,
  `${SERVER}/modules/*/*-route.ts`,
];
const STORES = [`${SERVER}/modules/*/store.ts`, `${SERVER}/modules/*/*-store.ts`];

// Zones of import-x/no-restricted-paths (see docs/architecture.md and the block that uses them).
const boundaryZones = [
  ...serverModules.map((name) => ({
    target: [
      `${SERVER}/*.ts`,
      `${SERVER}/!(modules)/**`,
      `${SERVER}/modules/!(${name})/**`,
      'scripts/**',
    ],
    from: `${SERVER}/modules/${name}`,
    except: ['./index.ts'],
    message: `Import the ${name} module through its door, modules/${name} (index.ts).`,
  })),
  {
    target: [`${SERVER}/lib`, `${SERVER}/plugins`, `${SERVER}/integrations`],
    from: `${SERVER}/modules`,
    message: 'lib/, plugins/ and integrations/ know no module: app.ts hands them what they need.',
  },
  {
    target: 'packages',
    from: 'apps',
    message: 'Packages never depend on apps.',
  },
  ...apps.flatMap((app) =>
    apps
      .filter((other) => other !== app)
      .map((other) => ({
        target: `apps/${app}`,
        from: `apps/${other}`,
        except: entriesOf(other),
        message: `Import ${other} only through its package entries (@khel/${other}).`,
      })),
  ),
  {
    target: STORES,
    from: `${SERVER}/modules/**`,
    except: ['**/modules/*/store.ts', '**/modules/*/*-store.ts'],
    message: 'A store is the bottom layer: it imports only the database and other stores.',
  },
  {
    target: `${SERVER}/modules/*/!(index).ts`,
    from: ROUTES,
    message: "Routes are the top layer: only the module's index.ts registers them.",
  },
  {
    target: ROUTES,
    from: STORES,
    message: 'Routes go through a service, never a store.',
  },
];

// How import-x finds files: TypeScript's resolution over every workspace's tsconfig.
const importSettings = {
  'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/resolver-next': [
    createTypeScriptImportResolver({
      project: [
        'apps/*/tsconfig.json',
        'apps/games/src/web/tsconfig.json',
        'packages/*/tsconfig.json',
        'scripts/tsconfig.json',
      ],
      noWarnOnMultipleProjects: true,
    }),
  ],
};

/**
 * Module boundaries of apps/web (see docs/architecture.md, Web). Layers, top to bottom: the shell
 * (main.tsx, app/ with the lazy page table app/pages.ts) → pages → features → the foundations
 * (ui, lib, api, stores, i18n, locales, router: paths, route table, navigation). An import may
 * only go down. layouts/ are the frames of pages: the shell and pages import them, they import
 * only the foundations.
 */
const web = (path) => `./apps/web/src/${path}`;
const SHELL = [web('app'), web('main.tsx')];
const WEB_FEATURES = readdirSync(new URL('apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const WEB_LAYER_ZONES = [
  {
    // Foundations know no feature, page, layout or shell.
    target: ['ui', 'lib', 'api', 'stores', 'i18n', 'locales', 'router'].map(web),
    from: [web('features'), web('pages'), web('layouts'), ...SHELL],
    message:
      'ui, lib, api, stores, i18n and router are below features and pages (docs/architecture.md, Web).',
  },
  {
    // Features know no page, layout or shell: never the lazy page table, so no page import cycle.
    target: web('features'),
    from: [web('pages'), web('layouts'), ...SHELL],
    message:
      'A feature must not import pages, layouts or the app shell (docs/architecture.md, Web); open a page with router/navigation and PATHS.',
  },
  {
    // Layouts frame pages: they import neither a page, a feature nor the shell.
    target: web('layouts'),
    from: [web('pages'), web('features'), ...SHELL],
    message: 'Layouts import only the foundations (docs/architecture.md, Web).',
  },
  {
    // Pages are loaded by the shell (app/pages.ts), never the reverse.
    target: web('pages'),
    from: SHELL,
    message: 'Pages must not import the app shell (docs/architecture.md, Web).',
  },
];
// A feature reaches another only through its public entry, features/<name>/index.ts.
const WEB_FEATURE_ENTRY_ZONES = WEB_FEATURES.map((name) => ({
  target: web(`features/${name}`),
  from: web('features'),
  except: [`./${name}`, ...WEB_FEATURES.map((other) => `./${other}/index.ts`)],
  message: `Import another feature through its entry, features/<name>/index.ts (docs/architecture.md, Web).`,
}));

// The web bundle must not pull zod: only types from the contract's index, values from its
// zod-free entry points.
const WEB_BUNDLE_IMPORTS = [
  {
    name: '@khel/contract',
    allowTypeImports: true,
    message: 'Import values from @khel/contract/constants or /paths; the index pulls zod.',
  },
  { name: 'zod', message: 'Keep zod out of the web bundle; validate on the server.' },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.test-artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    // Module boundaries (docs/architecture.md): no import cycles anywhere.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Boundaries between apps, packages and server modules (see docs/architecture.md). Tests may
    // reach into a module's inner files; nothing else may.
    //  - zone "server modules": a module is imported only as modules/<name> (its index.ts), from
    //    other modules, app.ts, ops, integrations and the root scripts alike;
    //  - zone "lib, plugins and integrations": helpers, HTTP plumbing and adapters to outside
    //    systems know no module;
    //  - zone "packages": packages/* never import apps/*;
    //  - zone "apps": an app reaches another only through that app's package entries;
    //  - zone "module layers", inside a server module: routes → services → stores. A store
    //    (store.ts, *-store.ts) is the bottom: it imports no file of the modules but another
    //    store. Routes (routes.ts, *-routes.ts, *-route.ts) are the top: only the module's
    //    index.ts imports them, and they reach the database through a service, never a store.
    // apps/web/src is left to the web block: two blocks setting import-x/no-restricted-paths for
    // one file do not add up (the later one wins), so the web block's rule must list boundaryZones.
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', 'apps/web/e2e/**', 'apps/web/src/**'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: here,
          zones: boundaryZones,
        },
      ],
    },
  },
  {
    // Type-aware checks: a promise is awaited or its failure handled, never dropped; no async
    // function where a void callback is expected, React handlers included (one that handles its
    // own failures is called as `() => void run()`); a switch over a union covers every member.
    // Each file is typed by its nearest tsconfig.json (apps/games/src/web has its own).
    files: [
      'apps/web/src/**/*.{ts,tsx}',
      'apps/admin/src/**/*.{ts,tsx}',
      'apps/server/**/*.ts',
      'apps/games/**/*.{ts,tsx}',
      'apps/psp-sandbox/**/*.ts',
      'packages/**/*.ts',
      'scripts/**/*.{ts,mjs}',
    ],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
    },
  },
  {
    files: ['scripts/**', 'apps/web/e2e/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // The installable app's browser scripts (docs/architecture.md §7): the service worker, and the
    // offline screen's and the registration's page scripts.
    files: ['apps/web/pwa/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/pwa/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // The back office (apps/admin): a desktop browser app; React's hook rules as the player app.
    files: ['apps/admin/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // No zod in the web bundle, and TanStack Query's client only in lazy pages.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...WEB_BUNDLE_IMPORTS,
            {
              name: '@tanstack/react-query',
              allowTypeImports: true,
              message:
                "Use api/query.ts's hooks (or api/cachedQuery.ts on the first screen): no QueryClientProvider, the client stays out of the first screen.",
            },
          ],
        },
      ],
    },
  },
  {
    // The hooks over the app's client, the client itself, and tests making their own.
    files: [
      'apps/web/src/api/query.ts',
      'apps/web/src/api/queryClient.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: WEB_BUNDLE_IMPORTS,
        },
      ],
    },
  },
  {
    // Web layering (docs/architecture.md, Web): the zones above, and feature entries.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: here,
          zones: [...boundaryZones, ...WEB_LAYER_ZONES, ...WEB_FEATURE_ENTRY_ZONES],
        },
      ],
    },
  },
  {
    // A test may use another feature's fixtures; the layers still hold.
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: here, zones: [...boundaryZones, ...WEB_LAYER_ZONES] },
      ],
    },
  },
);
