import { describe, expect, it } from 'vitest';
import { amountTone, formatClock, formatDay, formatRecordTime, formatSignedMoney } from './format';

describe('formatSignedMoney', () => {
  it('puts the sign before the currency', () => {
    expect(formatSignedMoney(1200, 'Rs')).toBe('+Rs 1,200.00');
    expect(formatSignedMoney(-50.5, 'Rs')).toBe('-Rs 50.50');
    expect(formatSignedMoney(0, 'Rs')).toBe('Rs 0.00');
  });
});

describe('amountTone', () => {
  it('tells wins, losses and evens apart', () => {
    expect(amountTone(1)).toBe('positive');
    expect(amountTone(-1)).toBe('negative');
    expect(amountTone(0)).toBe('zero');
  });
});

describe('formatRecordTime', () => {
  it('keeps text it cannot read', () => {
    expect(formatRecordTime('soon', 'en')).toBe('soon');
  });

  it('shows a 24-hour time', () => {
    expect(formatRecordTime('2025-03-01T18:05:00', 'en')).toMatch(/18:05/);
  });
});

describe('formatClock', () => {
  it('shows the time of day in the platform zone, whatever the device zone', () => {
    expect(formatClock('2025-02-28T19:05:09.000Z', 'en', 330)).toBe('00:35:09');
    expect(formatClock('2025-03-01T12:00:00.000Z', 'zh-CN', 330)).toBe('17:30:00');
  });

  it('keeps text it cannot read', () => {
    expect(formatClock('soon', 'en', 330)).toBe('soon');
  });
});

describe('formatDay', () => {
  const today = new Date(Date.UTC(2025, 2, 1));
  it('names the weekday and month in the UI language', () => {
    expect(formatDay('2025-02-27', 'en', today)).toBe('Thu, Feb 27');
    expect(formatDay('2025-02-27', 'fr', today)).toBe('jeu. 27 févr.');
  });

  it('adds the year of another year', () => {
    expect(formatDay('2024-12-31', 'en', today)).toBe('Tue, Dec 31, 2024');
  });
});
