import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from './constants';
import {
  englishText,
  minutesPhrase,
  phrase,
  placeholdersOf,
  PLAYER_MESSAGES,
  translatedText,
  type MessageLanguage,
} from './messages';

const LANGUAGES = UI_LANGUAGES.filter((l): l is MessageLanguage => l !== 'en');

describe('the player messages catalogue', () => {
  const entries = Object.entries(PLAYER_MESSAGES);

  it('has every message in all six UI languages, each its own non-empty text', () => {
    expect(entries.length).toBeGreaterThan(100);
    for (const [english, translations] of entries) {
      expect(Object.keys(translations).sort(), english).toEqual([...LANGUAGES].sort());
      for (const language of LANGUAGES) {
        expect(translations[language].trim(), `${english} (${language})`).not.toBe('');
      }
      // Spanish, Chinese and Indonesian always differ from English (French shares a few words).
      for (const language of ['es', 'zh-CN', 'zh-TW', 'id'] as const) {
        expect(translations[language], `${english} (${language})`).not.toBe(english);
      }
    }
  });

  it('carries the same placeholders in every language', () => {
    for (const [english, translations] of entries) {
      const expected = placeholdersOf(english);
      for (const language of LANGUAGES) {
        expect(placeholdersOf(translations[language]), `${english} (${language})`).toEqual(
          expected,
        );
      }
    }
  });

  it('writes English as the template with its values, as the API always answered', () => {
    const limit = phrase(
      'This deposit would pass your daily deposit limit of Rs {limit} (Rs {left} left)',
      { limit: '1,000', left: '250.5' },
    );
    expect(englishText(limit)).toBe(
      'This deposit would pass your daily deposit limit of Rs 1,000 (Rs 250.5 left)',
    );
    expect(translatedText(limit, 'en')).toBe(englishText(limit));
    expect(translatedText(limit, 'es')).toBe(
      'Este depósito superaría tu límite diario de depósito de Rs 1,000 (quedan Rs 250.5)',
    );
    expect(translatedText(limit, 'zh-TW')).toBe(
      '此筆儲值將超出您的每日儲值限額 Rs 1,000（剩餘 Rs 250.5）',
    );
  });

  it('translates a value that is a message of its own, and falls back to English', () => {
    const locked = phrase('Too many wrong codes. Please try again in {wait}', {
      wait: minutesPhrase(5),
    });
    expect(englishText(locked)).toBe('Too many wrong codes. Please try again in 5 minutes');
    expect(translatedText(locked, 'id')).toBe(
      'Terlalu banyak kode yang salah. Silakan coba lagi dalam 5 menit',
    );
    expect(translatedText(phrase('1 minute'), 'fr')).toBe('1 minute');
    // Unknown language, no language, a message without an entry: English.
    expect(translatedText(locked, 'de')).toBe(englishText(locked));
    expect(translatedText(locked, null)).toBe(englishText(locked));
    expect(translatedText(phrase('Not in the catalogue {n}', { n: 3 }), 'es')).toBe(
      'Not in the catalogue 3',
    );
    // A text without params is never read as a template.
    expect(englishText(phrase('Invalid {field}'))).toBe('Invalid {field}');
  });
});

describe('the schema messages the catalogue words by their numbers', () => {
  it('has the limits of limits.ts and constants.ts as the schemas write them', async () => {
    const limits = await import('./limits');
    const constants = await import('./constants');
    for (const english of [
      `The password must be at least ${limits.PASSWORD_MIN} characters`,
      `The password must be at most ${limits.PASSWORD_MAX} characters`,
      `The nickname must be ${limits.NICKNAME_MIN} to ${limits.NICKNAME_MAX} characters`,
      `Please write at least ${constants.FEEDBACK_SUGGESTION_MIN} characters`,
      `Please write at most ${constants.FEEDBACK_SUGGESTION_MAX} characters`,
    ]) {
      expect(PLAYER_MESSAGES[english], english).toBeDefined();
    }
  });
});
