import { describe, expect, it } from 'vitest';
import { offsetMinutes, rangeBounds } from './date-range';

const IST = offsetMinutes('+05:30');
// 2026-11-21 01:00 in India is still 2026-11-20 in UTC.
const now = new Date('2026-11-20T19:30:00Z');

describe('rangeBounds in GMT+5:30', () => {
  it('starts today at midnight India time', () => {
    expect(rangeBounds('today', IST, now)).toEqual({
      from: new Date('2026-11-20T18:30:00Z'),
      to: new Date('2026-11-21T18:30:00Z'),
    });
  });

  it('counts 7 and 30 days with today included', () => {
    expect(rangeBounds('7d', IST, now).from).toEqual(new Date('2026-11-14T18:30:00Z'));
    expect(rangeBounds('30d', IST, now).from).toEqual(new Date('2026-10-22T18:30:00Z'));
  });

  it('covers a whole calendar month', () => {
    expect(rangeBounds('2026-02', IST, now)).toEqual({
      from: new Date('2026-01-31T18:30:00Z'),
      to: new Date('2026-02-28T18:30:00Z'),
    });
  });

  it('reads offsets either side of UTC', () => {
    expect(offsetMinutes('-03:00')).toBe(-180);
    expect(offsetMinutes('nonsense')).toBe(0);
  });
});
