import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderOf, pageRows } from '../../db/paging';
import { queryRows } from '../../db/query';

export interface ProtectionEventRow {
  id: string;
  player_id: string;
  kind: string;
  detail: Record<string, unknown>;
  actor: 'player' | 'operator' | 'system';
  operator_id: string | null;
  created_at: string | Date;
}

/** A page of protection_events, newest first unless asked otherwise, filtered as given. */
export function pageProtectionEvents(
  db: Db,
  filter: {
    kindPrefix: string;
    playerId: number | null;
    from: Date | null;
    to: Date | null;
    page: number;
    pageSize: number;
    sortDesc: boolean;
  },
) {
  // The prefix is [a-z0-9_.] only (the contract's rule), so no LIKE wildcard can be in it.
  const base = sql`select id::text as id, player_id::text as player_id, kind, detail, actor,
      operator_id::text as operator_id, created_at
    from protection_events
    where true
      ${filter.kindPrefix ? sql`and kind like ${`${filter.kindPrefix}%`}` : sql``}
      ${filter.playerId !== null ? sql`and player_id = ${filter.playerId}` : sql``}
      ${filter.from ? sql`and created_at >= ${filter.from.toISOString()}` : sql``}
      ${filter.to ? sql`and created_at < ${filter.to.toISOString()}` : sql``}`;
  return pageRows<ProtectionEventRow>(
    db,
    base,
    orderOf({ createdAt: 'created_at' }, 'createdAt', filter.sortDesc, 'createdAt', 'id::bigint'),
    filter,
  );
}

export interface ProtectionSettingsRow {
  deposit_day_paise: string | null;
  deposit_week_paise: string | null;
  deposit_month_paise: string | null;
  loss_day_paise: string | null;
  loss_week_paise: string | null;
  loss_month_paise: string | null;
  session_minutes: number | null;
  reality_check_minutes: number;
  exclusion_kind: 'timeout' | 'self_exclusion' | null;
  excluded_at: string | Date | null;
  excluded_until: string | Date | null;
  return_at: string | Date | null;
  updated_at: string | Date;
}

/**
 * The player's protection_settings row (undefined: never set) and protection_excluded() at `at`
 * — the shared definition (migration 0054), read here until the protection module's door has it.
 */
export async function selectPlayerProtection(db: Db, playerId: number, at: Date) {
  const [row] = await queryRows<
    Partial<ProtectionSettingsRow> & { excluded_now: boolean; player_exists: boolean }
  >(
    db,
    sql`select s.deposit_day_paise::text as deposit_day_paise,
          s.deposit_week_paise::text as deposit_week_paise,
          s.deposit_month_paise::text as deposit_month_paise,
          s.loss_day_paise::text as loss_day_paise, s.loss_week_paise::text as loss_week_paise,
          s.loss_month_paise::text as loss_month_paise, s.session_minutes,
          s.reality_check_minutes, s.exclusion_kind, s.excluded_at, s.excluded_until,
          s.return_at, s.updated_at,
          protection_excluded(p.id, ${at.toISOString()}::timestamptz) as excluded_now,
          true as player_exists
        from players p left join protection_settings s on s.player_id = p.id
        where p.id = ${playerId}`,
  );
  return row;
}
