import { describe, expect, it } from 'vitest';
import { cleanUtrInput, validateDepositAmount, validateTxHash, validateUtr } from './validation';

describe('validateDepositAmount', () => {
  const bounds = { min: 100, max: 50000 };

  it('asks for an amount when empty or unreadable', () => {
    expect(validateDepositAmount('', bounds)).toEqual({ code: 'amountRequired' });
    expect(validateDepositAmount('abc', bounds)).toEqual({ code: 'amountRequired' });
  });

  it('refuses an amount outside the range, bounds included', () => {
    expect(validateDepositAmount('99', bounds)).toEqual({
      code: 'amountRange',
      min: 100,
      max: 50000,
    });
    expect(validateDepositAmount('50001', bounds)?.code).toBe('amountRange');
    expect(validateDepositAmount('100', bounds)).toBeNull();
    expect(validateDepositAmount('50000', bounds)).toBeNull();
  });

  it('sets no bound when the amount list is empty', () => {
    expect(validateDepositAmount('7', { min: 0, max: 0 })).toBeNull();
  });
});

describe('validateUtr', () => {
  it('asks for the UTR when empty', () => {
    expect(validateUtr('  ')).toBe('utrRequired');
  });

  it('wants exactly 12 digits', () => {
    expect(validateUtr('12345678901')).toBe('utrDigits');
    expect(validateUtr('1234567890123')).toBe('utrDigits');
    expect(validateUtr('12345678901a')).toBe('utrDigits');
    expect(validateUtr('123456789012')).toBeNull();
  });
});

describe('cleanUtrInput', () => {
  it('keeps at most 12 digits', () => {
    expect(cleanUtrInput('12 34-5678a9012345')).toBe('123456789012');
  });
});

describe('validateTxHash', () => {
  const hash = 'ab'.repeat(32);
  it('asks for the hash when empty', () => {
    expect(validateTxHash(' ')).toBe('txHashRequired');
  });

  it('takes 64 hex digits, with or without 0x', () => {
    expect(validateTxHash(hash)).toBeNull();
    expect(validateTxHash(`0x${hash.toUpperCase()}`)).toBeNull();
    expect(validateTxHash(hash.slice(1))).toBe('txHashFormat');
    expect(validateTxHash(`${hash.slice(1)}g`)).toBe('txHashFormat');
  });
});
