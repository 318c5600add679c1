import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { queryRows } from '../../src/db/query';

export interface AuditRow {
  action: string;
  target_id: string | null;
  before: unknown;
  after: unknown;
}

/** The audit rows of a target, oldest first. */
export const auditOf = (db: Db, targetType: string, targetId?: string) =>
  queryRows<AuditRow>(
    db,
    sql`select action, target_id, before, after from audit_log
        where target_type = ${targetType}
          ${targetId === undefined ? sql`` : sql`and target_id = ${targetId}`}
        order by id`,
  );

/** The stored value of an app_settings key. */
export async function storedSetting(db: Db, key: string) {
  const [row] = await queryRows<{ value: unknown }>(
    db,
    sql`select value from app_settings where key = ${key}`,
  );
  return row?.value;
}
