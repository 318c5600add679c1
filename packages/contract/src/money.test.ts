import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountBoundsProblem,
  amountProblem,
  cryptoAmountFor,
  applyMultiplier,
  formatPaise,
  MAX_AMOUNT_PAISE,
  multiplierUnits,
  paiseOf,
  toRupees,
  parseRupees,
  parseTypedRupees,
  rupeesText,
  rupeesToPaise,
  scalePaise,
} from './money';

const paise = fc.bigInt({ min: 0n, max: MAX_AMOUNT_PAISE });

describe('parseRupees (the wire)', () => {
  it('reads numbers and text digit by digit', () => {
    expect(parseRupees(10)).toEqual({ ok: true, paise: 1000n });
    expect(parseRupees(0.01)).toEqual({ ok: true, paise: 1n });
    expect(parseRupees(1.1)).toEqual({ ok: true, paise: 110n });
    expect(parseRupees(1.13)).toEqual({ ok: true, paise: 113n });
    expect(parseRupees(0.29)).toEqual({ ok: true, paise: 29n });
    expect(parseRupees(1234567.89)).toEqual({ ok: true, paise: 123456789n });
    expect(parseRupees(' 10.5 ')).toEqual({ ok: true, paise: 1050n });
    expect(parseRupees('10000000')).toEqual({ ok: true, paise: MAX_AMOUNT_PAISE });
    expect(parseRupees(0, { allowZero: true })).toEqual({ ok: true, paise: 0n });
  });

  it.each([
    ['.5', 'amount must be rupees with at most 2 decimals, e.g. 10.50'],
    ['1.005', 'amount must be rupees with at most 2 decimals, e.g. 10.50'],
    [1.005, 'amount must have at most 2 decimals'],
    [0.1 + 0.2, 'amount must have at most 2 decimals'],
    ['1e3', 'amount must be rupees with at most 2 decimals, e.g. 10.50'],
    [1e-7, 'amount must have at most 2 decimals'],
    ['1,000', 'amount must be rupees with at most 2 decimals, e.g. 10.50'],
    ['-5', 'amount must be above zero'],
    [-5, 'amount must be above zero'],
    [-0, 'amount must be above zero'],
    [0, 'amount must be above zero'],
    ['10000000.01', 'amount must be at most 10000000'],
    [1e308, 'amount must be at most 10000000'],
    ['999999999999.99', 'amount must be at most 10000000'],
    ['9999999999999', 'amount must be rupees with at most 2 decimals, e.g. 10.50'],
    [Number.NaN, 'amount must be a finite number'],
    [Infinity, 'amount must be a finite number'],
    [null, 'amount must be a number'],
    [true, 'amount must be a number'],
    ['NaN', 'amount must be rupees with at most 2 decimals, e.g. 10.50'],
    ['0x10', 'amount must be rupees with at most 2 decimals, e.g. 10.50'],
    ['10\u0000', 'amount must not contain NUL characters or unpaired surrogates'],
    [10n, 'amount must be a number'],
  ])('refuses %s', (value, reason) => {
    expect(parseRupees(value)).toEqual({ ok: false, reason });
  });

  it('round-trips every amount through its wire number and its text', () => {
    fc.assert(
      fc.property(paise, (p) => {
        expect(parseRupees(toRupees(p), { allowZero: true })).toEqual({ ok: true, paise: p });
        expect(parseRupees(formatPaise(p, { grouping: 'none' }), { allowZero: true })).toEqual({
          ok: true,
          paise: p,
        });
      }),
    );
  });

  it('agrees with amountProblem on any number', () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        expect(parseRupees(value).ok).toBe(amountProblem(value) === null);
      }),
    );
  });

  it('rupeesToPaise has no bounds but the digits', () => {
    expect(rupeesToPaise('999999999999.99')).toBe(99999999999999n);
    expect(rupeesToPaise('1.')).toBeNull();
  });
});

describe('parseTypedRupees (what a player types)', () => {
  it('ignores spaces and thousands commas, takes ".5" and "5."', () => {
    expect(parseTypedRupees(' 1,000.5 ')).toEqual({ ok: true, paise: 100050n });
    expect(parseTypedRupees('.5')).toEqual({ ok: true, paise: 50n });
    expect(parseTypedRupees('5.')).toEqual({ ok: true, paise: 500n });
    expect(parseTypedRupees('12345678901234567890')).toEqual({
      ok: true,
      paise: 1234567890123456789000n,
    });
  });

  it.each([
    ['', 'required'],
    ['  ', 'required'],
    ['.', 'invalid'],
    ['-5', 'invalid'],
    ['+5', 'invalid'],
    ['1e3', 'invalid'],
    ['0x10', 'invalid'],
    ['1.2.3', 'invalid'],
    ['1.005', 'decimals'],
  ])('refuses %j as %s', (text, error) => {
    expect(parseTypedRupees(text)).toEqual({ ok: false, error });
  });

  it('reads back every amount it formats, grouped or not', () => {
    fc.assert(
      fc.property(
        paise,
        fc.constantFrom('intl', 'indian', 'none') as fc.Arbitrary<'intl'>,
        (p, g) => {
          expect(parseTypedRupees(formatPaise(p, { grouping: g }))).toEqual({ ok: true, paise: p });
        },
      ),
    );
  });
});

describe('bounds', () => {
  const bounds = { minPaise: 100n, maxPaise: 25_000n, balancePaise: 10_000n };
  it('says which bound breaks first', () => {
    expect(amountBoundsProblem(99n, bounds)).toBe('min');
    expect(amountBoundsProblem(25_001n, bounds)).toBe('max');
    expect(amountBoundsProblem(10_001n, bounds)).toBe('funds');
    expect(amountBoundsProblem(10_000n, bounds)).toBeNull();
    expect(amountBoundsProblem(20_000n, { minPaise: 1n, maxPaise: 25_000n })).toBeNull();
  });
});

describe('formatting', () => {
  it('groups the international and the Indian way, always 2 decimals', () => {
    expect(formatPaise(123456789n)).toBe('1,234,567.89');
    expect(formatPaise(123456789n, { grouping: 'indian' })).toBe('12,34,567.89');
    expect(formatPaise(5n)).toBe('0.05');
    expect(formatPaise(-300n)).toBe('-3.00');
    expect(formatPaise('1050', { decimals: 'trim' })).toBe('10.5');
    expect(formatPaise(1000, { decimals: 'trim' })).toBe('10');
  });

  it('writes wire numbers with at most 2 decimals', () => {
    expect(rupeesText(25050n)).toBe('250.5');
    expect(rupeesText(10000n)).toBe('100');
    expect(rupeesText(12345n)).toBe('123.45');
    expect(toRupees(50050n)).toBe(500.5);
    expect(toRupees('1')).toBe(0.01);
    expect(toRupees(-1005)).toBe(-10.05);
  });

  it('floors numbers with more decimals to the paisa', () => {
    expect(paiseOf(10.5)).toBe(1050n);
    expect(paiseOf(99.999)).toBe(9999n);
    expect(paiseOf(1e-7)).toBe(0n);
    expect(paiseOf(1e21)).toBe(100000000000000000000000n);
    expect(paiseOf(-2.5)).toBe(-250n);
    expect(paiseOf(Number.NaN)).toBe(0n);
  });
});

describe('cryptoAmountFor', () => {
  it('rounds the coin amount up to 2 decimals, exactly', () => {
    expect(cryptoAmountFor(100_000n, 88)).toBe('11.37'); // 1000 / 88 = 11.3636…
    expect(cryptoAmountFor(88_000n, 88)).toBe('10.00');
    expect(cryptoAmountFor(100n, 88.5)).toBe('0.02'); // 1 / 88.5 = 0.0113 → up
    expect(cryptoAmountFor(10_000n, 3)).toBe('33.34');
  });

  it('is unknown without a usable rate', () => {
    expect(cryptoAmountFor(100n, 0)).toBeNull();
    expect(cryptoAmountFor(100n, 0.00001)).toBeNull();
    expect(cryptoAmountFor(100n, Number.NaN)).toBeNull();
  });
});

describe('multipliers', () => {
  it('reads a multiplier from its digits, not by float multiplication', () => {
    expect(multiplierUnits(1.0101)).toBe(10101n);
    expect(multiplierUnits(1.005, 2)).toBe(100n);
    expect(multiplierUnits(4.35, 2)).toBe(435n); // 4.35 * 100 is 434.99999999999994
    expect(multiplierUnits(1000000, 2)).toBe(100000000n);
    expect(multiplierUnits(1e-7)).toBe(0n);
    expect(() => multiplierUnits(-1)).toThrow(RangeError);
  });

  it('pays floor(stake × multiplier) and ½ never more than asked', () => {
    expect(applyMultiplier(105n, 1.98)).toBe(207n);
    expect(applyMultiplier(1000n, 0)).toBe(0n);
    expect(scalePaise(105n, 1n, 2n)).toBe(52n);
    fc.assert(
      fc.property(paise, fc.integer({ min: 0, max: 1_000_000_0000 }), (p, bp) => {
        expect(applyMultiplier(p, bp / 10_000)).toBe((p * BigInt(bp)) / 10_000n);
      }),
    );
  });
});
