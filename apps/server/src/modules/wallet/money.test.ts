import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_PAISE, parseRupees, toRupees } from './money';

describe('parseRupees', () => {
  it('reads rupees with up to two decimals as exact paise', () => {
    expect(parseRupees(10)).toEqual({ ok: true, paise: 1000n });
    expect(parseRupees(10.5)).toEqual({ ok: true, paise: 1050n });
    expect(parseRupees('0.01')).toEqual({ ok: true, paise: 1n });
    expect(parseRupees(0.29)).toEqual({ ok: true, paise: 29n });
    expect(parseRupees(1234567.89)).toEqual({ ok: true, paise: 123456789n });
  });

  it.each([
    ['negative', -5],
    ['zero', 0],
    ['NaN', Number.NaN],
    ['infinite', Number.POSITIVE_INFINITY],
    ['three decimals', 1.005],
    ['an exponent', 1e21],
    ['huge', Number(MAX_AMOUNT_PAISE) / 100 + 1],
    ['text', 'ten'],
    ['null', null],
    ['a boolean', true],
  ])('refuses %s', (_name, value) => {
    expect(parseRupees(value).ok).toBe(false);
  });

  it('accepts zero only where allowed', () => {
    expect(parseRupees(0, { allowZero: true })).toEqual({ ok: true, paise: 0n });
  });
});

describe('toRupees', () => {
  it('writes paise back as rupees', () => {
    expect(toRupees(1050n)).toBe(10.5);
    expect(toRupees(1n)).toBe(0.01);
  });
});

describe('parseRupees and the contract amount rule', () => {
  it.each([
    ['1e308', 1e308],
    ['negative zero', -0],
    ['a tiny exponent', 1e-7],
    ['a float sum', 0.1 + 0.2],
    ['exponent text', '1e3'],
    ['NaN text', 'NaN'],
    ['Infinity text', 'Infinity'],
    ['hex text', '0x10'],
    ['negative text', '-5'],
    ['NUL in text', '10\u0000'],
  ])('refuses %s', (_name, value) => {
    expect(parseRupees(value, { allowZero: true }).ok).toBe(false);
  });

  it('reads amounts whose hundredfold is not exact in binary', () => {
    expect(parseRupees(1.13)).toEqual({ ok: true, paise: 113n });
    expect(parseRupees(10_000_000)).toEqual({ ok: true, paise: 1_000_000_000n });
  });
});
