import type { Banner, RollMessage } from './types';

/** Category codes the app has names for (home `category.*`); others show their code. */
export const KNOWN_CATEGORIES = [
  'originals',
  'crash',
  'slots',
  'live',
  'table',
  'fishing',
  'cards',
  'lottery',
  'sports',
  'arcade',
] as const;
export type KnownCategory = (typeof KNOWN_CATEGORIES)[number];

export const isKnownCategory = (code: string): code is KnownCategory =>
  (KNOWN_CATEGORIES as readonly string[]).includes(code);

/** An unknown code made readable: `mini_games` → "Mini games". */
export function humanizeCode(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : code;
}

/** What a roll message says, given the translator of home `rollMsg.win` and a money format. */
export function rollMessageText(
  message: RollMessage,
  winText: (values: { name: string; amount: string; game: string }) => string,
  money: (rupees: number) => string,
): string {
  if (message.kind === 'notice') return message.text.trim();
  return winText({ name: message.name, amount: money(message.amount), game: message.game });
}

export type BannerTarget =
  | { kind: 'route'; path: string }
  | { kind: 'url'; href: string }
  | { kind: 'game'; gameId: number }
  | null;

/**
 * Where a tapped banner leads: an app route (a path starting with one '/'), an http(s) page, a
 * game to launch, or nowhere (linkType 'none', or a link that does not fit its type).
 */
export function bannerTarget(banner: Pick<Banner, 'linkType' | 'link'>): BannerTarget {
  const link = banner.link.trim();
  switch (banner.linkType) {
    case 'route':
      return link.startsWith('/') && !link.startsWith('//') ? { kind: 'route', path: link } : null;
    case 'url':
      return /^https?:\/\//i.test(link) ? { kind: 'url', href: link } : null;
    case 'game': {
      const gameId = /^\d{1,9}$/.test(link) ? Number(link) : 0;
      return gameId > 0 ? { kind: 'game', gameId } : null;
    }
    case 'none':
    default:
      return null;
  }
}

/** The slide `step` away from `index` in a loop of `count` slides. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** Horizontal drag beyond this many pixels turns the carousel. */
export const SWIPE_THRESHOLD_PX = 40;

/**
 * The slide step of a finished drag: dragging left shows the next slide (+1), right the
 * previous one (-1); a tap, a short drag or a mostly vertical one (scrolling) gives 0.
 */
export function swipeStep(dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) < Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
