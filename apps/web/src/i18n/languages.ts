import { UI_LANGUAGES, type RequestLocale, type UiLanguage } from '@khel/contract/constants';
import { normalizeLanguage } from '@khel/contract/languages';

export { UI_LANGUAGES, normalizeLanguage, type UiLanguage };
export const FALLBACK_LANGUAGE: UiLanguage = 'en';

/**
 * The language at launch: the saved one, then the configured one, then the browser's
 * (docs/product.md §1), then English.
 */
export function resolveLanguage(sources: {
  saved: string | null;
  configured: string | undefined;
  browser: readonly string[];
}): UiLanguage {
  return (
    normalizeLanguage(sources.saved) ??
    normalizeLanguage(sources.configured) ??
    sources.browser.map(normalizeLanguage).find((l) => l !== null) ??
    FALLBACK_LANGUAGE
  );
}

/** The locale sent with every request (docs/product.md §4): en → en, ja → jp, ind → id, else en. */
export function requestLocale(language: string): RequestLocale {
  const base = language.toLowerCase().split('-')[0];
  if (base === 'ja') return 'jp';
  if (base === 'ind' || base === 'id' || base === 'in') return 'id';
  return 'en';
}
