import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import fs from 'node:fs/promises';
import { applyMigrations, MIGRATIONS_DIR } from '../src/db/migrate';
import { queryRows } from '../src/db/query';
import { seedDemoConfiguration } from '../src/db/seed';
import { testDatabases } from './helpers/databases';

describe.each(testDatabases())('migrations and seed on $kind', (target) => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('applies every migration once, however often it runs, even concurrently', async () => {
    database = await target.create();
    const runs = await Promise.all([
      applyMigrations(database.db),
      applyMigrations(database.db),
      applyMigrations(database.db),
    ]);
    const files = (await fs.readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
    expect(runs.flat().sort()).toEqual(files);
    expect(files.slice(0, 2)).toEqual(['0000_init.sql', '0001_accounts.sql']);
    expect(await applyMigrations(database.db)).toEqual([]);
    const tables = await queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    expect(tables.map((r) => r.table_name)).toEqual(
      expect.arrayContaining([
        'app_settings',
        'service_contacts',
        'vip_levels',
        'schema_migrations',
      ]),
    );
  });

  it('seeds the demo configuration once and never overwrites the operator’s changes', async () => {
    database = await target.create();
    await applyMigrations(database.db);
    expect(await seedDemoConfiguration(database.db)).toBe(true);
    await database.db.execute(
      sql`update app_settings set value = '"My Casino"' where key = 'appName'`,
    );
    await database.db.execute(sql`delete from vip_levels where level = 10`);
    expect(await seedDemoConfiguration(database.db)).toBe(false);
    const name = await queryRows<{ value: string }>(
      database.db,
      sql`select value from app_settings where key = 'appName'`,
    );
    expect(name[0]?.value).toBe('My Casino');
    const levels = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from vip_levels`,
    );
    expect(Number(levels[0]?.n)).toBe(10);
  });

  it('keeps VIP money in integer paise', async () => {
    database = await target.create();
    await applyMigrations(database.db);
    await seedDemoConfiguration(database.db);
    const rows = await queryRows<{ level: number; withdraw_daily_limit_paise: string }>(
      database.db,
      sql`select level, withdraw_daily_limit_paise::text from vip_levels where level = 0`,
    );
    expect(rows[0]?.withdraw_daily_limit_paise).toBe('2000000');
  });
});
