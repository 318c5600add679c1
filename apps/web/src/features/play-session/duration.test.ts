import { describe, expect, it } from 'vitest';
import { splitDuration } from './duration';

describe('splitDuration', () => {
  it('gives whole hours and minutes, the seconds dropped', () => {
    expect(splitDuration(0)).toEqual({ hours: 0, minutes: 0 });
    expect(splitDuration(59)).toEqual({ hours: 0, minutes: 0 });
    expect(splitDuration(3599)).toEqual({ hours: 0, minutes: 59 });
    expect(splitDuration(3600)).toEqual({ hours: 1, minutes: 0 });
    expect(splitDuration(5400 + 59)).toEqual({ hours: 1, minutes: 30 });
    expect(splitDuration(-5)).toEqual({ hours: 0, minutes: 0 });
  });
});
