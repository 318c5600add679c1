import type { TVipLevelInput } from '@khel/contract/admin-settings';
import { hundredthsOf, rupeesText, rupeesToPaise, toRupees } from '@khel/contract/money';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { AppError } from '../../errors';
import type { AdminContext } from '../operators';

interface LevelRow {
  level: number;
  deposit_required_paise: string;
  upgrade_bonus_paise: string;
  bet_rebate_bp: number;
  weekly_bonus_paise: string;
  birthday_bonus_paise: string;
  withdraw_daily_limit_paise: string;
  withdraw_fee_bp: number;
  withdraw_daily_times: number;
  relegation_deposit_paise: string;
  vip_customer_service: boolean;
  players: string;
}

const present = (row: LevelRow) => ({
  level: row.level,
  depositRequired: toRupees(row.deposit_required_paise),
  upgradeBonus: toRupees(row.upgrade_bonus_paise),
  betRebatePercent: row.bet_rebate_bp / 100,
  weeklyBonus: toRupees(row.weekly_bonus_paise),
  birthdayBonus: toRupees(row.birthday_bonus_paise),
  withdrawDailyLimit: toRupees(row.withdraw_daily_limit_paise),
  withdrawFeePercent: row.withdraw_fee_bp / 100,
  withdrawDailyTimes: row.withdraw_daily_times,
  relegationDeposit: toRupees(row.relegation_deposit_paise),
  vipCustomerService: row.vip_customer_service,
  players: Number(row.players),
});

/** Every level with the players holding it (a level not configured counts under none). */
export async function levels(db: Db) {
  const rows = await queryRows<LevelRow>(
    db,
    sql`select l.level, l.deposit_required_paise::text, l.upgrade_bonus_paise::text,
          l.bet_rebate_bp, l.weekly_bonus_paise::text, l.birthday_bonus_paise::text,
          l.withdraw_daily_limit_paise::text, l.withdraw_fee_bp, l.withdraw_daily_times,
          l.relegation_deposit_paise::text, l.vip_customer_service,
          (select count(*) from players p where p.vip_level = l.level)::text as players
        from vip_levels l order by l.level`,
  );
  return rows.map(present);
}

const paise = (rupees: number) => rupeesToPaise(rupees)!;
/** Percent with ≤ 2 decimals as basis points (1.5 % → 150). */
const bp = (percent: number) => Number(hundredthsOf(percent)!);

/**
 * Level 0 needs nothing, and each level needs more counted deposits than the one below: the
 * progression (progression.ts) raises a player through the levels in that order.
 */
function assertLadder(ladder: { level: number; depositRequired: number }[]) {
  const sorted = [...ladder].sort((a, b) => a.level - b.level);
  const zero = sorted.find((l) => l.level === 0);
  if (zero && paise(zero.depositRequired) !== 0n)
    throw new AppError('badRequest', 'Level 0 must need no deposit');
  for (let i = 1; i < sorted.length; i++) {
    const below = sorted[i - 1]!;
    const level = sorted[i]!;
    if (paise(level.depositRequired) <= paise(below.depositRequired))
      throw new AppError(
        'badRequest',
        `Level ${level.level} must need more deposits than level ${below.level} (Rs ${rupeesText(paise(below.depositRequired))})`,
      );
  }
}

async function saveLevel(tx: Db, input: TVipLevelInput) {
  await tx.execute(
    sql`insert into vip_levels (level, deposit_required_paise, upgrade_bonus_paise, bet_rebate_bp,
          weekly_bonus_paise, birthday_bonus_paise, withdraw_daily_limit_paise, withdraw_fee_bp,
          withdraw_daily_times, relegation_deposit_paise, vip_customer_service)
        values (${input.level}, ${paise(input.depositRequired)}, ${paise(input.upgradeBonus)},
          ${bp(input.betRebatePercent)}, ${paise(input.weeklyBonus)}, ${paise(input.birthdayBonus)},
          ${paise(input.withdrawDailyLimit)}, ${bp(input.withdrawFeePercent)},
          ${input.withdrawDailyTimes}, ${paise(input.relegationDeposit)}, ${input.vipCustomerService})
        on conflict (level) do update set
          deposit_required_paise = excluded.deposit_required_paise,
          upgrade_bonus_paise = excluded.upgrade_bonus_paise,
          bet_rebate_bp = excluded.bet_rebate_bp,
          weekly_bonus_paise = excluded.weekly_bonus_paise,
          birthday_bonus_paise = excluded.birthday_bonus_paise,
          withdraw_daily_limit_paise = excluded.withdraw_daily_limit_paise,
          withdraw_fee_bp = excluded.withdraw_fee_bp,
          withdraw_daily_times = excluded.withdraw_daily_times,
          relegation_deposit_paise = excluded.relegation_deposit_paise,
          vip_customer_service = excluded.vip_customer_service`,
  );
}

/** Serialises VIP level edits: the ladder is checked against the rows as they are at commit. */
const lockLevels = (tx: Db) => tx.execute(sql`lock table vip_levels in share row exclusive mode`);

/** Creates or replaces a level, keeping the ladder rising; audited with before and after. */
export const saveVipLevel = (context: AdminContext, input: TVipLevelInput) =>
  context.transaction(async (tx, audit) => {
    await lockLevels(tx);
    const current = await levels(tx);
    const before = current.find((l) => l.level === input.level) ?? null;
    assertLadder([...current.filter((l) => l.level !== input.level), input]);
    await saveLevel(tx, input);
    const after = (await levels(tx)).find((l) => l.level === input.level)!;
    const { players: _b, ...beforeFigures } = before ?? { players: 0 };
    const { players: _a, ...afterFigures } = after;
    audit({
      action: before ? 'vip.level.update' : 'vip.level.create',
      targetType: 'vip_level',
      targetId: String(input.level),
      before: before ? beforeFigures : null,
      after: afterFigures,
    });
    return after;
  });

/** Deletes the highest level while no player holds it (or one above). */
export const deleteVipLevel = (context: AdminContext, level: number) =>
  context.transaction(async (tx, audit) => {
    await lockLevels(tx);
    const current = await levels(tx);
    const row = current.find((l) => l.level === level);
    if (!row) throw new AppError('notFound', `There is no level ${level}`);
    if (current.some((l) => l.level > level))
      throw new AppError('badRequest', 'Only the highest level can be deleted');
    const [held] = await queryRows<{ n: string }>(
      tx,
      sql`select count(*)::text as n from players where vip_level >= ${level}`,
    );
    if (Number(held!.n) > 0)
      throw new AppError('conflict', `${held!.n} players hold level ${level} or above`);
    await tx.execute(sql`delete from vip_levels where level = ${level}`);
    const { players: _p, ...before } = row;
    audit({ action: 'vip.level.delete', targetType: 'vip_level', targetId: String(level), before });
    return { ok: true as const };
  });
