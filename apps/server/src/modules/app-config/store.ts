import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
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

export async function listEnabledServiceContacts(db: Db) {
  return db
    .select()
    .from(serviceContacts)
    .where(eq(serviceContacts.enabled, true))
    .orderBy(asc(serviceContacts.sortOrder), asc(serviceContacts.id));
}
