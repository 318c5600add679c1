import { describe, expect, it } from 'vitest';
import { isWithdrawPasswordMissing, validateWithdrawAmount } from './validation';

describe('validateWithdrawAmount', () => {
  it('refuses an empty or unreadable amount', () => {
    expect(validateWithdrawAmount('', null)).toEqual({ code: 'amountRequired' });
    expect(validateWithdrawAmount('0', null)).toEqual({ code: 'amountRequired' });
    expect(validateWithdrawAmount('abc', 0)).toEqual({ code: 'amountRequired' });
  });

  it('refuses while rupees are left to bet', () => {
    expect(validateWithdrawAmount('500', 120.5)).toEqual({ code: 'wagerLeft', amount: 120.5 });
  });

  it('accepts an amount once the wager requirement is met or unknown', () => {
    expect(validateWithdrawAmount('500', 0)).toBeNull();
    expect(validateWithdrawAmount('500', null)).toBeNull();
  });
});

describe('isWithdrawPasswordMissing', () => {
  it('is true only for an empty password', () => {
    expect(isWithdrawPasswordMissing('  ')).toBe(true);
    expect(isWithdrawPasswordMissing('123456')).toBe(false);
  });
});
