import { useTranslation } from '../../i18n/useTranslation';
import { FALLBACK_LANGUAGE, normalizeLanguage, type UiLanguage } from '../../i18n/languages';

/** The UI language now shown; re-renders when it changes. */
export function useCurrentLanguage(): UiLanguage {
  const { i18n } = useTranslation();
  return normalizeLanguage(i18n.resolvedLanguage ?? i18n.language) ?? FALLBACK_LANGUAGE;
}
