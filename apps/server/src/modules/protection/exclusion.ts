import { RETURN_DELAY_HOURS, type TProtectionInfoResponse } from '@khel/contract';
import { sql } from 'drizzle-orm';
import { AppError } from '../../errors';
import { revokePlayerSessions } from '../accounts';
import type { ProtectionDeps } from './deps';
import { readProtectionInfo } from './info';
import { at, endReturnedExclusion, lockSettings, recordEvent } from './store';

export const ALREADY_EXCLUDED = 'A time-out or self-exclusion is already in force';
export const NOT_EXCLUDED = 'You have no time-out or self-exclusion';
export const NOT_ENDED = 'Your time-out or self-exclusion has not ended yet';
export const INDEFINITE =
  'An indefinite self-exclusion has no end. Please contact customer service';
export const RETURN_ASKED = 'Your return has already been asked for';

export type ExcludeInput =
  { kind: 'timeout'; days: number } | { kind: 'self_exclusion'; months: number | null };

/**
 * Starts a time-out or self-exclusion, effective at once, in ONE transaction under the player's
 * settings row lock: the columns, the 'exclusion.started' event and the end of every session of
 * the player (their game sessions hang on them). It cannot be changed or ended before its end.
 */
export async function exclude(
  deps: ProtectionDeps,
  playerId: number,
  input: ExcludeInput,
): Promise<TProtectionInfoResponse> {
  const now = deps.now();
  const length =
    input.kind === 'timeout'
      ? sql`make_interval(days => ${input.days})`
      : input.months === null
        ? null
        : sql`make_interval(months => ${input.months})`;
  await deps.db.transaction(async (tx) => {
    await lockSettings(tx, playerId);
    await endReturnedExclusion(tx, playerId, now);
    const row = await lockSettings(tx, playerId);
    if (row.exclusion_kind !== null) throw new AppError('conflict', ALREADY_EXCLUDED);
    await tx.execute(
      sql`update protection_settings
          set exclusion_kind = ${input.kind}, excluded_at = ${at(now)},
              excluded_until = ${length === null ? sql`null` : sql`${at(now)} + ${length}`},
              return_at = null, updated_at = ${at(now)}
          where player_id = ${playerId}`,
    );
    await recordEvent(tx, {
      playerId,
      kind: 'exclusion.started',
      detail:
        input.kind === 'timeout'
          ? { exclusion: input.kind, days: input.days }
          : { exclusion: input.kind, months: input.months },
      actor: 'player',
      at: now,
    });
    await revokePlayerSessions(
      tx,
      playerId,
      input.kind === 'timeout' ? 'time-out' : 'self-exclusion',
    );
  });
  return readProtectionInfo(deps.db, playerId, now);
}

/**
 * Asks to return once the time-out or self-exclusion has reached its end: play is possible again
 * 24 hours later (return_at), when protection_excluded() stops counting it.
 */
export async function askReturn(
  deps: ProtectionDeps,
  playerId: number,
): Promise<TProtectionInfoResponse> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await endReturnedExclusion(tx, playerId, now);
    const row = await lockSettings(tx, playerId);
    if (row.exclusion_kind === null) throw new AppError('badRequest', NOT_EXCLUDED);
    if (row.return_at !== null) throw new AppError('conflict', RETURN_ASKED);
    if (row.excluded_until === null) throw new AppError('badRequest', INDEFINITE);
    if (new Date(row.excluded_until) > now) throw new AppError('badRequest', NOT_ENDED);
    const returnAt = new Date(now.getTime() + RETURN_DELAY_HOURS * 3_600_000);
    await tx.execute(
      sql`update protection_settings set return_at = ${at(returnAt)}, updated_at = ${at(now)}
          where player_id = ${playerId}`,
    );
    await recordEvent(tx, {
      playerId,
      kind: 'exclusion.return_requested',
      detail: { exclusion: row.exclusion_kind, returnAt: returnAt.toISOString() },
      actor: 'player',
      at: now,
    });
  });
  return readProtectionInfo(deps.db, playerId, now);
}
