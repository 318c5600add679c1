import { UI_LANGUAGES, type UiLanguage } from '../../i18n/languages';

/**
 * Each language by its own name. Not translated on purpose: a player who cannot read the
 * current language must still find theirs.
 */
export const NATIVE_NAMES: Record<UiLanguage, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  id: 'Bahasa Indonesia',
};

export const LANGUAGE_OPTIONS = UI_LANGUAGES.map((code) => ({ code, name: NATIVE_NAMES[code] }));
