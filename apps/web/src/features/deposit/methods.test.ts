import { describe, expect, it } from 'vitest';
import { defaultMethods, methodsFor, parseAmountRange, recomputeMethods } from './methods';
import type { RechargeTypeItem } from './types';

const method = (over: Partial<RechargeTypeItem>): RechargeTypeItem => ({
  type: 1,
  name: 'Pay',
  isDefault: 0,
  amountRange: '[100,5000]',
  showWeight: 0,
  showOffset: 0,
  ...over,
});

const list = [
  method({ type: 'a', amountRange: '[100,1000]', showWeight: 1, showOffset: 1 }),
  method({ type: 'b', amountRange: '[500,50000]', showWeight: 3, showOffset: 3, isDefault: 1 }),
  method({ type: 'c', amountRange: '[200,20000]', showWeight: 2, showOffset: 2 }),
];
const types = (items: RechargeTypeItem[]) => items.map((m) => m.type);

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
    expect(types(state.methods)).toEqual(['a', 'c', 'b']);
    expect(state.methods.map((m) => m.disable)).toEqual([false, false, true]);
    expect(state.selected?.type).toBe('a');
  });

  it('sorts by showWeight above the limit', () => {
    const state = recomputeMethods(list, 2000, 1000);
    expect(types(state.methods)).toEqual(['b', 'c', 'a']);
    expect(state.selected?.type).toBe('b');
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
    expect(types(list)).toEqual(['a', 'b', 'c']);
    expect(list[0]?.disable).toBeUndefined();
  });
});

describe('defaultMethods (other prefixes)', () => {
  it('selects the isDefault method and disables none', () => {
    const state = defaultMethods(list);
    expect(state.selected?.type).toBe('b');
    expect(state.methods.some((m) => m.disable)).toBe(false);
  });

  it('falls back to the first method when none is flagged', () => {
    expect(defaultMethods([method({ type: 'x' }), method({ type: 'y' })]).selected?.type).toBe('x');
    expect(defaultMethods([]).selected).toBeNull();
  });
});

describe('methodsFor', () => {
  it('applies the range rule only for +91', () => {
    expect(methodsFor('+91', list, 60000, 1000).selected).toBeNull();
    expect(methodsFor('+92', list, 60000, 1000).selected?.type).toBe('b');
  });
});
