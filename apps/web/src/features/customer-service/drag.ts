/** The floating customer-service icon is this many px square (docs/product.md §2). */
export const ICON_SIZE = 50;
const EDGE = 10;
/** Less movement than this between press and release is a tap, not a drag. */
export const TAP_SLOP = 10;

export interface Point {
  x: number;
  y: number;
}

/** Keeps the icon wholly inside the window. */
export function clampPosition(p: Point, viewport: { width: number; height: number }): Point {
  return {
    x: Math.min(Math.max(0, p.x), Math.max(0, viewport.width - ICON_SIZE)),
    y: Math.min(Math.max(0, p.y), Math.max(0, viewport.height - ICON_SIZE)),
  };
}

/** Bottom right of the app column, at 70 % of the window height. */
export function initialPosition(
  viewport: { width: number; height: number },
  appWidth: number,
): Point {
  const columnRight = (viewport.width + Math.min(appWidth, viewport.width)) / 2;
  return clampPosition({ x: columnRight - ICON_SIZE - EDGE, y: viewport.height * 0.7 }, viewport);
}
