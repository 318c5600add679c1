import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

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
