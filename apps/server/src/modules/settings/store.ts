import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

/** The stored values of some app_settings keys (absent keys left out), locking their rows. */
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

/** Sets app_settings keys (insert or replace) in the caller's transaction. */
export async function writeSettings(tx: Db, values: Record<string, unknown>) {
  for (const [key, value] of Object.entries(values)) {
    await tx.execute(
      sql`insert into app_settings (key, value, updated_at)
          values (${key}, ${JSON.stringify(value)}::jsonb, now())
          on conflict (key) do update set value = excluded.value, updated_at = now()`,
    );
  }
}
