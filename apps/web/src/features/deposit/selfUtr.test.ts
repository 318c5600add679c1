import { describe, expect, it } from 'vitest';
import { selfUtrBonusPercent } from '@khel/contract/wallet-rules';
import { SELF_UTR_CAP_HOURS, selfUtrBonusTable } from './selfUtr';

describe('selfUtrBonusPercent', () => {
  it('pays 1% per full 6 hours', () => {
    expect(selfUtrBonusPercent(6)).toBe(1);
    expect(selfUtrBonusPercent(12)).toBe(2);
    expect(selfUtrBonusPercent(23.9)).toBe(3);
    expect(selfUtrBonusPercent(24)).toBe(4);
  });

  it('pays nothing before the first 6 hours', () => {
    expect(selfUtrBonusPercent(0)).toBe(0);
    expect(selfUtrBonusPercent(5.99)).toBe(0);
    expect(selfUtrBonusPercent(-3)).toBe(0);
    expect(selfUtrBonusPercent(Number.NaN)).toBe(0);
  });

  it('stops at 30%', () => {
    expect(SELF_UTR_CAP_HOURS).toBe(180);
    expect(selfUtrBonusPercent(174)).toBe(29);
    expect(selfUtrBonusPercent(180)).toBe(30);
    expect(selfUtrBonusPercent(1000)).toBe(30);
  });
});

describe('selfUtrBonusTable', () => {
  it('computes each row from the rule, ending at the cap', () => {
    expect(selfUtrBonusTable()).toEqual([
      { hours: 6, percent: 1 },
      { hours: 12, percent: 2 },
      { hours: 18, percent: 3 },
      { hours: 24, percent: 4 },
      { hours: 48, percent: 8 },
      { hours: 96, percent: 16 },
      { hours: 180, percent: 30 },
    ]);
  });
});
