import { and, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { vipLevels, withdrawalOrders } from '../../db/schema';
import { offsetMinutes, rangeBounds } from '@khel/contract/dates';

export interface VipWithdrawLimits {
  dailyLimitPaise: bigint;
  dailyTimes: number;
  feeBp: number;
}

/**
 * The withdrawal privileges of a VIP level (vip_levels). A level the operator has not configured
 * gets the highest configured level below it; none at all means no withdrawals.
 */
export async function readVipLimits(db: Db, vipLevel: number): Promise<VipWithdrawLimits> {
  const [row] = await db
    .select()
    .from(vipLevels)
    .where(lte(vipLevels.level, vipLevel))
    .orderBy(desc(vipLevels.level))
    .limit(1);
  return {
    dailyLimitPaise: row?.withdrawDailyLimitPaise ?? 0n,
    dailyTimes: row?.withdrawDailyTimes ?? 0,
    feeBp: row?.withdrawFeeBp ?? 0,
  };
}

/**
 * Orders that count toward today's amount and times: failed and rejected gave the money back; a
 * held payout (payout_failed) still holds it.
 */
export const COUNTED_STATUSES = ['review', 'processing', 'success', 'payout_failed'] as const;

export interface TodayUsage {
  amountPaise: bigint;
  times: number;
}

/** What the player has withdrawn today, the platform's day (its timezone) from midnight. */
export async function readTodayUsage(
  db: Db,
  options: { playerId: number; timezone: string; now?: Date },
): Promise<TodayUsage> {
  const { from, to } = rangeBounds(
    'today',
    offsetMinutes(options.timezone),
    options.now ?? new Date(),
  );
  const [row] = await db
    .select({
      amount: sql<string>`coalesce(sum(${withdrawalOrders.amountPaise}), 0)::text`,
      times: sql<number>`count(*)::int`,
    })
    .from(withdrawalOrders)
    .where(
      and(
        eq(withdrawalOrders.playerId, options.playerId),
        inArray(withdrawalOrders.status, [...COUNTED_STATUSES]),
        gte(withdrawalOrders.createdAt, from),
        lt(withdrawalOrders.createdAt, to),
      ),
    );
  return { amountPaise: BigInt(row?.amount ?? '0'), times: Number(row?.times ?? 0) };
}

export interface Remaining {
  amountPaise: bigint;
  times: number;
}

export const remainingToday = (limits: VipWithdrawLimits, usage: TodayUsage): Remaining => ({
  amountPaise:
    limits.dailyLimitPaise > usage.amountPaise ? limits.dailyLimitPaise - usage.amountPaise : 0n,
  times: Math.max(0, limits.dailyTimes - usage.times),
});

/**
 * Everything the player has withdrawn or holds in a withdrawal (the counted statuses, all time):
 * the cumulative total the identity verification gate compares (modules/kyc README).
 */
export async function readWithdrawnTotal(db: Db, playerId: number): Promise<bigint> {
  const [row] = await db
    .select({ amount: sql<string>`coalesce(sum(${withdrawalOrders.amountPaise}), 0)::text` })
    .from(withdrawalOrders)
    .where(
      and(
        eq(withdrawalOrders.playerId, playerId),
        inArray(withdrawalOrders.status, [...COUNTED_STATUSES]),
      ),
    );
  return BigInt(row?.amount ?? '0');
}
