import { describe, expect, it } from 'vitest';
import { playerPrefix } from './playerPrefix';

describe('playerPrefix', () => {
  it("takes the bound phone's prefix over the market's", () => {
    expect(playerPrefix('+91', '+92')).toBe('+91');
    expect(playerPrefix(null, '+92')).toBe('+92');
    expect(playerPrefix(undefined, undefined)).toBeNull();
  });
});
