import { describe, expect, it } from 'vitest';
import { telegramUrlFrom } from './telegram';

describe('telegramUrlFrom', () => {
  it('reads the configured https link', () => {
    const config = JSON.stringify({ faq_url: '/pages/faq/Faq', telegram_url: 'https://t.me/khel' });
    expect(telegramUrlFrom(config)).toBe('https://t.me/khel');
  });

  it('treats a missing, empty or non-https link as not configured', () => {
    expect(telegramUrlFrom(undefined)).toBeNull();
    expect(telegramUrlFrom(JSON.stringify({ faq_url: '/pages/faq/Faq' }))).toBeNull();
    expect(telegramUrlFrom(JSON.stringify({ telegram_url: '' }))).toBeNull();
    expect(telegramUrlFrom(JSON.stringify({ telegram_url: 'javascript:alert(1)' }))).toBeNull();
  });

  it('survives a config string that is not JSON', () => {
    expect(telegramUrlFrom('{oops')).toBeNull();
    expect(telegramUrlFrom('"just a string"')).toBeNull();
  });
});
