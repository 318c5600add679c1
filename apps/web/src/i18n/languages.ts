import { UI_LANGUAGES, type RequestLocale, type UiLanguage } from '@khel/contract/constants';

export { UI_LANGUAGES, type UiLanguage };
export const FALLBACK_LANGUAGE: UiLanguage = 'en';

/** Maps any language tag (en-US, zh-HK, in, ind…) to one of the six, or null. */
export function normalizeLanguage(tag: string | null | undefined): UiLanguage | null {
  if (!tag) return null;
  const lower = tag.trim().toLowerCase().replace('_', '-');
  if (!lower) return null;
  if (lower === 'zh-tw' || lower === 'zh-hk' || lower === 'zh-mo' || lower.startsWith('zh-hant')) {
    return 'zh-TW';
  }
  if (lower === 'zh' || lower.startsWith('zh-')) return 'zh-CN';
  const base = lower.split('-')[0];
  if (base === 'in' || base === 'ind') return 'id';
  return (UI_LANGUAGES as readonly string[]).includes(base ?? '') ? (base as UiLanguage) : null;
}

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
