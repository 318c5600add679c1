import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyMigrationFolder } from '@khel/db';
import type { Db } from './client';

export const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

/** Applies the platform's migrations (apps/server/drizzle), each once, under an advisory lock. */
export function applyMigrations(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  return applyMigrationFolder(db, { dir, table: 'schema_migrations', lock: 'serverMigrations' });
}
