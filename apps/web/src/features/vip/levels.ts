import { paiseOf, toRupees } from '@khel/contract/money';
import type { VipInfo, VipLevelConfig } from './types';

/** The levels the server seeds (vip_levels, 0–10); the chips show them before data arrives. */
export const VIP_LEVELS = Array.from({ length: 11 }, (_, level) => level);

export function levelConfig(list: VipLevelConfig[], level: number): VipLevelConfig | null {
  return list.find((config) => config.level === level) ?? null;
}

export interface VipProgress {
  /** Null at the highest level. */
  next: VipLevelConfig | null;
  /** Deposit still needed for the next level, in rupees (0 at the highest level). */
  neededRupees: number;
  /** 0–100, toward the next level (100 at the highest level). */
  percent: number;
}

/** How far the player's total deposits have come toward the next level. */
export function vipProgress(info: VipInfo, level: number): VipProgress {
  const next = levelConfig(info.vipConfigList, level + 1);
  if (!next) return { next: null, neededRupees: 0, percent: 100 };
  const targetPaise = paiseOf(next.depositRequired);
  const totalPaise = paiseOf(info.totalDeposit);
  const neededPaise = targetPaise > totalPaise ? targetPaise - totalPaise : 0n;
  const percent = targetPaise <= 0n ? 100 : Number((totalPaise * 100n) / targetPaise);
  return {
    next,
    neededRupees: toRupees(neededPaise),
    percent: Math.max(0, Math.min(100, percent)),
  };
}
