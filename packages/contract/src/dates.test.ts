import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDay,
  localDay,
  offsetMinutes,
  parseOffset,
  rangeBounds,
  timeOfDay,
  todayIn,
  zoneLabel,
} from './dates';

const IST = offsetMinutes('+05:30');
// 2026-11-21 01:00 in India is still 2026-11-20 in UTC.
const now = new Date('2026-11-20T19:30:00Z');

describe('offsets', () => {
  it('reads offsets either side of UTC, with or without the colon', () => {
    expect(IST).toBe(330);
    expect(offsetMinutes('-03:00')).toBe(-180);
    expect(offsetMinutes('+0545')).toBe(345);
    expect(parseOffset('+00:00')).toBe(0);
  });

  it('falls back to the platform zone when unreadable', () => {
    for (const bad of [
      'nonsense',
      'Asia/Karachi',
      '',
      null,
      undefined,
      '+5:30',
      '+05:75',
      '+15:00',
    ]) {
      expect(parseOffset(bad)).toBeNull();
      expect(offsetMinutes(bad)).toBe(330);
    }
  });

  it('labels zones as GMT±h[:mm]', () => {
    expect(zoneLabel(330)).toBe('GMT+5:30');
    expect(zoneLabel(300)).toBe('GMT+5');
    expect(zoneLabel(-210)).toBe('GMT-3:30');
    expect(zoneLabel(0)).toBe('GMT');
  });
});

describe('days in the zone', () => {
  it('is already tomorrow in India', () => {
    expect(localDay(IST, now)).toBe('2026-11-21');
    expect(localDay(0, now)).toBe('2026-11-20');
    expect(calendarDay(now.getTime(), IST)).toBe('2026-11-21');
    expect(timeOfDay(now.getTime(), IST)).toBe('01:00:00');
    expect(todayIn(now, IST)).toEqual(new Date('2026-11-21T00:00:00Z'));
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('rangeBounds in GMT+5:30', () => {
  it('starts today at midnight India time', () => {
    expect(rangeBounds('today', IST, now)).toEqual({
      from: new Date('2026-11-20T18:30:00Z'),
      to: new Date('2026-11-21T18:30:00Z'),
    });
  });

  it('has yesterday end where today starts', () => {
    expect(rangeBounds('yesterday', IST, now)).toEqual({
      from: new Date('2026-11-19T18:30:00Z'),
      to: new Date('2026-11-20T18:30:00Z'),
    });
  });

  it('counts 3, 7 and 30 days with today included', () => {
    expect(rangeBounds('3days', IST, now).from).toEqual(new Date('2026-11-18T18:30:00Z'));
    expect(rangeBounds('7d', IST, now).from).toEqual(new Date('2026-11-14T18:30:00Z'));
    expect(rangeBounds('30d', IST, now).from).toEqual(new Date('2026-10-22T18:30:00Z'));
  });

  it('covers a whole calendar month, February and December too', () => {
    expect(rangeBounds('2026-02', IST, now)).toEqual({
      from: new Date('2026-01-31T18:30:00Z'),
      to: new Date('2026-02-28T18:30:00Z'),
    });
    expect(rangeBounds('2026-12', IST, now).to).toEqual(new Date('2026-12-31T18:30:00Z'));
  });

  it('always holds now in today, for any instant and offset', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.integer({ min: -14 * 60, max: 14 * 60 }),
        (time, offset) => {
          const at = new Date(time);
          const { from, to } = rangeBounds('today', offset, at);
          expect(from.getTime()).toBeLessThanOrEqual(time);
          expect(to.getTime()).toBeGreaterThan(time);
          expect(to.getTime() - from.getTime()).toBe(86_400_000);
          expect(calendarDay(from.getTime(), offset)).toBe(localDay(offset, at));
        },
      ),
    );
  });
});
