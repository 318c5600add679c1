import { localDay, offsetMinutes, PLATFORM_TIMEZONE } from '@khel/contract/dates';
import i18next from 'i18next';

/** The dashboard's series colours (the app's palette: accent green, info blue, warn, danger). */
export const COLORS = {
  deposits: '#0f7b5f',
  withdrawals: '#d97706',
  ggr: '#2b6cb0',
  negative: '#c0392b',
  bonusCost: '#9f3fbf',
  newPlayers: '#0e9f9a',
  activePlayers: '#17202a',
} as const;

const locale = () => i18next.language || 'en';

/** An axis figure in few characters: 1.2K, 3.4M (the locale's compact notation). */
export const compactNumber = (value: number) =>
  new Intl.NumberFormat(locale(), { notation: 'compact', maximumFractionDigits: 1 }).format(value);

export const compactRupees = (value: number) => `Rs ${compactNumber(value)}`;

/** A platform day (YYYY-MM-DD) as 'Mar 16', 'Mar 16, 2030' or 'Sat, Mar 16, 2030'. */
export function shortDay(day: string, style: 'short' | 'year' | 'long' = 'short') {
  const date = new Date(`${day}T12:00:00Z`);
  return date.toLocaleDateString(locale(), {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    ...(style !== 'short' ? { year: 'numeric' } : {}),
    ...(style === 'long' ? { weekday: 'short' } : {}),
  });
}

/** Today in the platform zone (GMT+5:30), YYYY-MM-DD. */
export const platformToday = (now = new Date()) => localDay(offsetMinutes(PLATFORM_TIMEZONE), now);
