import { ICON_SIZE, type Point } from './drag';

/**
 * The service icon never covers what the player reads or taps (apps/web/README.md,
 * "Customer-service icon"). Where the player put it is its home; while content lies under the
 * home, it docks to the nearer side edge as a narrow tab at the closest height where nothing is
 * under the tab, and comes back out when the home is clear again. Small on purpose: it is part
 * of the first screen (scripts/bench-web.mjs).
 */
export const TAB_WIDTH = 26; // ServiceIcon.module.css draws the tab this wide
/** Distance between sampled points (smaller than a line of text), and the room kept around. */
const STEP = 6;

export interface Placement {
  /** The edge it is docked to, or null at home. */
  docked: 'left' | 'right' | null;
  at: Point;
}

/**
 * Whether a point shows content: text, an image or icon, a form field, a header or bar. A
 * card's or the page's plain background is not content; `icon` is looked through.
 */
function shows(icon: Element, x: number, y: number) {
  const hit = document.elementsFromPoint(x, y).find((el) => !icon.contains(el));
  if (!hit || hit === document.body || hit === document.documentElement) return false;
  if (hit.closest('svg,img,input,select,textarea,canvas,video,iframe,header,nav')) return true;
  const range = document.createRange();
  for (const node of hit.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
    range.selectNodeContents(node);
    for (const r of range.getClientRects()) {
      if (x >= r.left && x <= r.right && y >= r.top && y <= r.bottom) return true;
    }
  }
  return false;
}

/** Whether a row of the screen, `y`, shows content anywhere from `x` across `width`. */
const busyRow = (icon: Element, x: number, width: number, y: number, step = STEP) => {
  for (let at = x; at < x + width + step; at += step) {
    if (shows(icon, Math.min(at, x + width), y)) return true;
  }
  return false;
};

/**
 * The y nearest to `preferred` (the upper one of two as near) where `height` fits between busy
 * rows: rows are STEP px apart, `rows` of them, `isBusy(row)` asked only for the rows the nearest
 * windows need, nearest first — scanning the whole edge cost a long task on every check of a
 * docked icon (Lighthouse's blocking time on Home).
 */
export function nearestFreeWindow(
  isBusy: (row: number) => boolean,
  rows: number,
  height: number,
  preferred: number,
) {
  const span = Math.ceil(height / STEP) + 1;
  const starts = Array.from({ length: Math.max(0, rows - span + 1) }, (_, row) => row);
  const distance = (start: number) => Math.abs(start * STEP - preferred);
  starts.sort((a, b) => distance(a) - distance(b) || a - b);
  for (const start of starts) {
    let free = true;
    for (let row = start + span - 1; free && row >= start; row -= 1) free = !isBusy(row);
    if (free) return start * STEP;
  }
  return null;
}

/** Where the icon goes: home when nothing is under it (and around it), else a tab at an edge. */
export function placeIcon(
  icon: Element,
  home: Point,
  column: { left: number; right: number },
  viewportHeight: number,
): Placement {
  let clear = true;
  for (let y = home.y - STEP; clear && y <= home.y + ICON_SIZE + STEP; y += STEP) {
    clear = !busyRow(icon, home.x - STEP, ICON_SIZE + 2 * STEP, y);
  }
  if (clear) return { docked: null, at: home };
  const docked = home.x + ICON_SIZE / 2 < (column.left + column.right) / 2 ? 'left' : 'right';
  const x = docked === 'left' ? column.left : column.right - TAB_WIDTH;
  const from = docked === 'left' ? x : x - STEP;
  const busy: boolean[] = [];
  // Every 8 px across the edge (the thinnest glyph is wider); each row looked at once at most.
  const isBusy = (row: number) =>
    (busy[row] ??= busyRow(icon, from, TAB_WIDTH + STEP, row * STEP, 8));
  const rows = Math.ceil(viewportHeight / STEP);
  return { docked, at: { x, y: nearestFreeWindow(isBusy, rows, ICON_SIZE, home.y) ?? home.y } };
}
