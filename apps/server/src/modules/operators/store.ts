import type { AdminRole, TOperator } from '@khel/contract/admin';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

/** An operator row as the module reads it. */
export interface OperatorRow {
  id: string;
  email: string;
  name: string;
  role: AdminRole;
  password_hash: string;
  totp_secret: string | null;
  pending_totp_secret: string | null;
  totp_last_step: string;
  disabled_at: Date | null;
  created_at: Date;
}

export const presentOperator = (row: OperatorRow): TOperator => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  twoFactor: row.totp_secret !== null,
  disabled: row.disabled_at !== null,
  createdAt: new Date(row.created_at).toISOString(),
});

const COLUMNS = sql`id::text, email, name, role, password_hash, totp_secret, pending_totp_secret,
  totp_last_step::text, disabled_at, created_at`;

export async function operatorByEmail(db: Db, email: string) {
  const [row] = await queryRows<OperatorRow>(
    db,
    sql`select ${COLUMNS} from operators where email = ${email}`,
  );
  return row ?? null;
}

/** With `lock`, the row stays locked to the caller's transaction (a change reads, then writes). */
export async function operatorById(db: Db, id: string, lock = false) {
  const [row] = await queryRows<OperatorRow>(
    db,
    sql`select ${COLUMNS} from operators where id = ${id} ${lock ? sql`for update` : sql``}`,
  );
  return row ?? null;
}

export function listOperators(db: Db) {
  return queryRows<OperatorRow>(db, sql`select ${COLUMNS} from operators order by id`);
}

export async function insertOperator(
  db: Db,
  values: { email: string; name: string; role: AdminRole; passwordHash: string; at: Date },
) {
  const [row] = await queryRows<OperatorRow>(
    db,
    sql`insert into operators (email, name, role, password_hash, created_at)
      values (${values.email}, ${values.name}, ${values.role}, ${values.passwordHash}, ${values.at})
      on conflict (email) do nothing
      returning ${COLUMNS}`,
  );
  return row ?? null;
}

/** Owners still able to sign in: the last one cannot be demoted or disabled. */
export async function activeOwnerCount(db: Db) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from operators where role = 'owner' and disabled_at is null`,
  );
  return row!.n;
}
