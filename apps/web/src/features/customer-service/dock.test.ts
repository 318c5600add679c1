import { describe, expect, it, vi } from 'vitest';
import { nearestFreeWindow } from './dock';

// Rows of 6 px down the edge of the screen: true where something is shown.
const rows = (pattern: string) => [...pattern].map((c) => c === '#');
const nearest = (busy: boolean[], height: number, preferred: number) =>
  nearestFreeWindow((row) => busy[row]!, busy.length, height, preferred);

/** The whole-edge scan this replaces: every row, then the nearest window (the upper on a tie). */
function scanAll(busy: boolean[], height: number, preferred: number) {
  const span = Math.ceil(height / 6) + 1;
  let best: number | null = null;
  let run = 0;
  for (let row = 0; row < busy.length; row += 1) {
    run = busy[row] ? 0 : run + 1;
    const y = (row - span + 1) * 6;
    if (run >= span && (best === null || Math.abs(y - preferred) < Math.abs(best - preferred))) {
      best = y;
    }
  }
  return best;
}

describe('nearestFreeWindow', () => {
  it('finds the free stretch tall enough for the tab nearest the wanted height', () => {
    // 50 px needs 10 free rows of 6 px (the window's own height plus one).
    const busy = rows('####..........###.............##');
    expect(nearest(busy, 50, 0)).toBe(4 * 6);
    expect(nearest(busy, 50, 150)).toBe(20 * 6);
  });

  it('answers null when no stretch is tall enough', () => {
    expect(nearest(rows('###.....###.....###'), 50, 30)).toBeNull();
  });

  it('answers as a scan of the whole edge would, on any screen', () => {
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let i = 0; i < 500; i += 1) {
      const busy = Array.from({ length: 40 + Math.floor(random() * 100) }, () => random() < 0.2);
      const preferred = Math.floor(random() * busy.length * 6);
      expect(nearest(busy, 50, preferred)).toBe(scanAll(busy, 50, preferred));
    }
  });

  it('looks only at the rows near the wanted height when they are free', () => {
    const isBusy = vi.fn(() => false);
    expect(nearestFreeWindow(isBusy, 136, 50, 300)).toBe(300);
    expect(isBusy).toHaveBeenCalledTimes(10);
  });
});
