/**
 * The yardstick issue 20 measured the wallet against: a plain PL/pgSQL ledger, one function call
 * per transfer (sorted row locks, a transaction row with its unique reference, two entries, two
 * balances), driven by pgbench with 20 clients on the same machine. It runs in its own throw-away
 * database before the wallet's, so a figure can be read against this machine, not the one the goal
 * was first measured on (docs/architecture.md §3, "Measuring the wallet").
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withPgClient } from '@khel/db';
import { throwAwayPgDatabase } from './lib';

const ACCOUNTS = 1000;
const CLIENTS = 20;

const SCHEMA = `
create table accounts (id int primary key, balance bigint not null check (balance >= 0));
create table transactions (id bigserial primary key, reference text not null unique,
                           created_at timestamptz not null default now());
create table entries (id bigserial primary key, transaction_id bigint not null references transactions,
                      account_id int not null references accounts, amount bigint not null);
create index entries_account on entries (account_id);
insert into accounts select g, 1000000000 from generate_series(1, ${ACCOUNTS}) g;
create function transfer(source int, target int, amount bigint, ref text) returns bigint
language plpgsql as $$
declare
  id bigint;
begin
  perform 1 from accounts where accounts.id in (source, target) order by accounts.id for update;
  update accounts set balance = balance - amount where accounts.id = source;
  update accounts set balance = balance + amount where accounts.id = target;
  insert into transactions (reference) values (ref) returning transactions.id into id;
  insert into entries (transaction_id, account_id, amount) values (id, source, -amount), (id, target, amount);
  return id;
end $$;`;

// Two distinct accounts a transfer, and a reference no other transfer has.
const SCRIPT = `\\set source random(1, ${ACCOUNTS})
\\set step random(1, ${ACCOUNTS - 1})
\\set target 1 + (:source - 1 + :step) % ${ACCOUNTS}
SELECT transfer(:source, :target, 1, :client_id || '-' || :source || '-' || random());
`;

export interface ReferenceResult {
  transfersPerSecond: number;
  averageMs: number;
}

/**
 * Runs the reference for `seconds` against the PostgreSQL server of `adminUrl`; skipped, with the
 * reason, where pgbench is not installed (it comes with PostgreSQL's server packages).
 */
export async function runReferenceLedger(
  adminUrl: string,
  seconds: number,
): Promise<ReferenceResult | { skipped: string }> {
  const database = await throwAwayPgDatabase(adminUrl, 'reference');
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-bench-reference-'));
  try {
    await withPgClient(database.url, (client) => client.query(SCHEMA));
    const script = path.join(folder, 'transfer.sql');
    fs.writeFileSync(script, SCRIPT);
    const args = ['-n', '-c', String(CLIENTS), '-j', '2', '-T', String(seconds), '-f', script];
    const run = spawnSync('pgbench', [...args, database.url], { encoding: 'utf8' });
    if (run.error) return { skipped: `pgbench: ${run.error.message}` };
    const tps = /tps = ([\d.]+)/.exec(run.stdout);
    const average = /latency average = ([\d.]+) ms/.exec(run.stdout);
    if (run.status !== 0 || !tps || !average) {
      return { skipped: `pgbench failed: ${(run.stderr || run.stdout).trim().split('\n').pop()}` };
    }
    return { transfersPerSecond: Number(tps[1]), averageMs: Number(average[1]) };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
    await database.drop();
  }
}
