import { paiseOf } from '@khel/contract/money';
import type { VipInfo, VipLevelConfig } from './types';

/** The levels the server seeds (vip_levels, 0–10); the chips show them before data arrives. */
export const VIP_LEVELS = Array.from({ length: 11 }, (_, level) => level);

export function levelConfig(list: VipLevelConfig[], level: number): VipLevelConfig | null {
  return list.find((config) => config.level === level) ?? null;
}

/**
 * How full the bar toward the next level is, 0–100, from the server's own figures: the deposits it
 * counts and what it says is still needed (100 at the top level, where `nextLevel` is null).
 */
export function progressPercent(info: VipInfo): number {
  if (info.nextLevel === null) return 100;
  const counted = paiseOf(info.totalDeposit);
  const needed = paiseOf(info.depositForNextLevel);
  if (needed <= 0n) return 100;
  const whole = counted + needed;
  return Math.max(0, Math.min(100, Number((counted * 100n) / whole)));
}
