/**
 * The line icons of the game pages (24×24 viewBox, currentColor). Each icon's path lives beside
 * the component that draws it, so a page's first chunk carries only the icons its first paint
 * shows (the top bar's, the error view's), not the sheets' or the verifier's.
 */
export interface IconProps {
  /** The SVG path data. */
  path: string;
  size?: number;
}

export function Icon({ path, size = 20 }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={path} />
    </svg>
  );
}
