import { describe, expect, it } from 'vitest';
import { formatMailTime } from './mailTime';

const IST = 330;

describe('formatMailTime', () => {
  // 18:30 in GMT+5:30 on 20 May.
  const now = new Date(Date.UTC(2025, 4, 20, 13, 0));

  it("shows the time of today's message on the platform clock", () => {
    expect(formatMailTime('2025-05-20T03:35:00.000Z', IST, now)).toBe('09:05');
  });

  it('counts the day on the platform clock, not the device one', () => {
    // 19:00 UTC on 19 May is already 20 May, 00:30, in GMT+5:30.
    expect(formatMailTime('2025-05-19T19:00:00.000Z', IST, now)).toBe('00:30');
    expect(formatMailTime('2025-05-19T18:00:00.000Z', IST, now)).toBe('2025-05-19');
  });

  it('shows nothing for a time it cannot read', () => {
    expect(formatMailTime('not a date', IST, now)).toBe('');
  });
});
