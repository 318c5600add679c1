/**
 * The platform's clock (the launch URL's `tz`, e.g. +05:30): the game shows times as the app
 * does (apps/web/src/lib/clock.ts), not in the phone's zone; GMT+5:30 when the URL has none.
 */
const ZONE = /^([+-])(\d{2}):?(\d{2})$/;
export const DEFAULT_ZONE = '+05:30';

/** Minutes east of UTC of an offset such as `+05:30`; the default zone's when malformed. */
export function offsetMinutes(zone: string | null | undefined): number {
  const match = ZONE.exec(zone ?? '') ?? ZONE.exec(DEFAULT_ZONE)!;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `18:05:09` in the zone; empty when the time cannot be read. */
export function timeOfDay(iso: string, offset: number): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const d = new Date(time + offset * 60_000);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}
