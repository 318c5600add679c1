import { translate, type Messages, type TranslateOptions } from '@khel/contract/translate';
import { STORAGE_KEYS, readString } from '../lib/storage';
import enCommon from '../locales/en/common.json';
import {
  FALLBACK_LANGUAGE,
  normalizeLanguage,
  resolveLanguage,
  type UiLanguage,
} from './languages';
import type { Namespace, TFunction } from './resources';

export type { Namespace, TFunction, TranslationKey } from './resources';

/** Page namespaces; each lives in src/locales/<language>/<namespace>.json. */
export const NAMESPACES = [
  'common',
  'home',
  'promo',
  'vip',
  'earn',
  'account',
  'wallet',
  'login',
  'mail',
  'search',
  'game',
  'faq',
  'protection',
  'play',
] as const satisfies readonly Namespace[];

export const LANGUAGE_EVENT = 'khel:languagechange';

// English common strings ship with the first screen; everything else loads when a page needs it,
// as JSON files — data, not code (vite.config.ts never inlines them) — by their hashed URLs, only
// the current language's (docs/architecture.md §7).
const lazyBundles = import.meta.glob<string>(
  ['../locales/*/*.json', '!../locales/en/common.json'],
  { query: '?url', import: 'default', eager: true },
);

let language: UiLanguage = FALLBACK_LANGUAGE;
/** Loaded messages by `<language>/<namespace>`. */
const bundles = new Map<string, Messages>([['en/common', enCommon]]);
const loading = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();

async function fetchBundle(lng: UiLanguage, ns: Namespace): Promise<Messages> {
  const url = lazyBundles[`../locales/${lng}/${ns}.json`];
  if (!url) return {};
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as Messages;
}

/** Loads a namespace of a language once; when that fails, its English messages stand in. */
export function loadNamespace(lng: UiLanguage, ns: Namespace): Promise<void> {
  const id = `${lng}/${ns}`;
  let pending = loading.get(id);
  if (pending) return pending;
  pending = bundles.has(id)
    ? Promise.resolve()
    : fetchBundle(lng, ns).then(
        (messages) => void bundles.set(id, messages),
        async () => {
          if (lng !== FALLBACK_LANGUAGE) await loadNamespace(FALLBACK_LANGUAGE, ns);
          bundles.set(id, bundles.get(`${FALLBACK_LANGUAGE}/${ns}`) ?? {});
        },
      );
  loading.set(id, pending);
  return pending;
}

/** A namespace's messages the app already has (the server's app page carries the first screen's). */
export function addMessages(lng: UiLanguage, ns: Namespace, messages: Messages) {
  const id = `${lng}/${ns}`;
  if (!bundles.has(id) && !loading.has(id)) bundles.set(id, messages);
}

export const isLoaded = (lng: UiLanguage, ns: Namespace) => bundles.has(`${lng}/${ns}`);

/** The translate function of `namespaces` in `lng`: English where a message is missing. */
export function translator<NS extends Namespace>(
  lng: UiLanguage,
  namespaces: readonly NS[],
): TFunction<NS> {
  return (key: string, options?: TranslateOptions) => {
    let spaces: readonly string[] = namespaces;
    const colon = key.indexOf(':');
    if (colon > 0) {
      spaces = [key.slice(0, colon)];
      key = key.slice(colon + 1);
    }
    const sources = spaces.map((ns) => bundles.get(`${lng}/${ns}`));
    if (lng !== FALLBACK_LANGUAGE)
      sources.push(...spaces.map((ns) => bundles.get(`${FALLBACK_LANGUAGE}/${ns}`)));
    return translate(lng, sources, key, options);
  };
}

/** The current language and a subscription to its changes (for the React hook). */
export const languageStore = {
  language: () => language,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/** Outside React: the current language's common messages (or `ns:key`). */
export const i18n = {
  t: ((key, options) => translator(language, ['common'])(key, options)) as TFunction,
  /**
   * Switches to `lng` once every namespace loaded so far has its messages in it (no page waits on
   * a blank), then re-renders whatever translates.
   */
  async changeLanguage(lng: UiLanguage): Promise<void> {
    const used = new Set<Namespace>(['common']);
    for (const id of bundles.keys()) used.add(id.slice(id.indexOf('/') + 1) as Namespace);
    await Promise.all([...used].map((ns) => loadNamespace(lng, ns)));
    language = lng;
    for (const listener of listeners) listener();
  },
};

export async function initI18n(): Promise<UiLanguage> {
  const lng = resolveLanguage({
    saved: readString(STORAGE_KEYS.lang),
    configured: import.meta.env.VITE_DEFAULT_LOCALE as string | undefined,
    browser: navigator.languages ?? [navigator.language],
  });
  await loadNamespace(lng, 'common');
  language = lng;
  document.documentElement.lang = lng;
  return lng;
}

export const currentLanguage = (): UiLanguage => normalizeLanguage(language) ?? FALLBACK_LANGUAGE;
