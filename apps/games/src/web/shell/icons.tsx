/** The few line icons the game pages use (24×24 viewBox, currentColor). */
const PATHS = {
  shield: 'M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3zm-3 9l2 2 4-4',
  close: 'M6 6l12 12M18 6L6 18',
  copy: 'M9 9h10v10H9zM5 15V5h10',
  back: 'M15 5l-7 7 7 7',
  clock: 'M12 3a9 9 0 110 18 9 9 0 010-18zm0 4v5l3 2',
  alert: 'M12 3l9.5 17h-19L12 3zm0 6v5m0 3v.5',
  refresh: 'M20 11a8 8 0 10-2.3 5.7M20 4v7h-7',
  check: 'M5 12l5 5 9-10',
  history: 'M4 12a8 8 0 108-8 8 8 0 00-6.3 3M4 4v4h4m4 0v4l3 2',
  swap: 'M7 4v16m0 0l-3-3m3 3l3-3M17 20V4m0 0l-3 3m3-3l3 3',
} as const;

export type IconName = keyof typeof PATHS;

export interface IconProps {
  name: IconName;
  size?: number;
}

export function Icon({ name, size = 20 }: IconProps) {
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
      <path d={PATHS[name]} />
    </svg>
  );
}

export function GemIcon({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <path d="M9 5h14l6 8-13 15L3 13z" fill="#1fe07a" />
      <path d="M3 13h26L16 28z" fill="#12b25c" />
      <path d="M9 5l3 8h8l3-8M12 13l4 15 4-15" fill="none" stroke="#b8ffd7" strokeWidth="1.2" />
    </svg>
  );
}

export function MineIcon({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <path
        d="M16 3v4M16 25v4M3 16h4M25 16h4M6.8 6.8l2.8 2.8M22.4 22.4l2.8 2.8M6.8 25.2l2.8-2.8M22.4 9.6l2.8-2.8"
        stroke="#ff4d6a"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
      <circle cx="16" cy="16" r="9" fill="#ff4d6a" />
      <circle cx="13" cy="13" r="2.6" fill="#ffd0d8" />
    </svg>
  );
}
