import { describe, expect, it } from 'vitest';
import { adultOn } from './birthday';

const today = new Date('2026-11-21T10:00:00Z');

describe('adultOn', () => {
  it('accepts a player who turned 18 today or earlier', () => {
    expect(adultOn('2008-11-21', today)).toBe(true);
    expect(adultOn('1990-02-28', today)).toBe(true);
  });

  it('refuses a player under 18, a date that does not exist and nonsense', () => {
    expect(adultOn('2008-11-22', today)).toBe(false);
    expect(adultOn('1999-02-30', today)).toBe(false);
    expect(adultOn('1850-01-01', today)).toBe(false);
    expect(adultOn('21/11/1990', today)).toBe(false);
  });
});
