import { describe, expect, it } from 'vitest';
import { formatMailTime } from './mailTime';

describe('formatMailTime', () => {
  const now = new Date(2025, 4, 20, 18, 30);

  it('shows the time for a message of today', () => {
    expect(formatMailTime(new Date(2025, 4, 20, 9, 5).toISOString(), 'en', now)).toBe('09:05');
  });

  it('shows the date for an older message', () => {
    expect(formatMailTime(new Date(2025, 4, 2, 9, 5).toISOString(), 'en', now)).toBe('05/02/2025');
  });

  it('shows nothing for a time it cannot read', () => {
    expect(formatMailTime('not a date', 'en', now)).toBe('');
  });
});
