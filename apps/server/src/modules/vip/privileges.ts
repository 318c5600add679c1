import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { readTimezone } from '../app-config';
import { sendMailsFrom } from '../inbox';
import { claimDueAutoRewards, insertRewards } from '../rewards';
import type { AccountDirectory } from '../wallet';
import { localDay, offsetMinutes, rangeBounds } from '@khel/contract/dates';
import { configuredLevel, levelHeldAt } from './progression';

/**
 * The VIP privileges paid by schedules (README.md). Each works on the period its occurrence
 * names, never on "now", so a late or repeated run pays the same period the same amounts; each
 * grant is one set-based statement whose rewards are unique per player and period.
 */

export interface VipDeps {
  db: Db;
  accounts: AccountDirectory;
}

const DAY_MS = 86_400_000;
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** The platform's timezone as minutes east of UTC (app_settings `timezone`, +05:30 by default). */
export async function platformOffset(db: Db): Promise<number> {
  return offsetMinutes(await readTimezone(db));
}

/** The calendar month ('YYYY-MM') an instant falls in, in the platform's timezone. */
export const localMonth = (offset: number, instant: Date) => localDay(offset, instant).slice(0, 7);

/**
 * The daily bet rebate for the platform day before `occurrence`: each player's valid bets of
 * rounds settled that day × `bet_rebate_bp` of the level held at the day's end, rounded down to
 * the paisa, as a 'daily rebate' reward paid at once (auto-claim).
 */
export async function payDailyRebates(deps: VipDeps, occurrence: Date, now: Date) {
  const offset = await platformOffset(deps.db);
  const day = rangeBounds('yesterday', offset, occurrence);
  const source = `vip:rebate:${localDay(offset, day.from)}`;
  const granted = await deps.db.transaction((tx) =>
    insertRewards(
      tx,
      { kind: 'vip_rebate', autoClaim: true },
      sql`select p.id as player_id, floor(b.valid * l.bet_rebate_bp / 10000) as amount_paise,
            ${source} as source
          from (select r.player_id, sum(r.valid_bet_paise) as valid from game_rounds r
                where r.status = 'settled' and r.settled_at >= ${at(day.from)}
                  and r.settled_at < ${at(day.to)} and r.valid_bet_paise > 0
                group by r.player_id) b
          join players p on p.id = b.player_id
          join vip_levels l on l.level = ${configuredLevel(levelHeldAt(day.to))}
          where l.bet_rebate_bp > 0`,
      now,
    ),
  );
  const paid = await claimDueAutoRewards(deps.db, deps.accounts, { now, source });
  return { source, granted: granted.length, ...paid };
}

/**
 * The weekly bonus on Monday: for the platform week (Monday to Sunday) before `occurrence`, to
 * every player with a successful deposit in it, at the level held at the week's end; claimable
 * for 7 days.
 */
export async function grantWeeklyBonuses(deps: VipDeps, occurrence: Date, now: Date) {
  const offset = await platformOffset(deps.db);
  const end = rangeBounds('today', offset, occurrence).from;
  const start = new Date(end.getTime() - 7 * DAY_MS);
  const source = `vip:weekly:${localDay(offset, start)}`;
  const granted = await deps.db.transaction((tx) =>
    insertRewards(
      tx,
      { kind: 'vip_weekly', expiresAt: new Date(occurrence.getTime() + 7 * DAY_MS) },
      sql`select p.id as player_id, l.weekly_bonus_paise as amount_paise, ${source} as source
          from (select distinct o.player_id from deposit_orders o
                where o.status = 'success' and o.success_at >= ${at(start)}
                  and o.success_at < ${at(end)}) d
          join players p on p.id = d.player_id
          join vip_levels l on l.level = ${configuredLevel(levelHeldAt(end))}
          where l.weekly_bonus_paise > 0`,
      now,
    ),
  );
  return { source, granted: granted.length };
}

/**
 * The birthday bonus: every day, players whose birthday month is this platform month and who
 * have no birthday reward for this year get one at their current level, claimable until the
 * month ends. The birthday cannot be changed once set, so it cannot be moved to farm this.
 */
export async function grantBirthdayBonuses(deps: VipDeps, occurrence: Date, now: Date) {
  const offset = await platformOffset(deps.db);
  const month = localMonth(offset, occurrence);
  const source = `vip:birthday:${month.slice(0, 4)}`;
  const monthEnd = rangeBounds(month, offset, occurrence).to;
  const granted = await deps.db.transaction((tx) =>
    insertRewards(
      tx,
      { kind: 'vip_birthday', expiresAt: monthEnd },
      sql`select p.id as player_id, l.birthday_bonus_paise as amount_paise, ${source} as source
          from players p
          join vip_levels l on l.level = ${configuredLevel(sql`p.vip_level`)}
          where substr(p.birthday, 6, 2) = ${month.slice(5, 7)}
            and l.birthday_bonus_paise > 0`,
      now,
    ),
  );
  return { source, granted: granted.length };
}

/**
 * Relegation on the 1st: a player whose deposits in the previous platform month are below their
 * level's `relegation_deposit_paise` drops one level — never below the highest level whose
 * requirement their lifetime deposits meet and which asks no monthly deposit (a level kept by
 * lifetime deposits alone). A level reached after that month ended is not reviewed. Their counted deposits fall to the new level's requirement, so the
 * level lost is earned again by depositing the difference again (its upgrade bonus is not paid
 * twice). Once per player and month (`vip_level_changes.period`).
 */
export async function relegateIdlePlayers(deps: VipDeps, occurrence: Date) {
  const offset = await platformOffset(deps.db);
  const thisMonth = rangeBounds(localMonth(offset, occurrence), offset, occurrence);
  const period = localMonth(offset, new Date(thisMonth.from.getTime() - 1));
  const month = rangeBounds(period, offset, occurrence);
  const moved = await deps.db.transaction(async (tx) => {
    const rows = await queryRows<{ id: string; change: string }>(
      tx,
      sql`with candidates as (
          select p.id, p.vip_level as from_level,
            greatest(p.vip_level - 1, coalesce((
              select max(k.level) from vip_levels k
              where k.relegation_deposit_paise = 0
                and k.deposit_required_paise <= coalesce(vp.lifetime_deposit_paise, 0)), 0)) as to_level
          from players p
          join vip_levels l on l.level = ${configuredLevel(sql`p.vip_level`)}
          left join vip_progress vp on vp.player_id = p.id
          left join (select o.player_id, sum(o.credited_paise) as total from deposit_orders o
                     where o.status = 'success' and o.success_at >= ${at(month.from)}
                       and o.success_at < ${at(month.to)}
                     group by o.player_id) m on m.player_id = p.id
          where p.vip_level > 0 and l.relegation_deposit_paise > 0
            and coalesce(m.total, 0) < l.relegation_deposit_paise
            and not exists (select 1 from vip_level_changes c
                            where c.player_id = p.id and c.period = ${period})
            and not exists (select 1 from vip_level_changes c
                            where c.player_id = p.id and c.reason = 'deposit'
                              and c.changed_at >= ${at(month.to)})
        ), moved as (
          update players p set vip_level = c.to_level, updated_at = now()
          from candidates c
          where p.id = c.id and p.vip_level = c.from_level and c.to_level < c.from_level
          returning p.id, c.from_level, c.to_level
        ), progress as (
          update vip_progress vp
          set counted_deposit_paise = least(vp.counted_deposit_paise, l.deposit_required_paise),
            updated_at = ${at(occurrence)}
          from moved m join vip_levels l on l.level = ${configuredLevel(sql`m.to_level`)}
          where vp.player_id = m.id
          returning vp.player_id
        )
        insert into vip_level_changes (player_id, from_level, to_level, reason, period, changed_at)
        select id, from_level, to_level, 'relegation', ${period}, ${at(occurrence)} from moved
        returning player_id::text as id, id::text as change`,
    );
    // Each relegated player reads why, in the run's transaction.
    await sendMailsFrom(
      tx,
      'vip.relegated',
      sql`select player_id, jsonb_build_object('from', from_level, 'to', to_level) as params from vip_level_changes where id = any(${`{${rows.map((r) => r.change).join(',')}}`}::bigint[])`,
      occurrence,
    );
    return rows;
  });
  return { period, relegated: moved.length };
}
