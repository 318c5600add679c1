import { ICON_SIZE, type Point } from './drag';

/**
 * The service icon never covers what the player reads or taps (docs: apps/web/README.md,
 * "Customer-service icon"). Where the player put it is its home; while content lies under the
 * home, it docks to the nearer side edge as a narrow tab at the closest height where nothing is
 * under the tab, and comes back out when the home is clear again.
 */
export const TAB_WIDTH = 26; // ServiceIcon.module.css draws the tab this wide
/** Distance between sampled points: smaller than any line of text. */
const STEP = 6;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type Placement =
  { docked: false; at: Point } | { docked: true; side: 'left' | 'right'; at: Point };

/** The points of a rect sampled every STEP px (every `stepX` across), edges included. */
function samples(rect: Rect, stepX = STEP): Point[] {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let x = rect.x + 1; x < rect.x + rect.width; x += stepX) xs.push(x);
  for (let y = rect.y + 1; y < rect.y + rect.height; y += STEP) ys.push(y);
  xs.push(rect.x + rect.width - 1);
  ys.push(rect.y + rect.height - 1);
  return ys.flatMap((y) => xs.map((x) => ({ x, y })));
}

const REPLACED = new Set([
  'IMG',
  'SVG',
  'CANVAS',
  'VIDEO',
  'INPUT',
  'SELECT',
  'TEXTAREA',
  'IFRAME',
]);

/**
 * Tells whether a point shows content: text, an image or icon, a form field, or a bar fixed to
 * the screen (header, tab bar, sticky tabs). A card's or the page's plain background is not
 * content. `ignore` (the icon) is looked through.
 */
export function contentProbe(ignore: Element) {
  const fixedCache = new WeakMap<Element, boolean>();
  const pinned = (el: Element): boolean => {
    const known = fixedCache.get(el);
    if (known !== undefined) return known;
    const position = getComputedStyle(el).position;
    const result =
      position === 'fixed' ||
      position === 'sticky' ||
      (el.parentElement ? pinned(el.parentElement) : false);
    fixedCache.set(el, result);
    return result;
  };
  return (x: number, y: number): boolean => {
    let hit = document.elementFromPoint(x, y);
    if (hit && ignore.contains(hit)) {
      hit = document.elementsFromPoint(x, y).find((el) => !ignore.contains(el)) ?? null;
    }
    if (!hit || hit === document.documentElement || hit === document.body) return false;
    if (REPLACED.has(hit.tagName.toUpperCase()) || hit.closest('svg')) return true;
    if (pinned(hit)) return true;
    for (const node of hit.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        if (x >= r.left && x <= r.right && y >= r.top && y <= r.bottom) return true;
      }
    }
    return false;
  };
}

/** The y nearest to `preferred` where a window of `height` fits between free rows. */
export function nearestFreeWindow(
  busyRows: readonly boolean[],
  rowHeight: number,
  height: number,
  preferred: number,
): number | null {
  const span = Math.ceil(height / rowHeight) + 1;
  let best: number | null = null;
  for (let start = 0; start + span <= busyRows.length; start += 1) {
    if (busyRows.slice(start, start + span).some(Boolean)) continue;
    const y = start * rowHeight;
    if (best === null || Math.abs(y - preferred) < Math.abs(best - preferred)) best = y;
  }
  return best;
}

/** Where the icon goes: home when nothing is under it, else a tab at the nearer edge. */
export function placeIcon(options: {
  home: Point;
  column: { left: number; right: number };
  viewportHeight: number;
  icon: Element;
}): Placement {
  const { home, column, viewportHeight, icon } = options;
  const shows = contentProbe(icon);
  const homeRect = { x: home.x, y: home.y, width: ICON_SIZE, height: ICON_SIZE };
  if (!samples(homeRect).some((p) => shows(p.x, p.y))) return { docked: false, at: home };

  const side = home.x + ICON_SIZE / 2 < (column.left + column.right) / 2 ? 'left' : 'right';
  const x = side === 'left' ? column.left : column.right - TAB_WIDTH;
  const column_ = samples({ x, y: 0, width: TAB_WIDTH, height: viewportHeight }, TAB_WIDTH / 2);
  const rows = Math.ceil(viewportHeight / STEP);
  const busy = Array.from({ length: rows }, () => false);
  for (const p of column_) {
    const row = Math.min(rows - 1, Math.floor(p.y / STEP));
    if (!busy[row] && shows(p.x, p.y)) busy[row] = true;
  }
  const y = nearestFreeWindow(busy, STEP, ICON_SIZE, home.y);
  return { docked: true, side, at: { x, y: y ?? home.y } };
}
