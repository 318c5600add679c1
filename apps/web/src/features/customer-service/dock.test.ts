import { describe, expect, it } from 'vitest';
import { nearestFreeWindow } from './dock';

// Rows of 6 px down the edge of the screen: true where something is shown.
const rows = (pattern: string) => [...pattern].map((c) => c === '#');

describe('nearestFreeWindow', () => {
  it('finds the free stretch tall enough for the tab nearest the wanted height', () => {
    // 50 px needs 10 free rows of 6 px (the window's own height plus one).
    const busy = rows('####..........###.............##');
    expect(nearestFreeWindow(busy, 50, 0)).toBe(4 * 6);
    expect(nearestFreeWindow(busy, 50, 150)).toBe(20 * 6);
  });

  it('answers null when no stretch is tall enough', () => {
    expect(nearestFreeWindow(rows('###.....###.....###'), 50, 30)).toBeNull();
  });
});
