import { LANGUAGE_HEADER, UI_LANGUAGES, type UiLanguage } from '@khel/contract/constants';
import type { FastifyRequest } from 'fastify';

/**
 * Server-provided text in the player's language: a row is English, its `translations` hold per
 * UI language only what differs. The request's `language` (the UI language; `locale` maps most
 * languages to en, docs/product.md §4) picks; anything unknown, missing or not translated is English.
 */
export function uiLanguage(language: string | null | undefined): UiLanguage | null {
  return (UI_LANGUAGES as readonly string[]).includes(language ?? '')
    ? (language as UiLanguage)
    : null;
}

/** The row's fields in `language`: each translated field that is a non-empty text, else the row's. */
export function localized<T extends Record<string, string>>(
  row: T,
  translations: unknown,
  language: UiLanguage | null,
): T {
  if (!language || language === 'en' || !translations || typeof translations !== 'object') {
    return row;
  }
  const variant = (translations as Record<string, unknown>)[language];
  if (!variant || typeof variant !== 'object') return row;
  const picked = { ...row };
  for (const key of Object.keys(row) as (keyof T)[]) {
    const value = (variant as Record<string, unknown>)[key as string];
    if (typeof value === 'string' && value.trim() !== '') picked[key] = value as T[keyof T];
  }
  return picked;
}

/**
 * The UI language of a request: its body's `language` (POST bodies carry it with the common
 * fields) or else the `x-khel-language` header the web app sends on every request (a GET or an
 * upload has no JSON body); null when neither names a UI language.
 */
export function requestLanguage(request: FastifyRequest): UiLanguage | null {
  const body: unknown = request.body;
  const fromBody =
    body && typeof body === 'object' && !Array.isArray(body)
      ? (body as { language?: unknown }).language
      : undefined;
  const header = request.headers[LANGUAGE_HEADER];
  return (
    uiLanguage(typeof fromBody === 'string' ? fromBody : null) ??
    uiLanguage(typeof header === 'string' ? header : null)
  );
}
