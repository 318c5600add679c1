import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS, readString } from '../lib/storage';
import enCommon from '../locales/en/common.json';
import {
  FALLBACK_LANGUAGE,
  normalizeLanguage,
  resolveLanguage,
  type UiLanguage,
} from './languages';

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
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const LANGUAGE_EVENT = 'khel:languagechange';

// English common strings ship with the first screen; everything else loads when a page needs it,
// as JSON files — data, not code (vite.config.ts never inlines them) — by their hashed URLs.
const lazyBundles = import.meta.glob<string>(
  ['../locales/*/*.json', '!../locales/en/common.json'],
  { query: '?url', import: 'default', eager: true },
);

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const url = lazyBundles[`../locales/${language}/${namespace}.json`];
    if (!url) {
      callback(null, {});
      return;
    }
    fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        return response.json() as Promise<Record<string, unknown>>;
      })
      .then(
        (bundle) => callback(null, bundle),
        (error: unknown) => callback(error as Error, null),
      );
  },
};

export async function initI18n(): Promise<UiLanguage> {
  const language = resolveLanguage({
    saved: readString(STORAGE_KEYS.lang),
    configured: import.meta.env.VITE_DEFAULT_LOCALE as string | undefined,
    browser: navigator.languages ?? [navigator.language],
  });
  await i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      ns: ['common'],
      defaultNS: 'common',
      partialBundledLanguages: true,
      resources: { en: { common: enCommon } },
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  document.documentElement.lang = language;
  return language;
}

export const currentLanguage = (): UiLanguage =>
  normalizeLanguage(i18next.resolvedLanguage ?? i18next.language) ?? FALLBACK_LANGUAGE;

export { i18next };
