import { describe, expect, it } from 'vitest';
import { maskPhone, medalFor } from './ranking';

describe('maskPhone', () => {
  it('keeps only the first two and last two digits', () => {
    expect(maskPhone('9876543210')).toBe('98******10');
    expect(maskPhone('+92 300 1234567')).toBe('92********67');
  });

  it('leaves a number the server masked alone', () => {
    expect(maskPhone('98****10')).toBe('98****10');
  });

  it('hides very short numbers entirely', () => {
    expect(maskPhone('1234')).toBe('****');
  });
});

describe('medalFor', () => {
  it('gives medals to the top three only', () => {
    expect(medalFor(1)).toBe('gold');
    expect(medalFor(2)).toBe('silver');
    expect(medalFor(3)).toBe('bronze');
    expect(medalFor(4)).toBeNull();
    expect(medalFor(0)).toBeNull();
  });
});
