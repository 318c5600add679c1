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
  return (await countVipDeposits(tx, [deposit]))[0]!;
}

/**
 * countVipDeposit for the deposits of a batch, one per player (each player's row, then progress
 * row, in one statement each for all of them); answers in the order given.
 */
export async function countVipDeposits(
  tx: Db,
  deposits: { playerId: number; creditedPaise: bigint; at: Date }[],
): Promise<{ from: number; to: number }[]> {
  if (deposits.length === 0) return [];
  const ids = deposits.map((d) => d.playerId);
  if (new Set(ids).size !== ids.length) throw new Error('one deposit per player');
  const list = `{${ids.join(',')}}`;
  // The players' rows first (in id order), then the progress rows: the relegation job locks
  // them in this order.
  const players = await queryRows<{ id: number; vip_level: number }>(
    tx,
    sql`select id, vip_level from players where id = any(${list}::bigint[]) order by id for update`,
  );
  const held = new Map(players.map((p) => [Number(p.id), Number(p.vip_level)]));
  // The progress and the level each reaches, in one statement.
  const reached = await queryRows<{ player_id: number; level: number | null }>(
    tx,
    sql`with progress as (
          insert into vip_progress as vp (player_id, counted_deposit_paise, lifetime_deposit_paise, updated_at)
          select d.player_id, d.paise, d.paise, d.at
          from jsonb_to_recordset(${JSON.stringify(
            deposits.map((d) => ({
              player_id: d.playerId,
              paise: String(d.creditedPaise),
              at: d.at.toISOString(),
            })),
          )}::jsonb) as d(player_id bigint, paise bigint, at timestamptz)
          on conflict (player_id) do update set
            counted_deposit_paise = vp.counted_deposit_paise + excluded.counted_deposit_paise,
            lifetime_deposit_paise = vp.lifetime_deposit_paise + excluded.lifetime_deposit_paise,
            updated_at = excluded.updated_at
          returning player_id, counted_deposit_paise)
        select progress.player_id,
               (select max(l.level) from vip_levels l
                where l.deposit_required_paise <= progress.counted_deposit_paise) as level
        from progress`,
  );
  const levels = new Map(reached.map((r) => [Number(r.player_id), r.level ?? 0]));
  const answers: { from: number; to: number }[] = [];
  for (const deposit of deposits) {
    const from = held.get(deposit.playerId);
    if (from === undefined) throw new Error(`no player ${deposit.playerId}`);
    const to = levels.get(deposit.playerId) ?? 0;
    if (to <= from) {
      answers.push({ from, to: from });
      continue;
    }
    await raise(tx, deposit.playerId, from, to, deposit.at);
    answers.push({ from, to });
  }
  return answers;
}

/** Raises a player from level `from` to `to` and pays the upgrade bonus of every level passed. */
async function raise(tx: Db, playerId: number, from: number, to: number, when: Date) {
  await tx.execute(
    sql`update players set vip_level = ${to}, updated_at = now() where id = ${playerId}`,
  );
  await tx.execute(
    sql`insert into vip_level_changes (player_id, from_level, to_level, reason, changed_at)
        values (${playerId}, ${from}, ${to}, 'deposit', ${at(when)})`,
  );
  await insertRewards(
    tx,
    { kind: 'vip_upgrade' },
    sql`select ${playerId}::bigint as player_id, l.upgrade_bonus_paise as amount_paise,
          'vip:upgrade:' || l.level as source
        from vip_levels l where l.level > ${from} and l.level <= ${to}`,
    when,
  );
  await sendMail(tx, playerId, 'vip.upgraded', { from, to }, when);
}
