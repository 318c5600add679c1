import {
  LIMIT_INCREASE_DELAY_HOURS,
  type ProtectionLimit,
  type TProtectionInfoResponse,
  type TSetLimitResponse,
} from '@khel/contract';
import { paiseOf } from '@khel/contract/money';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { AppError } from '../../errors';
import type { ProtectionDeps } from './deps';
import { readProtectionInfo } from './info';
import { at, LIMIT_COLUMNS, lockSettings, recordEvent, type SettingsRow } from './store';

export const NOTHING_PENDING = 'No change of this limit is waiting';
export const NOT_YET_CONFIRMABLE = 'This change can be confirmed 24 hours after you asked for it';

/** The stored form of a value from the wire: paise for money, minutes for the session limit. */
const storedOf = (limit: ProtectionLimit, value: number | null): bigint | null =>
  value === null ? null : limit === 'sessionMinutes' ? BigInt(value) : paiseOf(value);

const currentOf = (row: SettingsRow, limit: ProtectionLimit): bigint | null => {
  const stored = row[LIMIT_COLUMNS[limit].column as keyof SettingsRow];
  return stored === null || stored === undefined ? null : BigInt(stored as string | number);
};

const show = (value: bigint | null) => (value === null ? null : String(value));

async function applyLimit(
  tx: Db,
  playerId: number,
  limit: ProtectionLimit,
  value: bigint | null,
  now: Date,
) {
  const column = sql.raw(LIMIT_COLUMNS[limit].column);
  await tx.execute(
    sql`update protection_settings set ${column} = ${value === null ? null : String(value)}::bigint,
          updated_at = ${at(now)}
        where player_id = ${playerId}`,
  );
}

async function dropPending(tx: Db, playerId: number, limit: ProtectionLimit) {
  const [row] = await queryRows<{ value: string | null; effective_at: Date | string }>(
    tx,
    sql`delete from protection_pending_changes
        where player_id = ${playerId} and setting = ${LIMIT_COLUMNS[limit].setting}
        returning value::text as value, effective_at`,
  );
  return row ?? null;
}

/**
 * Sets a limit, in one transaction under the player's settings row lock with its event: a first
 * limit or a lower one applies at once (and drops an increase that was waiting); a higher one or
 * a removal waits 24 hours for the player's confirmation (replacing one that was waiting).
 */
export async function setLimit(
  deps: ProtectionDeps,
  playerId: number,
  input: { limit: ProtectionLimit; value: number | null },
): Promise<TSetLimitResponse> {
  const now = deps.now();
  const wanted = storedOf(input.limit, input.value);
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await lockSettings(tx, playerId);
    const current = currentOf(row, input.limit);
    const detail = { limit: input.limit, from: show(current), to: show(wanted) };
    if (wanted === current) {
      const dropped = await dropPending(tx, playerId, input.limit);
      if (dropped) {
        await recordEvent(tx, {
          playerId,
          kind: 'limit.increase_cancelled',
          detail: { limit: input.limit, to: dropped.value },
          actor: 'player',
          at: now,
        });
      }
      return 'unchanged' as const;
    }
    if (wanted !== null && (current === null || wanted < current)) {
      await applyLimit(tx, playerId, input.limit, wanted, now);
      const dropped = await dropPending(tx, playerId, input.limit);
      await recordEvent(tx, {
        playerId,
        kind: current === null ? 'limit.set' : 'limit.decreased',
        detail: dropped ? { ...detail, cancelledIncrease: dropped.value } : detail,
        actor: 'player',
        at: now,
      });
      return 'applied' as const;
    }
    const effectiveAt = new Date(now.getTime() + LIMIT_INCREASE_DELAY_HOURS * 3_600_000);
    await tx.execute(
      sql`insert into protection_pending_changes (player_id, setting, value, requested_at, effective_at)
          values (${playerId}, ${LIMIT_COLUMNS[input.limit].setting}, ${show(wanted)}::bigint,
                  ${at(now)}, ${at(effectiveAt)})
          on conflict (player_id, setting) do update
          set value = excluded.value, requested_at = excluded.requested_at,
              effective_at = excluded.effective_at`,
    );
    await recordEvent(tx, {
      playerId,
      kind: 'limit.increase_requested',
      detail: { ...detail, effectiveAt: effectiveAt.toISOString() },
      actor: 'player',
      at: now,
    });
    return 'pending' as const;
  });
  return { outcome, info: await readProtectionInfo(deps.db, playerId, now) };
}

/**
 * Confirms a waiting increase or removal once its 24 hours have passed: the limit takes the new
 * value and the waiting row goes, with the event, in one transaction under the row lock.
 */
export async function confirmLimit(
  deps: ProtectionDeps,
  playerId: number,
  limit: ProtectionLimit,
): Promise<TProtectionInfoResponse> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const row = await lockSettings(tx, playerId);
    const [pending] = await queryRows<{ value: string | null; effective_at: Date | string }>(
      tx,
      sql`select value::text as value, effective_at from protection_pending_changes
          where player_id = ${playerId} and setting = ${LIMIT_COLUMNS[limit].setting}`,
    );
    if (!pending) throw new AppError('notFound', NOTHING_PENDING);
    if (new Date(pending.effective_at) > now) throw new AppError('badRequest', NOT_YET_CONFIRMABLE);
    const value = pending.value === null ? null : BigInt(pending.value);
    await applyLimit(tx, playerId, limit, value, now);
    await dropPending(tx, playerId, limit);
    await recordEvent(tx, {
      playerId,
      kind: 'limit.increase_confirmed',
      detail: { limit, from: show(currentOf(row, limit)), to: show(value) },
      actor: 'player',
      at: now,
    });
  });
  return readProtectionInfo(deps.db, playerId, now);
}

/** Cancels a waiting increase or removal; the limit in force stays. */
export async function cancelLimit(
  deps: ProtectionDeps,
  playerId: number,
  limit: ProtectionLimit,
): Promise<TProtectionInfoResponse> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await lockSettings(tx, playerId);
    const dropped = await dropPending(tx, playerId, limit);
    if (!dropped) throw new AppError('notFound', NOTHING_PENDING);
    await recordEvent(tx, {
      playerId,
      kind: 'limit.increase_cancelled',
      detail: { limit, to: dropped.value },
      actor: 'player',
      at: now,
    });
  });
  return readProtectionInfo(deps.db, playerId, now);
}

/**
 * The reality-check interval: a reminder, not a limit on play, so any change applies at once
 * (README: decisions).
 */
export async function setRealityCheck(
  deps: ProtectionDeps,
  playerId: number,
  minutes: number,
): Promise<TProtectionInfoResponse> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const row = await lockSettings(tx, playerId);
    if (row.reality_check_minutes === minutes) return;
    await tx.execute(
      sql`update protection_settings set reality_check_minutes = ${minutes},
            updated_at = ${at(now)}
          where player_id = ${playerId}`,
    );
    await recordEvent(tx, {
      playerId,
      kind: 'reality_check.set',
      detail: { from: row.reality_check_minutes, to: minutes },
      actor: 'player',
      at: now,
    });
  });
  return readProtectionInfo(deps.db, playerId, now);
}
