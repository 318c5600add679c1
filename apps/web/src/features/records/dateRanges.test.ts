import { describe, expect, it } from 'vitest';
import { balanceDateKeys, balanceApiRange, monthName, todayIn } from './dateRanges';
import { PLATFORM_TIMEZONE } from '@khel/contract/dates';

const today = new Date(Date.UTC(2025, 2, 1)); // 1 March 2025

describe('todayIn', () => {
  it('uses the platform zone, not the device one', () => {
    // 20:00 UTC on 28 Feb is already 1 March in India (+05:30).
    const now = new Date(Date.UTC(2025, 1, 28, 20, 0));
    expect(todayIn(now, '+05:30').toISOString().slice(0, 10)).toBe('2025-03-01');
    expect(todayIn(now, '-03:00').toISOString().slice(0, 10)).toBe('2025-02-28');
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

  it('maps every filter to the range the endpoint takes', () => {
    expect(balanceDateKeys(today).map(balanceApiRange)).toEqual([
      'today',
      '7d',
      '30d',
      '2025-03',
      '2025-02',
      '2025-01',
    ]);
  });

  it('takes the months from today in the platform zone, not the device one', () => {
    // 19:00 UTC on 31 March is already 1 April in India.
    const now = new Date(Date.UTC(2025, 2, 31, 19, 0));
    expect(balanceDateKeys(todayIn(now, PLATFORM_TIMEZONE)).slice(3)).toEqual([
      'month:2025-04',
      'month:2025-03',
      'month:2025-02',
    ]);
  });

  it('names months in the UI language', () => {
    expect(monthName('month:2025-06', 'en')).toBe('June');
    expect(monthName('month:2025-06', 'fr')).toBe('juin');
  });
});
