import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { sendMail } from '../inbox';
import { insertRewards } from '../rewards';

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * The vip_levels row that applies to a held level: the level's own, or the highest configured
 * level below it (as withdrawals read their limits), as SQL over the level expression `held`.
 */
export const configuredLevel = (held: SQL) =>
  sql`(select max(cl.level) from vip_levels cl where cl.level <= ${held})`;

/**
 * The level player `p` (alias of players) held just before instant `when`: the last change before
 * it, else the level the first change from it on started from, else the level the player holds
 * now (never changed).
 */
export const levelHeldAt = (when: Date) =>
  sql`coalesce(
        (select c.to_level from vip_level_changes c
         where c.player_id = p.id and c.changed_at < ${at(when)}
         order by c.changed_at desc, c.id desc limit 1),
        (select c.from_level from vip_level_changes c
         where c.player_id = p.id and c.changed_at >= ${at(when)}
         order by c.changed_at, c.id limit 1),
        p.vip_level)`;

/**
 * Counts a successful deposit toward the player's VIP level, inside the deposit's credit
 * transaction: the counted deposits grow, and when they reach a higher level's
 * `deposit_required_paise` the player is raised at once (never lowered here) and given the
 * upgrade bonus of every level passed — once per level per player ever (the reward's source is
 * the level). Answers the level before and after.
 */
export async function countVipDeposit(
  tx: Db,
  deposit: { playerId: number; creditedPaise: bigint; at: Date },
): Promise<{ from: number; to: number }> {
  const { playerId, creditedPaise } = deposit;
  // The player's row first, then the progress row: the relegation job locks them in this order.
  const [player] = await queryRows<{ vip_level: number }>(
    tx,
    sql`select vip_level from players where id = ${playerId} for update`,
  );
  if (!player) throw new Error(`no player ${playerId}`);
  // The progress and the level it reaches, in one statement.
  const [reached] = await queryRows<{ level: number | null }>(
    tx,
    sql`with progress as (
          insert into vip_progress as vp (player_id, counted_deposit_paise, lifetime_deposit_paise, updated_at)
          values (${playerId}, ${creditedPaise}, ${creditedPaise}, ${at(deposit.at)})
          on conflict (player_id) do update set
            counted_deposit_paise = vp.counted_deposit_paise + excluded.counted_deposit_paise,
            lifetime_deposit_paise = vp.lifetime_deposit_paise + excluded.lifetime_deposit_paise,
            updated_at = excluded.updated_at
          returning counted_deposit_paise)
        select (select max(l.level) from vip_levels l
                where l.deposit_required_paise <= progress.counted_deposit_paise) as level
        from progress`,
  );
  const from = player.vip_level;
  const to = reached?.level ?? 0;
  if (to <= from) return { from, to: from };
  await tx.execute(
    sql`update players set vip_level = ${to}, updated_at = now() where id = ${playerId}`,
  );
  await tx.execute(
    sql`insert into vip_level_changes (player_id, from_level, to_level, reason, changed_at)
        values (${playerId}, ${from}, ${to}, 'deposit', ${at(deposit.at)})`,
  );
  await insertRewards(
    tx,
    { kind: 'vip_upgrade' },
    sql`select ${playerId}::bigint as player_id, l.upgrade_bonus_paise as amount_paise,
          'vip:upgrade:' || l.level as source
        from vip_levels l where l.level > ${from} and l.level <= ${to}`,
    deposit.at,
  );
  await sendMail(tx, playerId, 'vip.upgraded', { from, to }, deposit.at);
  return { from, to };
}
