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
  /** Docked: a point under the home where content was seen, looked at first next time. */
  seen?: Point;
}

/**
 * Whether a point shows content: text, an image or icon, a form field, a header or bar. A
 * card's or the page's plain background is not content. The icon is looked through: placeIcon
 * takes it out of hit testing while it looks.
 */
function shows(x: number, y: number) {
  const hit = document.elementFromPoint(x, y);
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

/** The first point of a row of the screen, `y`, from `x` across `width` that shows content. */
function shownInRow(x: number, width: number, y: number, step = STEP) {
  for (let at = x; at < x + width + step; at += step) {
    const point = { x: Math.min(at, x + width), y };
    if (shows(point.x, point.y)) return point;
  }
  return null;
}

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
    if (windowFree(isBusy, start, span)) return start * STEP;
  }
  return null;
}

/** Whether the `span` rows from `start` are all free, asked from the bottom up. */
function windowFree(isBusy: (row: number) => boolean, start: number, span: number) {
  for (let row = start + span - 1; row >= start; row -= 1) if (isBusy(row)) return false;
  return true;
}

/**
 * Where the icon goes: home when nothing is under it (and around it), else a tab at an edge.
 * `kept`, the tab an earlier check placed, stays while the home is still covered (its `seen`
 * point first) and nothing has come under the tab: a check with no change told of (the periodic
 * one) confirms it in about 50 hit tests instead of scanning the home and searching the edge
 * again (about 150 on Home, every second).
 */
export function placeIcon(
  icon: HTMLElement,
  home: Point,
  column: { left: number; right: number },
  viewportHeight: number,
  kept?: Placement,
): Placement {
  // Out of hit testing while it looks (given back before anything else runs): one element a
  // point instead of the whole stack under it, ≈ 2.5× faster in Chromium.
  const pointerEvents = icon.style.pointerEvents;
  icon.style.pointerEvents = 'none';
  try {
    return lookAround(home, column, viewportHeight, kept);
  } finally {
    icon.style.pointerEvents = pointerEvents;
  }
}

function lookAround(
  home: Point,
  column: { left: number; right: number },
  viewportHeight: number,
  kept?: Placement,
): Placement {
  let seen = kept?.seen && shows(kept.seen.x, kept.seen.y) ? kept.seen : null;
  for (let y = home.y - STEP; !seen && y <= home.y + ICON_SIZE + STEP; y += STEP) {
    seen = shownInRow(home.x - STEP, ICON_SIZE + 2 * STEP, y);
  }
  if (!seen) return { docked: null, at: home };
  const docked = home.x + ICON_SIZE / 2 < (column.left + column.right) / 2 ? 'left' : 'right';
  const x = docked === 'left' ? column.left : column.right - TAB_WIDTH;
  const from = docked === 'left' ? x : x - STEP;
  const busy: boolean[] = [];
  // Every 8 px across the edge (the thinnest glyph is wider); each row looked at once at most.
  const isBusy = (row: number) =>
    (busy[row] ??= shownInRow(from, TAB_WIDTH + STEP, row * STEP, 8) !== null);
  const span = Math.ceil(ICON_SIZE / STEP) + 1;
  if (
    kept?.docked === docked &&
    kept.at.x === x &&
    kept.at.y % STEP === 0 &&
    windowFree(isBusy, kept.at.y / STEP, span)
  ) {
    return { ...kept, seen };
  }
  const rows = Math.ceil(viewportHeight / STEP);
  const y = nearestFreeWindow(isBusy, rows, ICON_SIZE, home.y) ?? home.y;
  return { docked, at: { x, y }, seen };
}
