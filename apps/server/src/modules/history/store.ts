import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

/** The four sources of the history, in the order a tie on time is broken (highest first). */
export const HISTORY_SOURCES = ['deposit', 'withdrawal', 'bet', 'limit'] as const;
export type HistorySource = (typeof HISTORY_SOURCES)[number];

/** Where a page starts: strictly older than this (time in µs, source index, row id). */
export interface HistoryPosition {
  atMicros: bigint;
  source: number;
  id: bigint;
}

export interface HistoryRow {
  source: number;
  id: string;
  at_us: string;
  created_at: string | Date;
  status: string;
  amount_paise: string | null;
  stake_paise: string | null;
  win_paise: string | null;
  reference: string | null;
  detail: Record<string, unknown> | null;
}

/**
 * Protection changes the player sees: limits set, lowered, raised or removed (asked, confirmed,
 * cancelled), the reality-check interval, time-outs and self-exclusions and the return from
 * them. Refusals at a limit and reality-check answers are events, not changes: the back office
 * lists them.
 */
const CHANGE = sql`((kind like 'limit.%' and kind <> 'limit.refused')
  or kind = 'reality_check.set' or kind like 'exclusion.%')`;

const micros = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000000)::bigint`);

/**
 * One page of the player's history in [from, to), newest first: each source's rows (at most
 * `limit`, by its player index) merged by time. The position is compared as a row, so pages
 * never overlap or skip whatever times coincide.
 */
export async function selectHistory(
  db: Db,
  query: {
    playerId: number;
    from: Date;
    to: Date;
    sources: readonly HistorySource[];
    after: HistoryPosition | null;
    limit: number;
  },
): Promise<HistoryRow[]> {
  const { playerId, limit } = query;
  const from = query.from.toISOString();
  const to = query.to.toISOString();
  const before = (source: HistorySource, column: string) => {
    if (!query.after) return sql``;
    const { atMicros, source: afterSource, id } = query.after;
    const index = HISTORY_SOURCES.indexOf(source);
    return sql`and (${micros(column)}, ${index}::int, id) < (${atMicros}::bigint, ${afterSource}::int, ${id}::bigint)`;
  };
  // Every part names its columns: the union may start with any of them.
  const part = (source: HistorySource, columns: string, from_: string, where = sql``) =>
    sql`(select ${HISTORY_SOURCES.indexOf(source)}::int as source, id::text as id,
        ${micros('created_at')}::text as at_us, created_at, ${sql.raw(columns)}
      from ${sql.raw(from_)}
      where player_id = ${playerId} and created_at >= ${from} and created_at < ${to}
        ${where} ${before(source, 'created_at')}
      order by created_at desc, id desc limit ${limit})`;
  const parts: Record<HistorySource, ReturnType<typeof sql>> = {
    deposit: part(
      'deposit',
      `status, coalesce(credited_paise, amount_paise)::text as amount_paise,
       null::text as stake_paise, null::text as win_paise, order_no as reference,
       null::jsonb as detail`,
      'deposit_orders',
    ),
    withdrawal: part(
      'withdrawal',
      `status, (-amount_paise)::text as amount_paise, null::text as stake_paise,
       null::text as win_paise, order_no as reference, null::jsonb as detail`,
      'withdrawal_orders',
    ),
    bet: part(
      'bet',
      `status, case when status = 'settled' then (win_paise - stake_paise)::text end as amount_paise,
       stake_paise::text as stake_paise, win_paise::text as win_paise, game_code as reference,
       null::jsonb as detail`,
      'game_rounds',
    ),
    limit: part(
      'limit',
      `kind as status, null::text as amount_paise, null::text as stake_paise,
       null::text as win_paise, null::text as reference, detail`,
      'protection_events',
      sql`and ${CHANGE}`,
    ),
  };
  const union = sql.join(
    query.sources.map((source) => parts[source]),
    sql` union all `,
  );
  return queryRows<HistoryRow>(
    db,
    sql`select * from (${union}) h order by at_us::bigint desc, source desc, id::bigint desc
        limit ${limit}`,
  );
}
