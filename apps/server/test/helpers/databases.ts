import { randomBytes } from 'node:crypto';
import pg from 'pg';
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
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
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
