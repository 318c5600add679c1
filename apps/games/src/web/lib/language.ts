export const LANGUAGES = ['en', 'es', 'fr', 'zh-CN', 'zh-TW', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Maps a `lang` value or browser tag (en-US, zh, zh-HK, ind…) to one of the six, or null. */
export function normalizeLanguage(tag: string | null | undefined): Language | null {
  const lower = (tag ?? '').trim().toLowerCase().replace('_', '-');
  if (!lower) return null;
  if (lower === 'zh-tw' || lower === 'zh-hk' || lower === 'zh-mo' || lower.startsWith('zh-hant')) {
    return 'zh-TW';
  }
  if (lower === 'zh' || lower.startsWith('zh-')) return 'zh-CN';
  const base = lower.split('-')[0] ?? '';
  if (base === 'in' || base === 'ind') return 'id';
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : null;
}
