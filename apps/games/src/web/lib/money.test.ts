import { describe, expect, it } from 'vitest';
import { formatMoney, maxStake, parseAmount, scaleAmount } from './money';

const bounds = { min: 1, max: 10000, balance: 250.5 };

describe('parseAmount', () => {
  it('accepts whole and 2-decimal amounts, with grouping commas and spaces', () => {
    expect(parseAmount('10', bounds)).toEqual({ ok: true, value: 10 });
    expect(parseAmount('12.5', bounds)).toEqual({ ok: true, value: 12.5 });
    expect(parseAmount(' 1,00.25 ', bounds)).toEqual({ ok: true, value: 100.25 });
    expect(parseAmount('.5', { min: 0.1, max: 10 })).toEqual({ ok: true, value: 0.5 });
  });

  it('names what is wrong with a bad amount', () => {
    expect(parseAmount('', bounds)).toEqual({ ok: false, error: 'required' });
    expect(parseAmount('abc', bounds)).toEqual({ ok: false, error: 'invalid' });
    expect(parseAmount('-5', bounds)).toEqual({ ok: false, error: 'invalid' });
    expect(parseAmount('1e3', bounds)).toEqual({ ok: false, error: 'invalid' });
    expect(parseAmount('1.005', bounds)).toEqual({ ok: false, error: 'decimals' });
    expect(parseAmount('0.99', bounds)).toEqual({ ok: false, error: 'min' });
    expect(parseAmount('10000.01', { min: 1, max: 10000 })).toEqual({ ok: false, error: 'max' });
    expect(parseAmount('250.51', bounds)).toEqual({ ok: false, error: 'funds' });
  });
});

describe('scaleAmount (½ and 2×)', () => {
  it('halves down to whole paise and never below the minimum bet', () => {
    expect(scaleAmount(1.05, 0.5, bounds)).toBe(1);
    expect(scaleAmount(20.05, 0.5, bounds)).toBe(10.02);
    expect(scaleAmount(NaN, 0.5, bounds)).toBe(1);
  });

  it('doubles up to the balance or the maximum bet', () => {
    expect(scaleAmount(10, 2, bounds)).toBe(20);
    expect(scaleAmount(200, 2, bounds)).toBe(250.5);
    expect(scaleAmount(8000, 2, { min: 1, max: 10000 })).toBe(10000);
  });

  it('gives the lower of the bet limit and the balance as Max', () => {
    expect(maxStake(bounds)).toBe(250.5);
    expect(maxStake({ min: 1, max: 100, balance: 5000 })).toBe(100);
    expect(maxStake({ min: 1, max: 100, balance: 0.4 })).toBe(1);
  });
});

describe('formatMoney', () => {
  it('prints the currency sign and 2 decimals, grouped', () => {
    expect(formatMoney(1234.5, 'Rs')).toBe('Rs 1,234.50');
    expect(formatMoney(0, 'Rs')).toBe('Rs 0.00');
    expect(formatMoney(-3, 'Rs')).toBe('-Rs 3.00');
    // Never shows more than there is: a stray third decimal is dropped, not rounded up.
    expect(formatMoney(99.999, '₹')).toBe('₹99.99');
  });
});
