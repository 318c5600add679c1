import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { appSettings, serviceContacts } from '../../db/schema';

export async function readSettings(db: Db): Promise<Map<string, unknown>> {
  const rows = await db.select().from(appSettings);
  return new Map(rows.map((r) => [r.key, r.value]));
}

/**
 * One operator setting, for other modules (undefined when not set): its row alone, not every
 * row's JSON parsed.
 */
export async function readSetting(db: Db, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  return row?.value;
}

/** The stored values of some app_settings keys (absent keys left out); `lock` locks their rows. */
export async function storedSettings(
  tx: Db,
  keys: readonly string[],
  options: { lock?: boolean } = {},
): Promise<Record<string, unknown>> {
  const rows = await queryRows<{ key: string; value: unknown }>(
    tx,
    sql`select key, value from app_settings
        where key in (${sql.join(
          keys.map((k) => sql`${k}`),
          sql`, `,
        )})
        ${options.lock ? sql`for update` : sql``}`,
  );
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

export async function listEnabledServiceContacts(db: Db) {
  return db
    .select()
    .from(serviceContacts)
    .where(eq(serviceContacts.enabled, true))
    .orderBy(asc(serviceContacts.sortOrder), asc(serviceContacts.id));
}
