import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ADVISORY_LOCKS, type AdvisoryLockName } from './locks';
import { queryRows, type AnyDb } from './query';

/**
 * Applies the SQL files of `dir` in name order, each once, recording them in `table`. One
 * transaction under an advisory lock (`lock`, from locks.ts), so several instances starting together against
 * one PostgreSQL apply them exactly once and a failed migration leaves nothing half-done.
 * Files may hold several statements separated by drizzle-kit's `--> statement-breakpoint`.
 */
export async function applyMigrationFolder(
  db: AnyDb,
  options: { dir: string; table: string; lock: AdvisoryLockName },
): Promise<string[]> {
  const files = (await fs.readdir(options.dir)).filter((f) => f.endsWith('.sql')).sort();
  const table = sql.identifier(options.table);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS[options.lock]})`);
    await tx.execute(sql`create table if not exists ${table} (
      name text primary key,
      applied_at timestamptz not null default now()
    )`);
    const done = await queryRows<{ name: string }>(tx, sql`select name from ${table}`);
    const applied = new Set(done.map((r) => r.name));
    const fresh: string[] = [];
    for (const file of files) {
      if (applied.has(file)) continue;
      const text = await fs.readFile(path.join(options.dir, file), 'utf8');
      for (const statement of text.split('--> statement-breakpoint')) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`insert into ${table} (name) values (${file})`);
      fresh.push(file);
    }
    return fresh;
  });
}
