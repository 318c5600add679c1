import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

/** protection_settings.reality_check_minutes' default: a player without a row gets it. */
export const DEFAULT_REALITY_CHECK_MINUTES = 60;

/** The player's interval, read in the statement that uses it. */
const intervalOf = (playerId: number) =>
  sql`make_interval(mins => coalesce((select reality_check_minutes from protection_settings
                                      where player_id = ${playerId}), ${DEFAULT_REALITY_CHECK_MINUTES}))`;

export interface CheckState {
  realityCheckMinutes: number;
  /** The last 'continue' of the session (ms since the epoch); null: none yet. */
  answeredAtMs: number | null;
}

/** The player's reality-check interval and the session's last 'continue'. */
export async function readCheckState(
  db: Db,
  playerId: number,
  sessionId: bigint,
): Promise<CheckState> {
  const [row] = await queryRows<{ minutes: number; answered: number | null }>(
    db,
    sql`select coalesce((select reality_check_minutes from protection_settings
                         where player_id = ${playerId}), ${DEFAULT_REALITY_CHECK_MINUTES}) as minutes,
               (select (extract(epoch from answered_at) * 1000)::float8 from reality_checks
                where session_id = ${sessionId}) as answered`,
  );
  return {
    realityCheckMinutes: Number(row!.minutes),
    answeredAtMs: row!.answered === null ? null : Number(row!.answered),
  };
}

/**
 * Records 'continue' for the check due in a session, if one is due at `at`: one conditional
 * upsert, so of two tabs answering the same check one counts. Answers the session's count of
 * continues, or null when no check was due.
 */
export async function recordContinue(
  db: Db,
  session: { playerId: number; sessionId: bigint; startedAt: Date },
  at: Date,
): Promise<number | null> {
  const { playerId, sessionId, startedAt } = session;
  const atText = at.toISOString();
  const [row] = await queryRows<{ continues: number }>(
    db,
    sql`insert into reality_checks (session_id, player_id, answered_at)
        select ${sessionId}, ${playerId}, ${atText}::timestamptz
        where ${startedAt.toISOString()}::timestamptz + ${intervalOf(playerId)} <= ${atText}::timestamptz
        on conflict (session_id) do update
          set answered_at = excluded.answered_at, continues = reality_checks.continues + 1
          where reality_checks.answered_at + ${intervalOf(playerId)} <= excluded.answered_at
        returning continues`,
  );
  return row ? Number(row.continues) : null;
}

/** One protection event of the player (protection_events, docs/architecture.md §12). */
export async function insertPlayerEvent(
  db: Db,
  event: { playerId: number; kind: string; detail: Record<string, unknown>; at: Date },
) {
  await db.execute(
    sql`insert into protection_events (player_id, kind, detail, actor, created_at)
        values (${event.playerId}, ${event.kind}, ${JSON.stringify(event.detail)}::jsonb,
                'player', ${event.at.toISOString()}::timestamptz)`,
  );
}
