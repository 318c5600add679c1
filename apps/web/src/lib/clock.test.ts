import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatTimeOfDay, parseTime } from './clock';

const IST = 330;

describe('the platform clock', () => {
  it('shows an instant in the platform zone, whatever the device zone', () => {
    // 19:05:09 UTC on 28 Feb is 00:35:09 on 1 March in GMT+5:30, and 00:05:09 in Pakistan.
    expect(formatDateTime('2025-02-28T19:05:09.000Z', IST)).toBe('2025-03-01 00:35:09');
    expect(formatTimeOfDay('2025-02-28T19:05:09.000Z', IST)).toBe('00:35:09');
    expect(formatDateTime('2025-02-28T19:05:09.000Z', 300)).toBe('2025-03-01 00:05:09');
  });

  it('reads seconds and milliseconds alike', () => {
    const ms = Date.UTC(2025, 0, 5, 3, 33, 7);
    expect(formatDateTime(ms, IST)).toBe('2025-01-05 09:03:07');
    expect(formatDateTime(ms / 1000, IST)).toBe('2025-01-05 09:03:07');
  });

  it('shows -- when there is no time', () => {
    for (const value of [undefined, null, '', 'soon', Number.NaN]) {
      expect(formatDateTime(value, IST)).toBe('--');
    }
    expect(parseTime('soon')).toBeNull();
  });

  it('names the weekday and month of a day in the UI language, with another year', () => {
    expect(formatDay('2025-02-27', 'en', 2025)).toBe('Thu, Feb 27');
    expect(formatDay('2025-02-27', 'fr', 2025)).toBe('jeu. 27 févr.');
    expect(formatDay('2024-12-31', 'en', 2025)).toBe('Tue, Dec 31, 2024');
  });
});
