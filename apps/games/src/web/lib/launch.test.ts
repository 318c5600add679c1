import { describe, expect, it } from 'vitest';
import { normalizeLanguage } from './language';
import { parseLaunch, parseRoute, verifyUrl } from './launch';

describe('parseRoute', () => {
  it('reads the game from /games/play/:gameCode', () => {
    expect(parseRoute('/games/play/dice', '')).toEqual({
      kind: 'play',
      game: 'dice',
      rawGame: 'dice',
    });
    expect(parseRoute('/games/play/Mines/', '')).toMatchObject({ kind: 'play', game: 'mines' });
    expect(parseRoute('/games/play/poker', '')).toMatchObject({ kind: 'play', game: null });
  });

  it('tells the verify page and unknown paths apart', () => {
    const verify = parseRoute('/games/verify', '?bet=d-1');
    expect(verify.kind).toBe('verify');
    expect(verify.kind === 'verify' && verify.params.get('bet')).toBe('d-1');
    expect(parseRoute('/games/', '').kind).toBe('unknown');
  });
});

describe('parseLaunch', () => {
  it('takes the token, currency sign and zone from the query, Rs and GMT+5:30 by default', () => {
    expect(parseLaunch('dice', '?token=abc&lang=en&cur=%E2%82%B9&tz=%2B05%3A00')).toEqual({
      game: 'dice',
      launchToken: 'abc',
      currencySign: '₹',
      offsetMinutes: 300,
    });
    expect(parseLaunch('limbo', '')).toEqual({
      game: 'limbo',
      launchToken: null,
      currencySign: 'Rs',
      offsetMinutes: 330,
    });
  });

  it('builds verify links', () => {
    expect(verifyUrl({ bet: 'd-12' })).toBe('/games/verify?bet=d-12');
  });
});

describe('normalizeLanguage', () => {
  it('maps lang values to the six languages', () => {
    expect(normalizeLanguage('id')).toBe('id');
    expect(normalizeLanguage('ind')).toBe('id');
    expect(normalizeLanguage('zh')).toBe('zh-CN');
    expect(normalizeLanguage('zh-HK')).toBe('zh-TW');
    expect(normalizeLanguage('fr-FR')).toBe('fr');
    expect(normalizeLanguage('de')).toBeNull();
    expect(normalizeLanguage('')).toBeNull();
  });
});
