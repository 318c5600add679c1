import type { Alias } from 'vite';

// The player app and the game pages are written against React's API and built on Preact's
// (preact/compat): the same components and hooks at a tenth of react-dom's weight, which is most
// of what keeps the first screen within its budget (docs/architecture.md §7, "First screen").
// Libraries that import react (TanStack Query, react-i18next, Zustand) get the same alias.
export const reactOnPreact: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];
