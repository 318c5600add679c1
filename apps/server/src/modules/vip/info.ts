import type { TVipInfoResponse, TVipLevelConfig } from '@khel/contract';
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { vipLevels } from '../../db/schema';
import { findPlayerById } from '../accounts';
import { toRupees } from '@khel/contract/money';
import { rangeBounds } from '@khel/contract/dates';
import { localMonth, platformOffset } from './privileges';

type VipLevelRow = typeof vipLevels.$inferSelect;

/** Basis points as a percentage (150 bp → 1.5). */
const percent = (bp: number) => bp / 100;

function presentLevel(row: VipLevelRow): TVipLevelConfig {
  return {
    level: row.level,
    depositRequired: toRupees(row.depositRequiredPaise),
    upgradeBonus: toRupees(row.upgradeBonusPaise),
    betRebatePercent: percent(row.betRebateBp),
    weeklyBonus: toRupees(row.weeklyBonusPaise),
    birthdayBonus: toRupees(row.birthdayBonusPaise),
    withdrawDailyLimit: toRupees(row.withdrawDailyLimitPaise),
    withdrawFeePercent: percent(row.withdrawFeeBp),
    withdrawDailyTimes: row.withdrawDailyTimes,
    relegationDeposit: toRupees(row.relegationDepositPaise),
    vipCustomerService: row.vipCustomerService,
  };
}

/** A level the operator has not configured: no privileges (what "level 0" means without rows). */
const emptyLevel = (level: number): TVipLevelConfig => ({
  level,
  depositRequired: 0,
  upgradeBonus: 0,
  betRebatePercent: 0,
  weeklyBonus: 0,
  birthdayBonus: 0,
  withdrawDailyLimit: 0,
  withdrawFeePercent: 0,
  withdrawDailyTimes: 0,
  relegationDeposit: 0,
  vipCustomerService: false,
});

/**
 * /vip/getVipInfo: the player's level with its privileges (the configured level at or below it,
 * as withdrawals read them; level 0 by default), every level for the privileges table, and the
 * progress figures — counted deposits, what is still needed for the next level, and this
 * calendar month's deposits in the platform's timezone.
 */
export async function getVipInfo(db: Db, playerId: number, now: Date): Promise<TVipInfoResponse> {
  const player = await findPlayerById(db, playerId);
  const level = player?.vipLevel ?? 0;
  const levels = await db.select().from(vipLevels).orderBy(asc(vipLevels.level));
  const offset = await platformOffset(db);
  const month = rangeBounds(localMonth(offset, now), offset, now);
  const [figures] = await queryRows<{ counted: string; lifetime: string; month: string }>(
    db,
    sql`select
          coalesce((select counted_deposit_paise from vip_progress where player_id = ${playerId}), 0)::text as counted,
          coalesce((select lifetime_deposit_paise from vip_progress where player_id = ${playerId}), 0)::text as lifetime,
          coalesce((select sum(credited_paise) from deposit_orders
                    where player_id = ${playerId} and status = 'success'
                      and success_at >= ${month.from.toISOString()}::timestamptz
                      and success_at < ${month.to.toISOString()}::timestamptz), 0)::text as month`,
  );
  const counted = BigInt(figures!.counted);
  const current = [...levels].reverse().find((l) => l.level <= level);
  const next = levels.find((l) => l.level > level);
  const needed = next ? next.depositRequiredPaise - counted : 0n;
  return {
    currentVipConfig: current ? { ...presentLevel(current), level } : emptyLevel(level),
    vipConfigList: levels.map(presentLevel),
    totalDeposit: toRupees(counted),
    lifetimeDeposit: toRupees(BigInt(figures!.lifetime)),
    monthDeposit: toRupees(BigInt(figures!.month)),
    nextLevel: next?.level ?? null,
    depositForNextLevel: toRupees(needed > 0n ? needed : 0n),
    monthStart: month.from.toISOString(),
  };
}
