import { STORAGE_KEYS, writeString } from '../lib/storage';
import { LANGUAGE_EVENT, currentLanguage, i18n } from './index';
import { normalizeLanguage } from './languages';

// Apart from i18n/index.ts: only the language sheet (not the first screen) changes languages.
/**
 * Changes the UI language only for a different, non-empty code (docs/product.md §4): applies it, saves
 * it and announces it with a `khel:languagechange` event. Returns whether it changed.
 */
export async function setLanguage(code: string | null | undefined): Promise<boolean> {
  const language = normalizeLanguage(code);
  if (!language || language === currentLanguage()) return false;
  await i18n.changeLanguage(language);
  writeString(STORAGE_KEYS.lang, language);
  document.documentElement.lang = language;
  window.dispatchEvent(new CustomEvent(LANGUAGE_EVENT, { detail: language }));
  return true;
}
