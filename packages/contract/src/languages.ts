import { UI_LANGUAGES, type UiLanguage } from './constants';

/**
 * Maps any language tag (en-US, zh-HK, in, ind…) to one of the six UI languages, or null. The web
 * app picks its language with it; the server guesses the player's from Accept-Language with it
 * (the first banner it hints in the app's HTML). Zod-free: the web bundle imports it.
 */
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

/** The first of an Accept-Language header's tags that is a UI language, in the header's order. */
export function acceptedLanguage(header: string | undefined): UiLanguage | null {
  for (const part of (header ?? '').split(',')) {
    const language = normalizeLanguage(part.split(';')[0]);
    if (language) return language;
  }
  return null;
}
