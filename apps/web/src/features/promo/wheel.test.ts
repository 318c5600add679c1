import { describe, expect, it } from 'vitest';
import { ringPoints, segmentPath } from './wheel';

describe('segmentPath', () => {
  it('starts the first segment straight up under the pointer', () => {
    expect(segmentPath(0, 4, 40)).toBe('M50 50L50 10A40 40 0 0 1 90 50Z');
  });

  it('continues clockwise around the wheel', () => {
    expect(segmentPath(1, 4, 40)).toBe('M50 50L90 50A40 40 0 0 1 50 90Z');
  });
});

describe('ringPoints', () => {
  it('spaces points evenly from the top', () => {
    expect(ringPoints(4, 10)).toEqual([
      { x: 50, y: 40 },
      { x: 60, y: 50 },
      { x: 50, y: 60 },
      { x: 40, y: 50 },
    ]);
  });
});
