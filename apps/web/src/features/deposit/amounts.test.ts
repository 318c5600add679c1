import { describe, expect, it } from 'vitest';
import { activeAmountList, amountBounds, closestAmount, parseAmount } from './amounts';
import { chargeInfoFixture } from './chargeInfo.fixture';

const info = chargeInfoFixture({
  typeA: { amountList: [100, 300, 500, 1000] },
  typeB: { amountList: [500, 2000], gift: 0.05 },
});

describe('activeAmountList', () => {
  it('uses typeB when the bonus event is chosen, else typeA', () => {
    expect(activeAmountList(info, true)).toEqual([500, 2000]);
    expect(activeAmountList(info, false)).toEqual([100, 300, 500, 1000]);
  });

  it('falls back to typeA when typeB offers no amounts (no event)', () => {
    const noEvent = chargeInfoFixture({ typeA: { amountList: [1] } });
    expect(activeAmountList(noEvent, true)).toEqual([1]);
  });
});

describe('closestAmount', () => {
  it('picks the amount closest to the default', () => {
    expect(closestAmount([100, 300, 500, 1000], 450)).toBe(500);
    expect(closestAmount([100, 300, 500, 1000], 5000)).toBe(1000);
  });

  it('picks the first of two equally close amounts', () => {
    expect(closestAmount([100, 300], 200)).toBe(100);
  });

  it('is null for an empty list', () => {
    expect(closestAmount([], 100)).toBeNull();
  });
});

describe('amountBounds', () => {
  it('takes the first and last items', () => {
    expect(amountBounds([100, 300, 5000])).toEqual({ min: 100, max: 5000 });
  });

  it('is 0 and 0 for an empty list', () => {
    expect(amountBounds([])).toEqual({ min: 0, max: 0 });
  });
});

describe('parseAmount', () => {
  it('reads whole and two-decimal rupees', () => {
    expect(parseAmount(' 500 ')).toBe(500);
    expect(parseAmount('99.5')).toBe(99.5);
  });

  it('refuses empty, zero, negative and malformed input', () => {
    for (const text of ['', '0', '-5', '1.234', 'abc', '1e3']) expect(parseAmount(text)).toBeNull();
  });
});
