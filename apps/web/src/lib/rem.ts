/** Design width the rem scale is drawn for (docs/product.md §9). */
export const BASE_WIDTH = 375;
/** Root font size stops growing past this width. */
export const MAX_WIDTH = 960;
/** At or below this width the app is in mobile view; wider, it stands in a phone-width column. */
export const MOBILE_MAX_WIDTH = 768;
export const COLUMN_WIDTH = 480;

export const isMobileView = (viewportWidth: number) => viewportWidth <= MOBILE_MAX_WIDTH;

/** Width the layout is drawn at: the viewport on a phone, the centred column on wider screens. */
export const layoutWidth = (viewportWidth: number) =>
  isMobileView(viewportWidth) ? viewportWidth : COLUMN_WIDTH;

/** 16 px at 375 px wide, scaled with the width, capped at MAX_WIDTH. */
export const rootFontSize = (width: number) =>
  (16 * Math.min(Math.max(width, 1), MAX_WIDTH)) / BASE_WIDTH;

export function applyRootFontSize() {
  const width = layoutWidth(window.innerWidth);
  document.documentElement.style.fontSize = `${rootFontSize(width).toFixed(3)}px`;
}
