import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export interface MailRow {
  id: string;
  player_id: string | null;
  template: string;
  params: Record<string, unknown>;
  created_at: Date | string;
  read: boolean;
}

/**
 * Whether broadcast m (to everyone, a VIP range or a list of players) was sent while the player was on a time-out or self-exclusion (marketing
 * mail is not for them then, src/modules/protection/README.md): an 'exclusion.started' event
 * before it with no 'exclusion.ended' between. Read from protection_events (migration 0054),
 * so a broadcast of those days stays hidden after the return too.
 */
const sentWhileExcluded = (playerId: number) => sql`exists (
  select 1 from protection_events e
  where e.player_id = ${playerId} and e.kind = 'exclusion.started' and e.created_at <= m.created_at
    and not exists (
      select 1 from protection_events x
      where x.player_id = ${playerId} and x.kind = 'exclusion.ended'
        and x.created_at > e.created_at and x.created_at <= m.created_at))`;

/**
 * The messages player `playerId` sees, as SQL over alias m (mail_messages) and s (their own
 * mail_states row, left-joined): their own messages, and the broadcasts whose level range holds
 * their current level and that were sent after they registered (or reach later players too) and
 * not while they were excluded; none they deleted.
 */
const visibleTo = (playerId: number) => sql`
  from mail_messages m
  join players p on p.id = ${playerId}
  left join mail_states s on s.player_id = ${playerId} and s.message_id = m.id
  where (m.player_id = ${playerId}
         or (m.player_id is null
             and (m.min_vip_level is null or p.vip_level >= m.min_vip_level)
             and (m.max_vip_level is null or p.vip_level <= m.max_vip_level)
             and (m.reaches_later_players or p.created_at <= m.created_at)))
    and ((m.player_id is not null and m.broadcast_id is null)
         or not ${sentWhileExcluded(playerId)})
    and s.deleted_at is null`;

export async function listMail(
  db: Db,
  playerId: number,
  page: { before: bigint | null; size: number },
) {
  return queryRows<MailRow>(
    db,
    sql`select m.id::text as id, m.player_id::text as player_id, m.template, m.params, m.created_at,
          (s.read_at is not null) as read
        ${visibleTo(playerId)}
        ${page.before === null ? sql`` : sql`and m.id < ${page.before}`}
        order by m.id desc
        limit ${page.size + 1}`,
  );
}

export async function countUnread(db: Db, playerId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n ${visibleTo(playerId)} and s.read_at is null`,
  );
  return row?.n ?? 0;
}

/**
 * Marks the given messages (those the player sees, others are ignored) read or deleted: the
 * player's state row is written now, once. Answers how many changed.
 */
export async function markMail(
  db: Db,
  playerId: number,
  ids: bigint[],
  mark: 'read' | 'deleted',
  now: Date,
): Promise<number> {
  const column = mark === 'read' ? sql`read_at` : sql`deleted_at`;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`insert into mail_states as st (message_id, player_id, read_at, deleted_at)
        select m.id, ${playerId}, ${mark === 'read' ? at(now) : null}::timestamptz,
          ${mark === 'deleted' ? at(now) : null}::timestamptz
        ${visibleTo(playerId)}
          and m.id = any(${`{${ids.join(',')}}`}::bigint[])
          ${mark === 'read' ? sql`and s.read_at is null` : sql``}
        on conflict (player_id, message_id) do update set ${column} = ${at(now)}
          where st.${column} is null
        returning st.message_id::text as id`,
  );
  return rows.length;
}

/** Deletes every read message the player still sees (read ones always have a state row). */
export async function deleteReadMail(db: Db, playerId: number, now: Date): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update mail_states set deleted_at = ${at(now)}
        where player_id = ${playerId} and read_at is not null and deleted_at is null
        returning message_id::text as id`,
  );
  return rows.length;
}

/** One message to each row of `select` (columns player_id and params, a jsonb object). */
export async function insertMailsFrom(tx: Db, template: string, select: SQL, now: Date | null) {
  await tx.execute(
    sql`insert into mail_messages (player_id, template, params, created_at)
        select d.player_id::bigint, ${template}, coalesce(d.params::jsonb, '{}'::jsonb),
          ${now ? at(now) : sql`now()`}
        from (${select}) d`,
  );
}
