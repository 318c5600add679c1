import type { ProtectionLimit } from '@khel/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

/** A limit's column in protection_settings and its name in protection_pending_changes. */
export const LIMIT_COLUMNS: Record<ProtectionLimit, { column: string; setting: string }> = {
  depositDay: { column: 'deposit_day_paise', setting: 'deposit_day' },
  depositWeek: { column: 'deposit_week_paise', setting: 'deposit_week' },
  depositMonth: { column: 'deposit_month_paise', setting: 'deposit_month' },
  lossDay: { column: 'loss_day_paise', setting: 'loss_day' },
  lossWeek: { column: 'loss_week_paise', setting: 'loss_week' },
  lossMonth: { column: 'loss_month_paise', setting: 'loss_month' },
  sessionMinutes: { column: 'session_minutes', setting: 'session_minutes' },
};

export const limitOfSetting = (setting: string) =>
  (Object.keys(LIMIT_COLUMNS) as ProtectionLimit[]).find(
    (limit) => LIMIT_COLUMNS[limit].setting === setting,
  )!;

export interface SettingsRow {
  deposit_day_paise: string | null;
  deposit_week_paise: string | null;
  deposit_month_paise: string | null;
  loss_day_paise: string | null;
  loss_week_paise: string | null;
  loss_month_paise: string | null;
  session_minutes: number | null;
  reality_check_minutes: number;
  exclusion_kind: 'timeout' | 'self_exclusion' | null;
  excluded_at: Date | string | null;
  excluded_until: Date | string | null;
  return_at: Date | string | null;
}

export interface PendingRow {
  setting: string;
  value: string | null;
  requested_at: Date | string;
  effective_at: Date | string;
}

export const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

const SETTINGS_COLUMNS = sql`deposit_day_paise::text, deposit_week_paise::text,
  deposit_month_paise::text, loss_day_paise::text, loss_week_paise::text, loss_month_paise::text,
  session_minutes, reality_check_minutes, exclusion_kind, excluded_at, excluded_until, return_at`;

/** The player's row, or null (no row: no limit, a 60-minute reality check, no exclusion). */
export async function readSettings(db: Db, playerId: number): Promise<SettingsRow | null> {
  const [row] = await queryRows<SettingsRow>(
    db,
    sql`select ${SETTINGS_COLUMNS} from protection_settings where player_id = ${playerId}`,
  );
  return row ?? null;
}

/**
 * The player's row, made if missing, locked for the rest of the transaction: every change of a
 * player's protection runs under it, so two changes never interleave.
 */
export async function lockSettings(tx: Db, playerId: number): Promise<SettingsRow> {
  await tx.execute(
    sql`insert into protection_settings (player_id) values (${playerId})
        on conflict (player_id) do nothing`,
  );
  const [row] = await queryRows<SettingsRow>(
    tx,
    sql`select ${SETTINGS_COLUMNS} from protection_settings
        where player_id = ${playerId} for update`,
  );
  return row!;
}

export function readPending(db: Db, playerId: number): Promise<PendingRow[]> {
  return queryRows<PendingRow>(
    db,
    sql`select setting, value::text as value, requested_at, effective_at
        from protection_pending_changes where player_id = ${playerId} order by setting`,
  );
}

export type EventActor = 'player' | 'system';

/** One protection_events row, in the caller's transaction. */
export async function recordEvent(
  tx: Db,
  event: {
    playerId: number;
    kind: string;
    detail: Record<string, unknown>;
    actor: EventActor;
    at: Date;
  },
) {
  await tx.execute(
    sql`insert into protection_events (player_id, kind, detail, actor, created_at)
        values (${event.playerId}, ${event.kind}, ${JSON.stringify(event.detail)}::jsonb,
                ${event.actor}, ${at(event.at)})`,
  );
}

/**
 * Clears a time-out or self-exclusion whose return came (return_at passed), with its
 * 'exclusion.ended' event: a conditional update, so of concurrent callers one does it.
 */
export async function endReturnedExclusion(tx: Db, playerId: number, now: Date) {
  const [ended] = await queryRows<{ kind: string }>(
    tx,
    sql`with old as (
          select exclusion_kind from protection_settings
          where player_id = ${playerId} and return_at <= ${at(now)} for update)
        update protection_settings p
        set exclusion_kind = null, excluded_at = null, excluded_until = null, return_at = null,
            updated_at = ${at(now)}
        from old where p.player_id = ${playerId}
        returning old.exclusion_kind as kind`,
  );
  if (ended) {
    await recordEvent(tx, {
      playerId,
      kind: 'exclusion.ended',
      detail: { exclusion: ended.kind },
      actor: 'system',
      at: now,
    });
  }
}
