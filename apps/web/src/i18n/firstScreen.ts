import type { Namespace } from './resources';

/**
 * What the first screen — the entry page, Home and its top bar — translates with. English common
 * ships in the code (i18n/index.ts); the server's app page carries the rest in the language it
 * guesses (build/first-screen-words.ts, docs/architecture.md §7), and the launch loads what is
 * still missing beside its fetches (main.tsx).
 */
export const FIRST_SCREEN_NAMESPACES = [
  'common',
  'home',
  'mail',
] as const satisfies readonly Namespace[];
