const DAY_MS = 86_400_000;

/** '+05:30' → 330 minutes; anything unreadable is UTC. */
export function offsetMinutes(timezone: string): number {
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(timezone);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * The instants a records filter covers, in a timezone given as an offset: 'today', '3days', '7d'
 * and '30d' end with today (the last 3, 7 or 30 days, today included); 'yesterday' is the day
 * before today; 'YYYY-MM' is that calendar month.
 */
export function rangeBounds(range: string, offset: number, now: Date): { from: Date; to: Date } {
  const offsetMs = offset * 60_000;
  if (/^\d{4}-\d{2}$/.test(range)) {
    const [year, month] = range.split('-').map(Number) as [number, number];
    return {
      from: new Date(Date.UTC(year, month - 1, 1) - offsetMs),
      to: new Date(Date.UTC(year, month, 1) - offsetMs),
    };
  }
  const localMidnight = Math.floor((now.getTime() + offsetMs) / DAY_MS) * DAY_MS - offsetMs;
  if (range === 'yesterday') {
    return { from: new Date(localMidnight - DAY_MS), to: new Date(localMidnight) };
  }
  const days = range === '7d' ? 7 : range === '30d' ? 30 : range === '3days' ? 3 : 1;
  return {
    from: new Date(localMidnight - (days - 1) * DAY_MS),
    to: new Date(localMidnight + DAY_MS),
  };
}

/** The calendar day ('YYYY-MM-DD') it is at `now` in a timezone given as an offset. */
export function localDay(offset: number, now: Date): string {
  return new Date(now.getTime() + offset * 60_000).toISOString().slice(0, 10);
}
