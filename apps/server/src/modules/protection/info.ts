import {
  PROTECTION_LIMITS,
  type ProtectionLimit,
  type TPendingLimitChange,
  type TProtectionInfoResponse,
} from '@khel/contract';
import { toRupees } from '@khel/contract/money';
import type { Db } from '../../db/client';
import type { ProtectionDeps } from './deps';
import { depositUsage } from './guards';
import {
  endReturnedExclusion,
  LIMIT_COLUMNS,
  limitOfSetting,
  readPending,
  readSettings,
  type PendingRow,
  type SettingsRow,
} from './store';

const iso = (value: Date | string) => new Date(value).toISOString();

/** A limit's value on the wire: rupees for money, minutes for the session limit. */
export function limitValue(limit: ProtectionLimit, stored: string | number | null) {
  if (stored === null) return null;
  return limit === 'sessionMinutes' ? Number(stored) : toRupees(BigInt(stored));
}

export function limitsOf(row: SettingsRow | null): TProtectionInfoResponse['limits'] {
  const limits = {} as Record<ProtectionLimit, number | null>;
  for (const limit of PROTECTION_LIMITS) {
    const stored = row?.[LIMIT_COLUMNS[limit].column as keyof SettingsRow] ?? null;
    limits[limit] = limitValue(limit, stored as string | number | null);
  }
  return limits;
}

function pendingOf(row: PendingRow, now: Date): TPendingLimitChange {
  const limit = limitOfSetting(row.setting);
  return {
    limit,
    value: limitValue(limit, row.value),
    requestedAt: iso(row.requested_at),
    effectiveAt: iso(row.effective_at),
    confirmable: new Date(row.effective_at) <= now,
  };
}

function exclusionOf(row: SettingsRow | null, now: Date): TProtectionInfoResponse['exclusion'] {
  if (!row?.exclusion_kind || !row.excluded_at) return null;
  const until = row.excluded_until === null ? null : new Date(row.excluded_until);
  return {
    kind: row.exclusion_kind,
    since: iso(row.excluded_at),
    until: until?.toISOString() ?? null,
    returnAt: row.return_at === null ? null : iso(row.return_at),
    canAskReturn: row.return_at === null && until !== null && until <= now,
  };
}

/** The Responsible gaming page's data, read at `now` (an exclusion whose return came ends). */
export async function readProtectionInfo(
  db: Db,
  playerId: number,
  now: Date,
): Promise<TProtectionInfoResponse> {
  const [row, pending, usage] = await Promise.all([
    readSettings(db, playerId),
    readPending(db, playerId),
    depositUsage(db, playerId, now),
  ]);
  const deposited = Object.fromEntries(usage.map((u) => [u.period, toRupees(u.usedPaise)]));
  return {
    limits: limitsOf(row),
    deposited: deposited as TProtectionInfoResponse['deposited'],
    pending: pending.map((p) => pendingOf(p, now)),
    realityCheckMinutes: row?.reality_check_minutes ?? 60,
    exclusion: exclusionOf(row, now),
  };
}

export async function protectionInfo(deps: ProtectionDeps, playerId: number) {
  const now = deps.now();
  const row = await readSettings(deps.db, playerId);
  if (row?.return_at && new Date(row.return_at) <= now) {
    await deps.db.transaction((tx) => endReturnedExclusion(tx, playerId, now));
  }
  return readProtectionInfo(deps.db, playerId, now);
}
