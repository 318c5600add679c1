import { describe, expect, it } from 'vitest';
import { maskPhone, normalizePhone } from './phone';

describe('normalizePhone', () => {
  it('accepts Pakistani and Indian mobile numbers in the ways players type them', () => {
    expect(normalizePhone('+92 300 1234567')).toBe('+923001234567');
    expect(normalizePhone('03001234567')).toBe('+923001234567');
    expect(normalizePhone('3001234567')).toBe('+923001234567');
    expect(normalizePhone('0091-98765-43210')).toBe('+919876543210');
    expect(normalizePhone('9876543210', '+91')).toBe('+919876543210');
  });

  it('refuses numbers that are not mobiles of the two markets', () => {
    expect(normalizePhone('12345')).toBeNull();
    expect(normalizePhone('+44 7700 900123')).toBeNull();
    expect(normalizePhone('5876543210', '+91')).toBeNull();
    expect(normalizePhone('+92300123456')).toBeNull();
    expect(normalizePhone('')).toBeNull();
  });
});

describe('maskPhone', () => {
  it('keeps the prefix, the first two and the last three digits', () => {
    expect(maskPhone('+919876543210')).toBe('+91 98•••••210');
  });
});
