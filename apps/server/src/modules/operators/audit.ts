import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderOf, pageRows } from '../../db/paging';

/** Who did it: an operator in a session, or an API key (with the operator who made it). */
export interface Actor {
  operatorId: string | null;
  apiKeyId: string | null;
  ip: string | null;
}

/** One admin write, as the audit log keeps it. */
export interface AuditEntry {
  action: string;
  targetType: string;
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/**
 * Appends entries to the audit log in the caller's transaction, so a write and its record
 * commit together or not at all. The table refuses updates and deletes (migration 0030).
 */
export async function appendAudit(db: Db, actor: Actor, at: Date, entries: AuditEntry[]) {
  for (const entry of entries) {
    await db.execute(
      sql`insert into audit_log (at, operator_id, api_key_id, action, target_type, target_id,
          before, after, ip)
        values (${at}, ${actor.operatorId}, ${actor.apiKeyId}, ${entry.action},
          ${entry.targetType}, ${entry.targetId ?? null}, ${json(entry.before)}::jsonb,
          ${json(entry.after)}::jsonb, ${actor.ip})`,
    );
  }
}

interface AuditRow {
  id: string;
  at: Date;
  operator: string | null;
  api_key: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
}

export async function searchAudit(
  db: Db,
  filter: {
    operatorId?: string | undefined;
    action?: string | undefined;
    targetType?: string | undefined;
    targetId?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
    page: number;
    pageSize: number;
    sortDesc: boolean;
  },
) {
  const conditions = [sql`true`];
  if (filter.operatorId) conditions.push(sql`a.operator_id = ${filter.operatorId}`);
  if (filter.action)
    conditions.push(sql`a.action like ${`${filter.action.replace(/[%_\\]/g, '\\$&')}%`}`);
  if (filter.targetType) conditions.push(sql`a.target_type = ${filter.targetType}`);
  if (filter.targetId) conditions.push(sql`a.target_id = ${filter.targetId}`);
  if (filter.from) conditions.push(sql`a.at >= ${new Date(filter.from)}`);
  if (filter.to) conditions.push(sql`a.at < ${new Date(filter.to)}`);
  const { rows, total } = await pageRows<AuditRow>(
    db,
    sql`select a.id, a.at, o.email as operator, k.name as api_key, a.action,
        a.target_type, a.target_id, a.before, a.after, a.ip
      from audit_log a
      left join operators o on o.id = a.operator_id
      left join operator_api_keys k on k.id = a.api_key_id
      where ${sql.join(conditions, sql` and `)}`,
    orderOf({ at: 'id' }, 'at', filter.sortDesc, 'at'),
    filter,
  );
  return {
    list: rows.map((row) => ({
      id: String(row.id),
      at: new Date(row.at).toISOString(),
      operator: row.operator,
      apiKey: row.api_key,
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      before: row.before,
      after: row.after,
      ip: row.ip,
    })),
    total,
  };
}
