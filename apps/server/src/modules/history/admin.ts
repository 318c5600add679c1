import type {
  TAdminPlayerProtection,
  TAdminProtectionEvent,
} from '@khel/contract/admin-protection';
import { dayStart, offsetMinutes } from '@khel/contract/dates';
import { toRupees } from '@khel/contract/money';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { readTimezone } from '../app-config';
import {
  pageProtectionEvents,
  selectPlayerProtection,
  type ProtectionEventRow,
} from './admin-store';

const DAY_MS = 86_400_000;
const iso = (value: string | Date | null | undefined) =>
  value === null || value === undefined ? null : new Date(value).toISOString();

const presentEvent = (row: ProtectionEventRow): TAdminProtectionEvent => ({
  id: row.id,
  playerId: row.player_id,
  kind: row.kind,
  detail: row.detail ?? {},
  actor: row.actor,
  operatorId: row.operator_id,
  createdAt: new Date(row.created_at).toISOString(),
});

/** Every protection event, filtered by kind prefix, player and platform days (inclusive). */
export async function listProtectionEvents(
  db: Db,
  input: {
    kindPrefix: string;
    playerId: string;
    from: string;
    to: string;
    page: number;
    pageSize: number;
    sortDesc: boolean;
  },
) {
  const offset = offsetMinutes(await readTimezone(db));
  if (input.from && input.to && input.from > input.to) {
    throw new AppError('badRequest', 'Invalid to: the last day is before the first');
  }
  const { rows, total } = await pageProtectionEvents(db, {
    kindPrefix: input.kindPrefix,
    playerId: input.playerId ? Number(input.playerId) : null,
    from: input.from ? dayStart(input.from, offset) : null,
    to: input.to ? new Date(dayStart(input.to, offset).getTime() + DAY_MS) : null,
    page: input.page,
    pageSize: input.pageSize,
    sortDesc: input.sortDesc,
  });
  return { list: rows.map(presentEvent), total };
}

const rupees = (paise: string | null | undefined) =>
  paise === null || paise === undefined ? null : toRupees(BigInt(paise));

/** A player's protection settings in force (the defaults when they never set any). */
export async function playerProtection(
  db: Db,
  playerId: string,
  at: Date,
): Promise<TAdminPlayerProtection> {
  const row = await selectPlayerProtection(db, Number(playerId), at);
  if (!row) throw new AppError('notFound', 'This player does not exist');
  return {
    playerId,
    limits: {
      depositDay: rupees(row.deposit_day_paise),
      depositWeek: rupees(row.deposit_week_paise),
      depositMonth: rupees(row.deposit_month_paise),
      lossDay: rupees(row.loss_day_paise),
      lossWeek: rupees(row.loss_week_paise),
      lossMonth: rupees(row.loss_month_paise),
    },
    sessionMinutes: row.session_minutes ?? null,
    realityCheckMinutes: row.reality_check_minutes ?? 60,
    exclusion:
      row.exclusion_kind && row.excluded_at
        ? {
            kind: row.exclusion_kind,
            since: iso(row.excluded_at)!,
            until: iso(row.excluded_until),
            returnAt: iso(row.return_at),
          }
        : null,
    excludedNow: row.excluded_now,
    updatedAt: iso(row.updated_at),
  };
}
