import { describe, expect, it } from 'vitest';
import {
  diceMultiplier,
  diceWinChance,
  formatChance,
  formatMultiplier,
  isValidDiceTarget,
  limboWinChance,
} from './odds';

describe('dice figures', () => {
  it('shows the multiplier and chance the server pays for a target', () => {
    expect(diceWinChance(50, 'under')).toBeCloseTo(5000 / 10001, 12);
    expect(diceMultiplier(50, 'under', 0.97)).toBe(1.9401);
    expect(diceMultiplier(50, 'over', 0.97)).toBe(1.9401);
    expect(diceMultiplier(5, 'over', 0.97)).toBe(1.0211);
    expect(diceMultiplier(0.01, 'under', 0.97)).toBe(9700.97);
  });

  it('refuses targets outside 0.01 %–95 % or with more than 2 decimals', () => {
    expect(isValidDiceTarget(95, 'under')).toBe(true);
    expect(isValidDiceTarget(95.01, 'under')).toBe(false);
    expect(isValidDiceTarget(5, 'over')).toBe(true);
    expect(isValidDiceTarget(4.99, 'over')).toBe(false);
    expect(isValidDiceTarget(50.005, 'under')).toBe(false);
    expect(isValidDiceTarget(NaN, 'under')).toBe(false);
  });
});

describe('limbo chance', () => {
  it('is rtp / target', () => {
    expect(limboWinChance(2, 0.97)).toBeCloseTo(0.485, 12);
    expect(limboWinChance(1, 0.97)).toBe(1);
  });
});

describe('display', () => {
  it('prints multipliers with 2 to 4 decimals and a ×', () => {
    expect(formatMultiplier(2)).toBe('2.00×');
    expect(formatMultiplier(1.9401)).toBe('1.9401×');
    expect(formatMultiplier(1.1)).toBe('1.10×');
    expect(formatMultiplier(1000000)).toBe('1,000,000.00×');
  });

  it('prints chances as percentages, with more digits when tiny', () => {
    expect(formatChance(0.5)).toBe('50.00%');
    expect(formatChance(1 / 10001)).toBe('0.0100%');
    expect(formatChance(0.97 / 1_000_000)).toBe('0.0001%');
  });
});
