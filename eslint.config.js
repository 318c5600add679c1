import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig*.json', 'packages/*/tsconfig.json', 'scripts/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['scripts/**', 'apps/web/e2e/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The web bundle must not pull zod: only types from the contract's index, values from its
      // zod-free entry points.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@khel/contract',
              allowTypeImports: true,
              message:
                'Import values from @khel/contract/constants or /paths; the index pulls zod.',
            },
            { name: 'zod', message: 'Keep zod out of the web bundle; validate on the server.' },
          ],
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
        { basePath: import.meta.dirname, zones: [...WEB_LAYER_ZONES, ...WEB_FEATURE_ENTRY_ZONES] },
      ],
    },
  },
  {
    // A test may use another feature's fixtures; the layers still hold.
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: WEB_LAYER_ZONES },
      ],
    },
  },
  {
    // Type-aware rules for the web app: a promise is awaited or its failure handled; no async
    // function where a void callback is expected, React handlers included (one that handles its
    // own failures is called as `() => void run()`); a switch over a union covers every member.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
    },
  },
);
