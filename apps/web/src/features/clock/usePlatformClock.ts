import { offsetMinutes, zoneLabel } from '@khel/contract/dates';
import { formatDateTime, formatTimeOfDay } from '../../lib/clock';
import { useAppStore } from '../../stores/app';

export interface PlatformClock {
  /** Minutes east of UTC. */
  offset: number;
  /** `GMT+5:30`. */
  zone: string;
  /** `2026-03-01 18:05:09`. */
  dateTime: (value: string | number | null | undefined) => string;
  /** `18:05:09`. */
  time: (value: string | number | null | undefined) => string;
}

/** The platform's clock (lib/clock.ts): every time a page shows goes through it. */
export function usePlatformClock(): PlatformClock {
  const offset = offsetMinutes(useAppStore((s) => s.appInfo?.timezone));
  return {
    offset,
    zone: zoneLabel(offset),
    dateTime: (value) => formatDateTime(value, offset),
    time: (value) => formatTimeOfDay(value, offset),
  };
}
