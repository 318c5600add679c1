import { describe, expect, it } from 'vitest';
import { formatOrderTime } from './time';

describe('formatOrderTime', () => {
  it('formats seconds and milliseconds alike', () => {
    const ms = new Date(2025, 0, 5, 9, 3, 7).getTime();
    expect(formatOrderTime(ms)).toBe('2025-01-05 09:03:07');
    expect(formatOrderTime(ms / 1000)).toBe('2025-01-05 09:03:07');
  });

  it('shows a server string as it is', () => {
    expect(formatOrderTime('2025-01-05 09:03')).toBe('2025-01-05 09:03');
  });

  it("reads an ISO time in the player's clock", () => {
    const date = new Date(2025, 0, 5, 9, 3, 7);
    expect(formatOrderTime(date.toISOString())).toBe('2025-01-05 09:03:07');
  });

  it('shows -- when there is no time', () => {
    expect(formatOrderTime(undefined)).toBe('--');
    expect(formatOrderTime('')).toBe('--');
    expect(formatOrderTime(Number.NaN)).toBe('--');
  });
});
