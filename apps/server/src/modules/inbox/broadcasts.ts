import type { TAdminBroadcast, TBroadcastFields } from '@khel/contract/admin-content';
import type { z } from 'zod';
import type { ZBroadcastFields } from '@khel/contract/admin-content';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderOf, pageRows } from '../../db/paging';
import { queryRows } from '../../db/query';
import { AppError } from '../../errors';
import type { MailParams } from './templates';

export type BroadcastFields = z.output<typeof ZBroadcastFields>;
export type { TBroadcastFields };

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

interface BroadcastRow {
  id: string;
  audience: TAdminBroadcast['audience'];
  params: MailParams['broadcast'];
  min_vip_level: number | null;
  max_vip_level: number | null;
  player_count: number;
  reaches_later_players: boolean;
  recipients: number;
  reads: number;
  sent_by: string | null;
  created_at: Date | string;
}

/** Each broadcast with who sent it and how many players opened it (one read per player). */
const BROADCASTS = sql`
  select b.id::text as id, b.audience, b.params, b.min_vip_level, b.max_vip_level, b.player_count,
    b.reaches_later_players, b.recipients, b.created_at,
    coalesce(o.email, k.name) as sent_by,
    (select count(*)::int from mail_messages m
       join mail_states s on s.message_id = m.id and s.read_at is not null
       where m.broadcast_id = b.id) as reads
  from mail_broadcasts b
  left join operators o on o.id = b.operator_id
  left join operator_api_keys k on k.id = b.api_key_id`;

const present = (row: BroadcastRow): TAdminBroadcast => ({
  id: row.id,
  audience: row.audience,
  minVipLevel: row.min_vip_level,
  maxVipLevel: row.max_vip_level,
  playerCount: row.player_count,
  reachesLaterPlayers: row.reaches_later_players,
  title: row.params.title,
  content: row.params.content,
  languages: Object.entries(row.params.translations ?? {})
    .filter(([, t]) => Boolean(t?.title || t?.content))
    .map(([language]) => language),
  recipients: row.recipients,
  reads: row.reads,
  sentBy: row.sent_by,
  sentAt: new Date(row.created_at).toISOString(),
});

/** Translations without blank fields (a blank falls back to English anyway). */
function cleanTranslations(translations: BroadcastFields['translations']) {
  const kept: NonNullable<MailParams['broadcast']['translations']> = {};
  for (const [language, t] of Object.entries(translations)) {
    const title = t?.title?.trim();
    const content = t?.content?.trim();
    if (title || content)
      kept[language as keyof typeof kept] = {
        ...(title ? { title } : {}),
        ...(content ? { content } : {}),
      };
  }
  return kept;
}

/** The players of a VIP range (null bounds open) registered by `now`. */
const rangeCount = (min: number | null, max: number | null, now: Date): SQL =>
  sql`select count(*)::int as n from players p where p.created_at <= ${at(now)}
      ${min === null ? sql`` : sql`and p.vip_level >= ${min}`}
      ${max === null ? sql`` : sql`and p.vip_level <= ${max}`}`;

/**
 * Sends one broadcast in the caller's transaction: to everyone or a VIP range, one message row
 * that every player in it reads (nothing copied per player); to a list of player ids, one message
 * per player (every id must be a player). Answers the broadcast as the history shows it.
 */
export async function insertBroadcast(
  tx: Db,
  input: BroadcastFields,
  sender: { operatorId: string | null; apiKeyId: string | null },
  now: Date,
): Promise<TAdminBroadcast> {
  const params: MailParams['broadcast'] = { title: input.title, content: input.content };
  const translations = cleanTranslations(input.translations);
  if (Object.keys(translations).length > 0) params.translations = translations;
  const ids = [...new Set(input.playerIds)];
  let recipients: number;
  if (input.audience === 'players') {
    const found = await queryRows<{ id: string }>(
      tx,
      sql`select id::text as id from players where id = any(${`{${ids.join(',')}}`}::bigint[])`,
    );
    const known = new Set(found.map((r) => r.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0)
      throw new AppError(
        'badRequest',
        `No such player: ${unknown.slice(0, 10).join(', ')}${unknown.length > 10 ? ', …' : ''}`,
      );
    recipients = ids.length;
  } else {
    const min = input.audience === 'vip' ? input.minVipLevel : null;
    const max = input.audience === 'vip' ? input.maxVipLevel : null;
    const [row] = await queryRows<{ n: number }>(tx, rangeCount(min, max, now));
    recipients = row?.n ?? 0;
  }
  const [broadcast] = await queryRows<{ id: string }>(
    tx,
    sql`insert into mail_broadcasts (audience, params, min_vip_level, max_vip_level, player_count,
          reaches_later_players, recipients, operator_id, api_key_id, created_at)
        values (${input.audience}, ${JSON.stringify(params)}::jsonb,
          ${input.audience === 'vip' ? input.minVipLevel : null},
          ${input.audience === 'vip' ? input.maxVipLevel : null},
          ${input.audience === 'players' ? ids.length : 0},
          ${input.audience !== 'players' && input.reachesLaterPlayers}, ${recipients},
          ${sender.operatorId}, ${sender.apiKeyId}, ${at(now)})
        returning id::text as id`,
  );
  const id = broadcast!.id;
  await tx.execute(
    input.audience === 'players'
      ? sql`insert into mail_messages (player_id, template, params, broadcast_id, created_at)
            select p, 'broadcast', ${JSON.stringify(params)}::jsonb, ${id}, ${at(now)}
            from unnest(${`{${ids.join(',')}}`}::bigint[]) p`
      : sql`insert into mail_messages (player_id, template, params, min_vip_level, max_vip_level,
              reaches_later_players, broadcast_id, created_at)
            select null, 'broadcast', b.params, b.min_vip_level, b.max_vip_level,
              b.reaches_later_players, b.id, b.created_at
            from mail_broadcasts b where b.id = ${id}`,
  );
  const [row] = await queryRows<BroadcastRow>(tx, sql`${BROADCASTS} where b.id = ${id}`);
  return present(row!);
}

const SORTS = { sentAt: 'created_at', reads: 'reads', recipients: 'recipients' } as const;

/** Sent broadcasts, newest first by default, with their read counts. */
export async function listBroadcasts(
  db: Db,
  input: {
    page: number;
    pageSize: number;
    sortBy?: keyof typeof SORTS | undefined;
    sortDesc: boolean;
    audience?: TAdminBroadcast['audience'] | undefined;
  },
) {
  const base = sql`${BROADCASTS}
    ${input.audience ? sql`where b.audience = ${input.audience}` : sql``}`;
  const { rows, total } = await pageRows<BroadcastRow>(
    db,
    base,
    orderOf(SORTS, input.sortBy, input.sortDesc, 'sentAt', 'id::bigint'),
    input,
  );
  return { list: rows.map(present), total };
}
