import { translate, type Messages, type TranslateOptions } from '@khel/contract/translate';
import { normalizeLanguage, type Language } from './lib/language';

// Every language is its own JSON file (data, not code: fetched by its hashed URL): the page fetches
// only the player's (English when that fails) before its first render, so the first load carries
// one language. The Crash page keeps its strings in crash/locales/<lng>.json, merged under `crash.`.
const urls = import.meta.glob<string>(['./locales/*.json', './crash/locales/*.json'], {
  query: '?url',
  import: 'default',
  eager: true,
});
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

async function loadBundle(url: string | undefined): Promise<Messages | null> {
  if (!url) return null;
  try {
    const response = await fetch(url);
    return response.ok ? ((await response.json()) as Messages) : null;
  } catch {
    return null; // A failed fetch leaves the page in English rather than blank.
  }
}

let language: Language = 'en';
let messages: Messages = {};

/** Loads the page's one language (English when that fails) before the first render. */
export async function initI18n(lng: Language, options: { crash?: boolean } = {}) {
  const load = async (code: Language) => {
    const [own, crash] = await Promise.all([
      loadBundle(urls[`./locales/${code}.json`]),
      options.crash ? loadBundle(urls[`./crash/locales/${code}.json`]) : null,
    ]);
    return own ? { ...own, ...(crash ? { crash } : {}) } : null;
  };
  language = lng;
  let loaded = await load(lng);
  if (!loaded && lng !== 'en') {
    language = 'en';
    loaded = await load('en');
  }
  messages = loaded ?? {};
  document.documentElement.lang = lng;
}

/** Translates a key of the loaded language (docs/architecture.md §7: @khel/contract/translate). */
export const t = (key: string, options?: TranslateOptions): string =>
  translate(language, [messages], key, options);

/** The translate function (a shorthand the game pages and Crash share; the language never changes). */
export function useT() {
  return t;
}
