import { describe, expect, it } from 'vitest';
import { nextCronOccurrence, parseCron, parseUtcOffset } from './cron';

const next = (expr: string, tz: string, after: string) =>
  nextCronOccurrence(parseCron(expr, tz), new Date(after)).toISOString();

describe('cron schedules', () => {
  it('reads the time in a fixed offset', () => {
    // 05:00 in +05:30 is 23:30 UTC the day before.
    expect(next('0 5 * * *', '+05:30', '2026-01-01T00:00:00Z')).toBe('2026-01-01T23:30:00.000Z');
    expect(next('0 5 * * *', '+05:30', '2025-12-31T23:29:59Z')).toBe('2025-12-31T23:30:00.000Z');
    expect(next('0 5 * * *', '+05:30', '2025-12-31T23:30:00Z')).toBe('2026-01-01T23:30:00.000Z');
    expect(next('0 0 * * *', '-03:00', '2026-01-01T00:00:00Z')).toBe('2026-01-01T03:00:00.000Z');
  });

  it('handles weekly, monthly, steps, ranges and lists', () => {
    // Mondays at 00:00 +05:30; 2026-01-05 is a Monday.
    expect(next('0 0 * * 1', '+05:30', '2026-01-01T00:00:00Z')).toBe('2026-01-04T18:30:00.000Z');
    expect(next('0 0 * * 7', 'UTC', '2026-01-01T00:00:00Z')).toBe('2026-01-04T00:00:00.000Z');
    expect(next('0 0 1 * *', 'UTC', '2026-01-15T00:00:00Z')).toBe('2026-02-01T00:00:00.000Z');
    expect(next('*/15 * * * *', 'UTC', '2026-01-01T00:07:00Z')).toBe('2026-01-01T00:15:00.000Z');
    expect(next('30 9-17/4 * * 1-5', 'UTC', '2026-01-02T14:00:00Z')).toBe(
      '2026-01-02T17:30:00.000Z',
    );
    expect(next('0 12 29 2 *', 'UTC', '2026-01-01T00:00:00Z')).toBe('2028-02-29T12:00:00.000Z');
    // Both day fields restricted: either matches (the 13th, or a Friday).
    expect(next('0 0 13 * 5', 'UTC', '2026-01-01T00:00:00Z')).toBe('2026-01-02T00:00:00.000Z');
  });

  it('refuses what it does not understand', () => {
    expect(() => parseCron('0 5 * *')).toThrow('five fields');
    expect(() => parseCron('60 * * * *')).toThrow('minute');
    expect(() => parseCron('0 5 * * MON')).toThrow('day of week');
    expect(() => parseUtcOffset('Asia/Kolkata')).toThrow('fixed offset');
    expect(parseUtcOffset('+0530')).toBe(330);
  });
});
