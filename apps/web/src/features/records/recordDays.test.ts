import { describe, expect, it } from 'vitest';
import { dayOf, groupByDay, relativeDay } from './recordDays';

const IST = 330;
const at = (createdAt: string, id = createdAt) => ({ id, createdAt });

describe('dayOf', () => {
  it('books an instant on its day in the platform zone', () => {
    // 19:00 UTC on 28 Feb is 00:30 on 1 March in India.
    expect(dayOf('2025-02-28T19:00:00.000Z', IST)).toBe('2025-03-01');
    expect(dayOf('2025-02-28T18:29:59.000Z', IST)).toBe('2025-02-28');
    expect(dayOf('not a time', IST)).toBe('');
  });
});

describe('groupByDay', () => {
  it('keeps the order and starts a new group when the day changes', () => {
    const groups = groupByDay(
      [
        at('2025-03-01T10:00:00.000Z'),
        at('2025-02-28T19:00:00.000Z'),
        at('2025-02-28T18:00:00.000Z'),
        at('2025-02-27T08:00:00.000Z'),
      ],
      IST,
    );
    expect(groups.map((g) => [g.day, g.records.length])).toEqual([
      ['2025-03-01', 2],
      ['2025-02-28', 1],
      ['2025-02-27', 1],
    ]);
  });

  it('continues the last day across pages', () => {
    const page1 = [at('2025-03-01T10:00:00.000Z')];
    const page2 = [at('2025-03-01T09:00:00.000Z')];
    expect(groupByDay([...page1, ...page2], IST)).toHaveLength(1);
    expect(groupByDay([], IST)).toEqual([]);
  });
});

describe('relativeDay', () => {
  const today = new Date(Date.UTC(2025, 2, 1));
  it('names today and yesterday, across a month end, and nothing older', () => {
    expect(relativeDay('2025-03-01', today)).toBe('today');
    expect(relativeDay('2025-02-28', today)).toBe('yesterday');
    expect(relativeDay('2025-02-27', today)).toBeNull();
  });
});
