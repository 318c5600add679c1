/** When auto-bet stops by itself (Dice, Limbo): its limits, checked after every round. */

export type AutoStopReason = 'count' | 'profit' | 'loss' | 'user' | 'error';

export interface AutoBetLimits {
  /** 0 plays until stopped. */
  count: number;
  /** Stop once net profit reaches this (0 = off). */
  stopProfit: number;
  /** Stop once net loss reaches this (0 = off). */
  stopLoss: number;
}

/** Next step after a round: keep going or the reason to stop. */
export function autoStopAfter(
  limits: AutoBetLimits,
  played: number,
  net: number,
): AutoStopReason | null {
  if (limits.stopProfit > 0 && net >= limits.stopProfit) return 'profit';
  if (limits.stopLoss > 0 && -net >= limits.stopLoss) return 'loss';
  if (limits.count > 0 && played >= limits.count) return 'count';
  return null;
}
