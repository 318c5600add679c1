/** Game records: formatting and filters of the records page. */

/** A round's start in the platform zone (minutes east of UTC), 24-hour: `03/01 18:05:09`. */
export function formatRoundTime(iso: string, language: string, offsetMinutes: number): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Intl.DateTimeFormat(language, {
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(new Date(time + offsetMinutes * 60_000));
}

/** The game-records range of a date filter. */
export const RECORD_RANGE = {
  today: 'today',
  yesterday: 'yesterday',
  last3Days: '3days',
} as const satisfies Record<'today' | 'yesterday' | 'last3Days', string>;

/** W/L is only known once a round is settled; a cancelled round was refunded. */
export const showsWinLoss = (status: string) => status === 'settled';
