import { describe, expect, it } from 'vitest';
import { ICON_SIZE, clampPosition, initialPosition } from './drag';

const phone = { width: 375, height: 812 };

describe('the floating service icon', () => {
  it('starts at the bottom right, at 70 % of the window height', () => {
    expect(initialPosition(phone, 375)).toEqual({ x: 375 - ICON_SIZE - 10, y: 812 * 0.7 });
  });

  it('starts at the right edge of the centred column on a wide screen', () => {
    expect(initialPosition({ width: 1280, height: 800 }, 480).x).toBe(880 - ICON_SIZE - 10);
  });

  it('stays wholly inside the window', () => {
    expect(clampPosition({ x: -40, y: -5 }, phone)).toEqual({ x: 0, y: 0 });
    expect(clampPosition({ x: 900, y: 2000 }, phone)).toEqual({ x: 325, y: 762 });
  });
});
