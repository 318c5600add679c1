import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { applyMigrations } from '../src/db/migrate';
import { queryRows } from '../src/db/query';
import { seedDemoConfiguration } from '../src/db/seed';
import { fundedPlayer } from './helpers/provider';

const SCRIPT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/ops/ledger-check.ts',
);

const runCheck = (dataDir: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', SCRIPT], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });

describe('npm run ledger:check', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
  });

  it('passes on a sound ledger and fails naming the transaction that does not balance', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'khel-ledger-check-'));
    dirs.push(dataDir);
    let database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    await applyMigrations(database.db);
    await seedDemoConfiguration(database.db);
    await fundedPlayer(database.db, 100);
    await database.close();

    const clean = runCheck(dataDir);
    expect(clean.status).toBe(0);
    expect(clean.stdout).toContain('1 transactions, 2 entries');

    // A write that bypasses the posting function: one entry, nothing on the other side.
    database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    const [tx] = await queryRows<{ id: string }>(
      database.db,
      sql`insert into ledger_transactions (idempotency_key, request_hash, kind)
          values ('forged', 'x', 'forged') returning id::text as id`,
    );
    await database.db.execute(
      sql`insert into ledger_entries (transaction_id, account_id, amount_paise)
          select ${tx!.id}, id, 500 from ledger_accounts where tracks_balance limit 1`,
    );
    await database.close();

    const broken = runCheck(dataDir);
    expect(broken.status).toBe(1);
    expect(broken.stderr).toContain(`transactions not summing to zero: ${tx!.id}`);
    expect(broken.stderr).toMatch(/balances not equal to their entries: \d+/);
  }, 60_000);
});
