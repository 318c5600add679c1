import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS, readString, writeString } from '../lib/storage';
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
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const LANGUAGE_EVENT = 'khel:languagechange';

// English common strings ship with the first screen; everything else loads when a page needs it.
const lazyBundles = import.meta.glob(['../locales/*/*.json', '!../locales/en/common.json']);

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = lazyBundles[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, (module as { default: Record<string, unknown> }).default),
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

/**
 * Changes the UI language only for a different, non-empty code (SPEC.md §4): applies it, saves
 * it and announces it with a `khel:languagechange` event. Returns whether it changed.
 */
export async function setLanguage(code: string | null | undefined): Promise<boolean> {
  const language = normalizeLanguage(code);
  if (!language || language === currentLanguage()) return false;
  await i18next.changeLanguage(language);
  writeString(STORAGE_KEYS.lang, language);
  document.documentElement.lang = language;
  window.dispatchEvent(new CustomEvent(LANGUAGE_EVENT, { detail: language }));
  return true;
}

export { i18next };
