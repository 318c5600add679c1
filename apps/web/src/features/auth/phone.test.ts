import { describe, expect, it } from 'vitest';
import { classifyAccount, toMobile } from './phone';

describe('toMobile', () => {
  it('sends the number in E.164, without separators or trunk zero', () => {
    expect(toMobile('+92', '300 123-4567')).toBe('+923001234567');
    expect(toMobile('+92', '03001234567')).toBe('+923001234567');
    expect(toMobile('+91', '98765 43210')).toBe('+919876543210');
  });

  it('refuses numbers that are not mobiles of the market, and unknown prefixes', () => {
    expect(toMobile('+92', '12345')).toBeNull();
    expect(toMobile('+92', '1234567890')).toBeNull();
    expect(toMobile('+92', '300abc4567')).toBeNull();
    expect(toMobile('+44', '7700900123')).toBeNull();
    expect(toMobile('+92', '')).toBeNull();
  });
});

describe('classifyAccount', () => {
  it('reads exactly 8 digits as a player ID', () => {
    expect(classifyAccount('10000042', '+92')).toEqual({ kind: 'id', userId: '10000042' });
    expect(classifyAccount(' 1000 0042 ', '+92')).toEqual({ kind: 'id', userId: '10000042' });
  });

  it('reads a mobile number with the chosen prefix, or with its own', () => {
    expect(classifyAccount('3001234567', '+92')).toEqual({
      kind: 'phone',
      mobile: '+923001234567',
    });
    expect(classifyAccount('09876543210', '+91')).toEqual({
      kind: 'phone',
      mobile: '+919876543210',
    });
    expect(classifyAccount('+91 98765 43210', '+92')).toEqual({
      kind: 'phone',
      mobile: '+919876543210',
    });
  });

  it('refuses anything else', () => {
    expect(classifyAccount('player1', '+92').kind).toBe('invalid');
    expect(classifyAccount('100001', '+92').kind).toBe('invalid');
    expect(classifyAccount('123456789', '+92').kind).toBe('invalid');
    expect(classifyAccount('', '+92').kind).toBe('invalid');
  });
});
