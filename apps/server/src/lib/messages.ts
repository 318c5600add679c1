import { PLAYER_MESSAGES, phrase, translatedText, type Phrase } from '@khel/contract/messages';
import type { UiLanguage } from '@khel/contract/constants';
import { z } from 'zod';
import { InvalidInput, type AppError } from '../errors';

/** Zod's own wording of its checks in each UI language but English (zod's default). */
const ZOD_LOCALES = {
  es: z.locales.es,
  fr: z.locales.fr,
  'zh-CN': z.locales.zhCN,
  'zh-TW': z.locales.zhTW,
  id: z.locales.id,
} as const;

/**
 * Zod's detail of a failed check in `language` when the schema gave no message of its own
 * (`Too small: expected number to be >=100`); null for a schema's own message (the catalogue
 * translates those) or English.
 */
function zodDetail(issue: z.core.$ZodIssue, language: UiLanguage): string | null {
  if (language === 'en' || issue.code === 'custom' || PLAYER_MESSAGES[issue.message]) return null;
  const said = ZOD_LOCALES[language]().localeError(issue as never);
  const text = typeof said === 'string' ? said : said?.message;
  return text || null;
}

/**
 * A refusal's message for the player in `language` (docs/architecture.md, "Messages in the
 * player's language"): the catalogue's translation with the values in place; a schema's
 * refusal words its detail with zod's own translation; English when the language is unknown or
 * a message has no translation.
 */
export function playerText(error: AppError, language: UiLanguage | null): string {
  let message: Phrase = error.phrase;
  if (error instanceof InvalidInput && error.issue && language) {
    const detail = zodDetail(error.issue, language);
    if (detail !== null) message = phrase(message.template, { ...message.params, detail });
  }
  return translatedText(message, language);
}
