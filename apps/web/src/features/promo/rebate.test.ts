import { describe, expect, it } from 'vitest';
import { estimateCashback } from './rebate';

const FIGURES = { percent: 35, minDeposit: 500, dailyCap: 30_000 };

describe('estimateCashback', () => {
  it('says nothing before the player types', () => {
    expect(estimateCashback('  ', FIGURES)).toEqual({ kind: 'empty' });
  });

  it('gives nothing below the minimum deposit', () => {
    expect(estimateCashback('499.99', FIGURES)).toEqual({ kind: 'belowMin' });
    expect(estimateCashback('x', FIGURES)).toEqual({ kind: 'belowMin' });
  });

  it('gives the percentage of a qualifying deposit, rounded down to the paisa', () => {
    expect(estimateCashback('500', FIGURES)).toEqual({
      kind: 'ok',
      cashbackPaise: 17_500,
      capped: false,
    });
    expect(estimateCashback('1000.01', FIGURES)).toEqual({
      kind: 'ok',
      cashbackPaise: 35_000,
      capped: false,
    });
  });

  it('never gives more than the daily maximum', () => {
    expect(estimateCashback('100000', FIGURES)).toEqual({
      kind: 'ok',
      cashbackPaise: 3_000_000,
      capped: true,
    });
  });

  it('follows the figures the server sent', () => {
    expect(estimateCashback('1000', { percent: 10, minDeposit: 100, dailyCap: 50 })).toEqual({
      kind: 'ok',
      cashbackPaise: 5_000,
      capped: true,
    });
  });
});
