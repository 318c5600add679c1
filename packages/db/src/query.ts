import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = PgDatabase<PgQueryResultHKT, any, any>;

/** Runs raw SQL and returns its rows; the same shape on PGlite and node-postgres. */
export async function queryRows<T>(db: AnyDb, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();
/** Statement names by text; a statement's text is fixed by its code, so this stays small. */
const names = new Map<string, string>();
/** Past this many texts, new ones run unprepared: a text that varies would fill every connection. */
const MAX_PREPARED = 200;

/**
 * queryRows for a hot statement (docs/architecture.md §3, "Plans"). On PostgreSQL it is prepared
 * once per connection, named by a hash of its text, and from then on only bound and run: no
 * parsing, analysis or planning per call (PostgreSQL keeps one plan for any values once five
 * runs showed their own plans no better). On PGlite it runs as queryRows does: the client names
 * every statement run again itself (pglite-statements.ts).
 * - Its text must not vary with the call: the values go in as parameters (a JSON array of rows
 *   for a batch), never spliced in, or every variant is prepared and kept on every connection.
 * - It names its result columns (no `*`): a prepared statement is refused for good once a
 *   table it reads changes shape under it.
 * - Through a pooler in transaction mode, the pooler must keep prepared statements
 *   (PgBouncer ≥ 1.21 `max_prepared_statements`).
 */
export async function queryPrepared<T>(db: AnyDb, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  let name = names.get(built.sql);
  if (name === undefined) {
    if (names.size >= MAX_PREPARED) return queryRows<T>(db, query);
    name = `khel_${createHash('sha256').update(built.sql).digest('base64url').slice(0, 24)}`;
    names.set(built.sql, name);
  }
  const result = await db._.session.prepareQuery(built, undefined, name, false).execute();
  return (result as { rows: T[] }).rows;
}
