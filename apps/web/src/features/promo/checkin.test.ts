import { describe, expect, it } from 'vitest';
import { checkinStrip } from './checkin';

const states = (streak: number, today: boolean) => checkinStrip(streak, today).map((d) => d.state);

describe('checkinStrip', () => {
  it('always shows seven days', () => {
    expect(checkinStrip(0, false).map((d) => d.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('offers Day 1 to a player with no streak', () => {
    expect(states(0, false)).toEqual(['today', ...Array(6).fill('upcoming')]);
  });

  it('marks the streak done and offers the next day', () => {
    expect(states(3, false)).toEqual([
      'done',
      'done',
      'done',
      'today',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
  });

  it('offers nothing more once today is checked in', () => {
    expect(states(3, true)).toEqual(['done', 'done', 'done', ...Array(4).fill('upcoming')]);
  });

  it('keeps a week finished today full, and starts over the day after', () => {
    expect(states(7, true)).toEqual(Array(7).fill('done'));
    expect(states(7, false)).toEqual(['today', ...Array(6).fill('upcoming')]);
  });
});
