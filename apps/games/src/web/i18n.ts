import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { normalizeLanguage, type Language } from './lib/language';

// Every language is its own chunk: the page fetches only the player's (English when that fails)
// before its first render, so the first load carries one language.
const bundles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');
// The Crash page keeps its strings in crash/locales/<lng>.json; they are merged under `crash.`.
const crashBundles = import.meta.glob<{ default: Record<string, unknown> }>(
  './crash/locales/*.json',
);
const STORAGE_KEY = 'khel-games:lang';

/** The `lang` query parameter, then the language of this tab's earlier launch, then the browser's. */
export function pickLanguage(search: string): Language {
  const fromQuery = normalizeLanguage(new URLSearchParams(search).get('lang'));
  if (fromQuery) {
    sessionStorage.setItem(STORAGE_KEY, fromQuery);
    return fromQuery;
  }
  return (
    normalizeLanguage(sessionStorage.getItem(STORAGE_KEY)) ??
    normalizeLanguage(navigator.language) ??
    'en'
  );
}

async function loadBundle<T>(load: (() => Promise<{ default: T }>) | undefined) {
  if (!load) return null;
  try {
    return (await load()).default;
  } catch {
    return null; // A failed chunk leaves the page in English rather than blank.
  }
}

export async function initI18n(language: Language, options: { crash?: boolean } = {}) {
  const resources: Record<string, { translation: Record<string, unknown> }> = {};
  const load = async (lng: string) => {
    const [own, crash] = await Promise.all([
      loadBundle(bundles[`./locales/${lng}.json`]),
      options.crash ? loadBundle(crashBundles[`./crash/locales/${lng}.json`]) : null,
    ]);
    if (own) resources[lng] = { translation: { ...own, ...(crash ? { crash } : {}) } };
  };
  await load(language);
  if (!resources[language] && language !== 'en') await load('en');
  document.documentElement.lang = language;
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

/** The translate function (a shorthand the game pages and Crash share). */
export function useT() {
  return useTranslation().t;
}
