import {
  openPgDatabase,
  type Database as AnyDatabase,
  type DatabaseKind,
  type OpenDatabaseOptions,
} from '@khel/db';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
/** A database handle or a transaction: every store function takes one. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type { DatabaseKind, OpenDatabaseOptions };
export type Database = Omit<AnyDatabase, 'db'> & { db: Db };

/** The platform's database, with drizzle bound to the platform schema. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return (await openPgDatabase({ ...options, schema })) as unknown as Database;
}
