import { describe, expect, it } from 'vitest';
import { estimateCashback } from './rebate';

describe('estimateCashback', () => {
  it('says nothing before the player types', () => {
    expect(estimateCashback('  ')).toEqual({ kind: 'empty' });
  });

  it('gives nothing below the 500 minimum deposit', () => {
    expect(estimateCashback('499.99')).toEqual({ kind: 'belowMin' });
    expect(estimateCashback('x')).toEqual({ kind: 'belowMin' });
  });

  it('gives 35% of a qualifying deposit', () => {
    expect(estimateCashback('500')).toEqual({ kind: 'ok', cashbackPaise: 17_500, capped: false });
    expect(estimateCashback('1000.01')).toEqual({
      kind: 'ok',
      cashbackPaise: 35_000,
      capped: false,
    });
  });

  it('never gives more than 30000 a day', () => {
    expect(estimateCashback('100000')).toEqual({
      kind: 'ok',
      cashbackPaise: 3_000_000,
      capped: true,
    });
  });
});
