import { describe, expect, it } from 'vitest';
import { classifyAccount, nationalNumber, toMobile } from './phone';

describe('toMobile', () => {
  it('joins the prefix and the national number without separators or trunk zero', () => {
    expect(toMobile('+92', '300 123-4567')).toBe('+923001234567');
    expect(toMobile('+92', '03001234567')).toBe('+923001234567');
  });

  it('refuses numbers too short, too long or with letters', () => {
    expect(toMobile('+92', '12345')).toBeNull();
    expect(toMobile('+92', '1234567890123')).toBeNull();
    expect(toMobile('+92', '300abc4567')).toBeNull();
    expect(nationalNumber('')).toBeNull();
  });
});

describe('classifyAccount', () => {
  it('reads 10 digits and more as a phone number with the chosen prefix', () => {
    expect(classifyAccount('3001234567', '+92')).toEqual({
      kind: 'phone',
      mobile: '+923001234567',
    });
    expect(classifyAccount('09876543210', '+91')).toEqual({
      kind: 'phone',
      mobile: '+919876543210',
    });
  });

  it('keeps a number typed with its own + prefix', () => {
    expect(classifyAccount('+91 98765 43210', '+92')).toEqual({
      kind: 'phone',
      mobile: '+919876543210',
    });
  });

  it('reads up to 9 digits as a player ID', () => {
    expect(classifyAccount('100001', '+92')).toEqual({ kind: 'id', userId: '100001' });
    expect(classifyAccount(' 123456789 ', '+92')).toEqual({ kind: 'id', userId: '123456789' });
  });

  it('refuses anything else', () => {
    expect(classifyAccount('player1', '+92').kind).toBe('invalid');
    expect(classifyAccount('0123', '+92').kind).toBe('invalid');
    expect(classifyAccount('', '+92').kind).toBe('invalid');
  });
});
