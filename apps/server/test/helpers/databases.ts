import { randomBytes } from 'node:crypto';
import { withPgClient } from '@khel/db';
import { openDatabase, type Database, type DatabaseKind } from '../../src/db/client';
import { applyMigrations } from '../../src/db/migrate';
import { seedDemoConfiguration } from '../../src/db/seed';

export interface TestDatabaseTarget {
  kind: DatabaseKind;
  /** A fresh, empty database of this kind; close() removes it. */
  create(): Promise<Database>;
}

async function createPostgresDatabase(adminUrl: string): Promise<Database> {
  const name = `khel_test_${randomBytes(6).toString('hex')}`;
  await withPgClient(adminUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await withPgClient(adminUrl, (admin) =>
        admin.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

/**
 * The databases every database test runs on: PGlite always, and a real PostgreSQL when
 * DATABASE_URL is set (each test file gets a fresh database there, dropped afterwards).
 */
export function testDatabases(): TestDatabaseTarget[] {
  const targets: TestDatabaseTarget[] = [{ kind: 'pglite', create: () => openDatabase({}) }];
  const url = process.env.DATABASE_URL;
  if (url) targets.push({ kind: 'postgres', create: () => createPostgresDatabase(url) });
  return targets;
}

/** A fresh database with the migrations applied and the demo configuration seeded. */
export async function createSeededDatabase(target: TestDatabaseTarget) {
  const database = await target.create();
  await applyMigrations(database.db);
  await seedDemoConfiguration(database.db);
  return database;
}
