import type { SVGProps } from 'react';

/** Line icons drawn on a 24 × 24 grid; colour follows `currentColor`. */
const PATHS = {
  home: 'M3 11.5 12 4l9 7.5M5.5 9.5V20h5v-5.5h3V20h5V9.5',
  gift: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7C10 3.5 6.5 4 7.5 7M12 7c2-3.5 5.5-3 4.5 0',
  crown: 'M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5zM5 19h14',
  coins:
    'M9 8.5c3.3 0 6-1.1 6-2.5S12.3 3.5 9 3.5 3 4.6 3 6s2.7 2.5 6 2.5zM3 6v4.5C3 11.9 5.7 13 9 13s6-1.1 6-2.5V6M9 17.5c-3.3 0-6-1.1-6-2.5v-4.5M15 13.5c3.3 0 6 1.1 6 2.5s-2.7 2.5-6 2.5-6-1.1-6-2.5M9 16v2.5c0 1.4 2.7 2.5 6 2.5s6-1.1 6-2.5V16',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4.4 3.6-7 8-7s8 2.6 8 7',
  back: 'M15 5l-7 7 7 7',
  chevron: 'M9 5l7 7-7 7',
  headset:
    'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v6H5a1 1 0 0 1-1-1zM20 14h-3v6h2a1 1 0 0 0 1-1zM17 20c0 1-1.5 1.5-4 1.5',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20.5 20.5 16 16',
  mail: 'M3 6h18v12H3zM3 7l9 6.5L21 7',
  wallet:
    'M3 7.5h16.5a1.5 1.5 0 0 1 1.5 1.5v9.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5zM3 7.5 16 3.5v4M16 14h2',
  deposit: 'M12 4v11M7.5 10.5 12 15l4.5-4.5M4 19.5h16',
  withdraw: 'M12 15V4M7.5 8.5 12 4l4.5 4.5M4 19.5h16',
  list: 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01',
  gamepad:
    'M6.5 8h11a4 4 0 0 1 3.9 4.9l-1 4.2a2.3 2.3 0 0 1-4 .9L14.5 16h-5l-1.9 2a2.3 2.3 0 0 1-4-.9l-1-4.2A4 4 0 0 1 6.5 8zM8 11v3M6.5 12.5h3M15.5 12h.01M17.5 13.5h.01',
  shield: 'M12 3l7.5 3v5.5c0 4.5-3.2 8.2-7.5 9.5-4.3-1.3-7.5-5-7.5-9.5V6zM9 12l2 2 4-4',
  lock: 'M5.5 11h13v9.5h-13zM8 11V8a4 4 0 0 1 8 0v3M12 15v2',
  phone:
    'M8 3h8a1.5 1.5 0 0 1 1.5 1.5v15A1.5 1.5 0 0 1 16 21H8a1.5 1.5 0 0 1-1.5-1.5v-15A1.5 1.5 0 0 1 8 3zM11 18h2',
  bank: 'M3 9.5 12 4l9 5.5M4.5 10v8M9.5 10v8M14.5 10v8M19.5 10v8M3 20h18',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7M12 17h.01',
  feedback: 'M4 5h16v11H9l-5 4zM8 9.5h8M8 12.5h5',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v6M12 7.5h.01',
  close: 'M6 6l12 12M18 6 6 18',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3.5v4M16 3.5v4',
  fire: 'M12 21c-3.9 0-6.5-2.6-6.5-6.2 0-3.8 3.3-5.6 3.8-9.8 2.6 1.6 4 3.9 4.2 6.3 1-.6 1.7-1.8 1.9-3.1 1.8 1.6 3.1 4 3.1 6.6 0 3.6-2.6 6.2-6.5 6.2z',
  star: 'M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z',
  trophy:
    'M7 4h10v5a5 5 0 0 1-10 0zM7 6H4v1.5A3.5 3.5 0 0 0 7.5 11M17 6h3v1.5a3.5 3.5 0 0 1-3.5 3.5M12 14v3.5M8 20.5h8M9.5 17.5h5v3h-5z',
  share:
    'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  refresh: 'M20 11.5A8 8 0 0 0 5.6 7M4 12.5A8 8 0 0 0 18.4 17M5 3v4.5h4.5M19 21v-4.5h-4.5',
  eye: 'M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  eyeOff:
    'M3 3l18 18M10.6 6.1c.5-.1.9-.1 1.4-.1 6 0 9.5 6 9.5 6a17 17 0 0 1-2.6 3.4M6.6 6.6C4 8.3 2.5 12 2.5 12S6 18.5 12 18.5c1.6 0 3-.4 4.2-1M9.9 9.9a3 3 0 0 0 4.2 4.2',
  telegram: 'M21 4 3 11l6 2.2M21 4l-3 16-9-6.8M21 4 9 13.2V19l3-3.5',
  ticket: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v10',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3.5 2',
  card: 'M3 6h18v12H3zM3 10h18M7 14.5h4',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  trash: 'M4 7h16M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13M10 11v5.5M14 11v5.5',
  plus: 'M12 5v14M5 12h14',
  edit: 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4',
  crypto:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 7.5v9M9.5 7.5h3.5a2.2 2.2 0 0 1 0 4.5H9.5M9.5 12h4a2.2 2.2 0 0 1 0 4.5h-4M11 5.5v2M11 16.5v2',
  wheel:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 3v18M3 12h18M5.6 5.6l12.8 12.8M18.4 5.6 5.6 18.4',
} as const;

export type IconName = keyof typeof PATHS;

/** Whether a name that comes at run time (server content) is one of the icons. */
export const isIconName = (name: string): name is IconName => Object.hasOwn(PATHS, name);

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  size?: number | string;
}

export function Icon({ name, size = 24, strokeWidth = 1.8, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
