import type { TWithdrawInfo } from '@khel/contract';
import { describe, expect, it } from 'vitest';
import {
  checkWithdrawAmount,
  isWithdrawPasswordMissing,
  maxWithdrawable,
  sanitizeAmountInput,
} from './validation';

const info: TWithdrawInfo = {
  balance: 1200.5,
  wagerRemaining: 0,
  vipLevel: 0,
  minAmount: 100,
  maxAmount: 50_000,
  dailyLimit: 5_000,
  remainingLimit: 800,
  dailyTimes: 3,
  remainingTimes: 2,
  feeRate: 0.02,
  hasWithdrawPassword: true,
};

describe('checkWithdrawAmount', () => {
  it("says 'The withdrawal amount cannot be empty' for an empty or zero amount", () => {
    expect(checkWithdrawAmount('', info)).toEqual({ ok: false, code: 'amountRequired' });
    expect(checkWithdrawAmount('0', info)).toEqual({ ok: false, code: 'amountRequired' });
    expect(checkWithdrawAmount(' . ', info)).toEqual({ ok: false, code: 'amountRequired' });
  });

  it('refuses an amount outside the per-withdrawal bounds, bounds included', () => {
    expect(checkWithdrawAmount('99.99', info)).toEqual({
      ok: false,
      code: 'outOfRange',
      min: 100,
      max: 50_000,
    });
    expect(checkWithdrawAmount('100', info)).toEqual({ ok: true, amount: 100 });
    expect(checkWithdrawAmount('50001', { ...info, balance: 60_000 })).toMatchObject({
      code: 'outOfRange',
    });
  });

  it('refuses more than the balance', () => {
    expect(checkWithdrawAmount('1200.51', info)).toEqual({ ok: false, code: 'insufficient' });
    expect(checkWithdrawAmount('1200.50', info)).toEqual({ ok: true, amount: 1200.5 });
  });
});

describe('maxWithdrawable', () => {
  it("is the smallest of balance, single maximum and today's remaining limit", () => {
    expect(maxWithdrawable(info)).toBe(800);
    expect(maxWithdrawable({ ...info, remainingLimit: 9_000 })).toBe(1200.5);
    expect(maxWithdrawable({ ...info, remainingLimit: -5 })).toBe(0);
  });
});

describe('sanitizeAmountInput', () => {
  it('keeps digits, one dot and two decimals', () => {
    expect(sanitizeAmountInput('Rs 1,250.456')).toBe('1250.45');
    expect(sanitizeAmountInput('1.2.3')).toBe('1.23');
    expect(sanitizeAmountInput('500')).toBe('500');
  });
});

describe('isWithdrawPasswordMissing', () => {
  it('is true only for an empty password', () => {
    expect(isWithdrawPasswordMissing('  ')).toBe(true);
    expect(isWithdrawPasswordMissing('123456')).toBe(false);
  });
});
