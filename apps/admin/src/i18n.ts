import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The back office's languages: the player app's six, English first (the fallback). */
export const LANGUAGES = ['en', 'es', 'fr', 'id', 'zh-CN', 'zh-TW'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  id: 'Bahasa Indonesia',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
};

/**
 * Namespaces: `common` (the shell, tables, forms) and one per area, each in
 * src/locales/<language>/<namespace>.json. An area adds its namespace here.
 */
export const NAMESPACES = [
  'common',
  'operators',
  'players',
  'content',
  'money',
  'reports',
  'promotions',
  'settings',
  'protection',
  'kyc',
] as const;

const STORAGE_KEY = 'khel.admin.language';

// Every bundle is a lazy chunk; a language's files load when it is chosen.
const bundles = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  import: 'default',
});

async function loadLanguage(language: Language) {
  await Promise.all(
    NAMESPACES.map(async (ns) => {
      const load = bundles[`./locales/${language}/${ns}.json`];
      if (load && !i18next.hasResourceBundle(language, ns))
        i18next.addResourceBundle(language, ns, await load(), true, true);
    }),
  );
}

export function initialLanguage(): Language {
  const stored = localStorage.getItem(STORAGE_KEY);
  const wanted = [stored, ...navigator.languages].filter(Boolean) as string[];
  for (const tag of wanted) {
    const exact = LANGUAGES.find((l) => l.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    if (/^zh-(hant|tw|hk|mo)/i.test(tag)) return 'zh-TW';
    if (/^zh/i.test(tag)) return 'zh-CN';
    const base = LANGUAGES.find((l) => l === tag.split('-')[0]);
    if (base) return base;
  }
  return 'en';
}

export async function initI18n() {
  const language = initialLanguage();
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources: {},
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  await Promise.all([loadLanguage('en'), loadLanguage(language)]);
  document.documentElement.lang = language;
}

export async function setLanguage(language: Language) {
  await loadLanguage(language);
  localStorage.setItem(STORAGE_KEY, language);
  document.documentElement.lang = language;
  await i18next.changeLanguage(language);
}
