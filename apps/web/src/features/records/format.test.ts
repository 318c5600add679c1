import { describe, expect, it } from 'vitest';
import { amountTone, formatSignedMoney } from './format';

describe('formatSignedMoney', () => {
  it('puts the sign before the currency', () => {
    expect(formatSignedMoney(1200, 'Rs')).toBe('+Rs 1,200.00');
    expect(formatSignedMoney(-50.5, 'Rs')).toBe('-Rs 50.50');
    expect(formatSignedMoney(0, 'Rs')).toBe('Rs 0.00');
  });
});

describe('amountTone', () => {
  it('tells wins, losses and evens apart', () => {
    expect(amountTone(1)).toBe('positive');
    expect(amountTone(-1)).toBe('negative');
    expect(amountTone(0)).toBe('zero');
  });
});
