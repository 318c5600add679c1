import { describe, expect, it } from 'vitest';
import { landingRotation, ringPoints, segmentCentres, segmentPath } from './wheel';

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

describe('landingRotation', () => {
  it('brings the centre of the slot under the pointer after whole turns', () => {
    // 8 slots: slot 0 spans 0–45°, its centre at 22.5° must turn to 360°.
    expect(landingRotation(0, 8, 0, 5) % 360).toBe(337.5);
    expect(landingRotation(2, 8, 0, 5) % 360).toBe(247.5);
    expect(landingRotation(2, 8, 0, 5)).toBeGreaterThanOrEqual(5 * 360);
  });

  it('always turns forward from where the wheel stands', () => {
    const first = landingRotation(3, 8, 0);
    expect(landingRotation(3, 8, first)).toBeGreaterThan(first + 4 * 360);
  });
});

describe('segmentCentres', () => {
  it('puts labels mid-segment, clockwise from the top', () => {
    expect(segmentCentres(4, 10).map((p) => p.angle)).toEqual([45, 135, 225, 315]);
  });
});
