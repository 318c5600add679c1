import { describe, expect, it } from 'vitest';
import { normalizeLanguage, requestLocale, resolveLanguage } from './languages';

describe('normalizeLanguage', () => {
  it('maps regional tags onto the six languages', () => {
    expect(normalizeLanguage('en-US')).toBe('en');
    expect(normalizeLanguage('es-MX')).toBe('es');
    expect(normalizeLanguage('fr')).toBe('fr');
    expect(normalizeLanguage('zh-Hans-CN')).toBe('zh-CN');
    expect(normalizeLanguage('zh-HK')).toBe('zh-TW');
    expect(normalizeLanguage('zh-TW')).toBe('zh-TW');
    expect(normalizeLanguage('in')).toBe('id');
    expect(normalizeLanguage('ind')).toBe('id');
  });

  it('answers null for languages the app does not have', () => {
    expect(normalizeLanguage('de-DE')).toBeNull();
    expect(normalizeLanguage('')).toBeNull();
    expect(normalizeLanguage(null)).toBeNull();
  });
});

describe('resolveLanguage', () => {
  it('prefers the saved language, then the configured one, then the browser', () => {
    expect(resolveLanguage({ saved: 'fr', configured: 'es', browser: ['id'] })).toBe('fr');
    expect(resolveLanguage({ saved: null, configured: 'es', browser: ['id'] })).toBe('es');
    expect(resolveLanguage({ saved: null, configured: undefined, browser: ['de', 'id-ID'] })).toBe(
      'id',
    );
  });

  it('falls back to English', () => {
    expect(resolveLanguage({ saved: 'xx', configured: undefined, browser: ['de'] })).toBe('en');
  });
});

describe('requestLocale', () => {
  it('maps en to en, ja to jp, ind to id and anything else to en (docs/product.md §4)', () => {
    expect(requestLocale('en')).toBe('en');
    expect(requestLocale('ja')).toBe('jp');
    expect(requestLocale('ind')).toBe('id');
    expect(requestLocale('id')).toBe('id');
    expect(requestLocale('zh-CN')).toBe('en');
    expect(requestLocale('fr')).toBe('en');
  });
});
