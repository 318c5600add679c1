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
