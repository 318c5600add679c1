import { describe, expect, it } from 'vitest';
import { LANGUAGE_OPTIONS } from './languageNames';

describe('LANGUAGE_OPTIONS', () => {
  it('lists the six UI languages by their native names, English first', () => {
    expect(LANGUAGE_OPTIONS.map((o) => o.name)).toEqual([
      'English',
      'Español',
      'Français',
      '简体中文',
      '繁體中文',
      'Bahasa Indonesia',
    ]);
    expect(LANGUAGE_OPTIONS[0]?.code).toBe('en');
  });
});
