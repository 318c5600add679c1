import path from 'node:path';
import { applyMigrationFolder } from '@khel/db';
import { PATH_DEFAULTS } from '../config';
import type { Db } from './client';

/** The platform's migrations where the repository keeps them (MIGRATIONS_DIR's default). */
export const MIGRATIONS_DIR = path.resolve(PATH_DEFAULTS.MIGRATIONS_DIR);

/** Applies the platform's migrations (MIGRATIONS_DIR) each once, under an advisory lock. */
export function applyMigrations(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  return applyMigrationFolder(db, { dir, table: 'schema_migrations', lock: 'serverMigrations' });
}
