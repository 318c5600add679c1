import { describe, expect, it } from 'vitest';
import { isMobileView, layoutWidth, rootFontSize } from './rem';

describe('root font size (docs/product.md §9)', () => {
  it('is 16 px at the 375 px base and scales with the width', () => {
    expect(rootFontSize(375)).toBe(16);
    expect(rootFontSize(750)).toBe(32);
    expect(rootFontSize(320)).toBeCloseTo(13.653, 3);
  });

  it('stops growing at 960 px', () => {
    expect(rootFontSize(960)).toBe(rootFontSize(2000));
  });

  it('is in mobile view up to 768 px; wider screens use the phone-width column', () => {
    expect(isMobileView(768)).toBe(true);
    expect(isMobileView(769)).toBe(false);
    expect(layoutWidth(414)).toBe(414);
    expect(layoutWidth(1440)).toBe(480);
  });
});
