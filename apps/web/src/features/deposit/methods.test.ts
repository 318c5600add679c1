import { describe, expect, it } from 'vitest';
import {
  channelRange,
  defaultMethods,
  methodsFor,
  parseAmountRange,
  recomputeMethods,
} from './methods';
import type { TRechargeTypeItem } from '@khel/contract';
import { methodFixture as method } from './chargeInfo.fixture';

const list = [
  method({ type: 11, amountRange: '[100,1000]', showWeight: 1, showOffset: 1 }),
  method({ type: 12, amountRange: '[500,50000]', showWeight: 3, showOffset: 3, isDefault: 1 }),
  method({ type: 13, amountRange: '[200,20000]', showWeight: 2, showOffset: 2 }),
];
const types = (items: TRechargeTypeItem[]) => items.map((m) => m.type);

describe('channelRange', () => {
  it("shows only the amounts the form takes: the bonus event's list starts at 500", () => {
    expect(channelRange([100, 50000], { min: 500, max: 50000 })).toEqual([500, 50000]);
    expect(channelRange([1000, 50000], { min: 100, max: 20000 })).toEqual([1000, 20000]);
  });

  it('is the channel range when the list bounds nothing or does not meet it', () => {
    expect(channelRange([100, 5000], { min: 0, max: 0 })).toEqual([100, 5000]);
    expect(channelRange([100, 400], { min: 500, max: 50000 })).toEqual([100, 400]);
  });
});

describe('parseAmountRange', () => {
  it('reads the JSON pair', () => {
    expect(parseAmountRange('[100, 5000]')).toEqual([100, 5000]);
  });

  it('is null for anything else', () => {
    for (const text of ['', '[1]', '{"a":1}', '[1,"x"]', 'oops']) {
      expect(parseAmountRange(text)).toBeNull();
    }
  });
});

describe('recomputeMethods (+91)', () => {
  it('sorts by showOffset at or below the limit and selects the first enabled', () => {
    const state = recomputeMethods(list, 300, 1000);
    expect(types(state.methods)).toEqual([11, 13, 12]);
    expect(state.methods.map((m) => m.disable)).toEqual([false, false, true]);
    expect(state.selected?.type).toBe(11);
  });

  it('sorts by showWeight above the limit', () => {
    const state = recomputeMethods(list, 2000, 1000);
    expect(types(state.methods)).toEqual([12, 13, 11]);
    expect(state.selected?.type).toBe(12);
  });

  it('treats both bounds as inclusive', () => {
    expect(recomputeMethods(list, 1000, 5000).methods[0]?.disable).toBe(false);
    expect(recomputeMethods(list, 100, 5000).methods[0]?.disable).toBe(false);
    expect(recomputeMethods(list, 99, 5000).selected).toBeNull();
  });

  it('clears the selection when no method takes the amount', () => {
    const state = recomputeMethods(list, 60000, 1000);
    expect(state.methods.every((m) => m.disable)).toBe(true);
    expect(state.selected).toBeNull();
  });

  it('disables a method whose range is malformed', () => {
    expect(recomputeMethods([method({ amountRange: 'x' })], 500, 0).selected).toBeNull();
  });

  it('leaves the given list untouched', () => {
    recomputeMethods(list, 300, 1000);
    expect(types(list)).toEqual([11, 12, 13]);
    expect(list[0]).not.toHaveProperty('disable');
  });
});

describe('defaultMethods (other prefixes)', () => {
  it('selects the isDefault method and disables none', () => {
    const state = defaultMethods(list);
    expect(state.selected?.type).toBe(12);
    expect(state.methods.some((m) => m.disable)).toBe(false);
  });

  it('falls back to the first method when none is flagged', () => {
    expect(defaultMethods([method({ type: 21 }), method({ type: 22 })]).selected?.type).toBe(21);
    expect(defaultMethods([]).selected).toBeNull();
  });
});

describe('methodsFor', () => {
  it('applies the range rule only for +91', () => {
    expect(methodsFor('+91', list, 60000, 1000).selected).toBeNull();
    expect(methodsFor('+92', list, 60000, 1000).selected?.type).toBe(12);
  });
});
