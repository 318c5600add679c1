/** Game records: formatting and filters of the records page. */

/** The game-records range of a date filter. */
export const RECORD_RANGE = {
  today: 'today',
  yesterday: 'yesterday',
  last3Days: '3days',
} as const satisfies Record<'today' | 'yesterday' | 'last3Days', string>;

/** W/L is only known once a round is settled; a cancelled round was refunded. */
export const showsWinLoss = (status: string) => status === 'settled';
