import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { queryRows } from './query';

export const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

/** Any number; all instances use it to take turns applying migrations. */
const MIGRATION_LOCK_KEY = 7_261_001;

/**
 * Applies the SQL files of apps/server/drizzle in name order, each once. One transaction under an
 * advisory lock, so several API instances starting together against one PostgreSQL apply them
 * exactly once and a failed migration leaves nothing half-done.
 */
export async function applyMigrations(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await fs.readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.execute(sql`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`);
    const done = await queryRows<{ name: string }>(tx, sql`select name from schema_migrations`);
    const applied = new Set(done.map((r) => r.name));
    const fresh: string[] = [];
    for (const file of files) {
      if (applied.has(file)) continue;
      const text = await fs.readFile(path.join(dir, file), 'utf8');
      for (const statement of text.split('--> statement-breakpoint')) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`insert into schema_migrations (name) values (${file})`);
      fresh.push(file);
    }
    return fresh;
  });
}
