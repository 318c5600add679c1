import { describe, expect, it } from 'vitest';
import {
  balanceDateKeys,
  balanceDateRange,
  gameDateRange,
  monthName,
  offsetMinutes,
  todayIn,
} from './dateRanges';

const today = new Date(Date.UTC(2025, 2, 1)); // 1 March 2025

describe('todayIn', () => {
  it('uses the platform zone, not the device one', () => {
    // 20:00 UTC on 28 Feb is already 1 March in India (+05:30).
    const now = new Date(Date.UTC(2025, 1, 28, 20, 0));
    expect(todayIn(now, '+05:30').toISOString().slice(0, 10)).toBe('2025-03-01');
    expect(todayIn(now, '-03:00').toISOString().slice(0, 10)).toBe('2025-02-28');
  });

  it('reads offsets with and without the colon', () => {
    const now = new Date();
    expect(offsetMinutes('+0530', now)).toBe(330);
    expect(offsetMinutes('-02:30', now)).toBe(-150);
  });
});

describe('gameDateRange', () => {
  it('gives today, yesterday and the last 3 days including today', () => {
    expect(gameDateRange('today', today)).toEqual({
      startDate: '2025-03-01',
      endDate: '2025-03-01',
    });
    expect(gameDateRange('yesterday', today)).toEqual({
      startDate: '2025-02-28',
      endDate: '2025-02-28',
    });
    expect(gameDateRange('last3Days', today)).toEqual({
      startDate: '2025-02-27',
      endDate: '2025-03-01',
    });
  });
});

describe('balance date filters', () => {
  it('lists the presets and then this month and the two before, across a year end', () => {
    expect(balanceDateKeys(new Date(Date.UTC(2025, 0, 10)))).toEqual([
      'today',
      'days7',
      'days30',
      'month:2025-01',
      'month:2024-12',
      'month:2024-11',
    ]);
  });

  it('counts 7 and 30 days including today', () => {
    expect(balanceDateRange('days7', today)).toEqual({
      startDate: '2025-02-23',
      endDate: '2025-03-01',
    });
    expect(balanceDateRange('days30', today).startDate).toBe('2025-01-31');
  });

  it('covers a whole past month and the current month up to today', () => {
    expect(balanceDateRange('month:2024-02', today)).toEqual({
      startDate: '2024-02-01',
      endDate: '2024-02-29',
    });
    expect(balanceDateRange('month:2025-03', today)).toEqual({
      startDate: '2025-03-01',
      endDate: '2025-03-01',
    });
  });

  it('names months in the UI language', () => {
    expect(monthName('month:2025-06', 'en')).toBe('June');
    expect(monthName('month:2025-06', 'fr')).toBe('juin');
  });
});
