/**
 * `npm run ledger:check`: proves the ledger's invariants on the database the server is configured
 * for (DATABASE_URL, or PGlite in DATA_DIR). Exits 0 when all hold, 1 with the offending ids.
 */
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config';
import { openToolDatabase } from './database';
import { queryRows } from '../db/query';
import { checkLedger, isClean } from '../modules/wallet';

async function main() {
  const config = loadConfig();
  const database = await openToolDatabase(config);
  try {
    const [tables] = await queryRows<{ ledger: string | null }>(
      database.db,
      sql`select to_regclass('public.ledger_entries')::text as ledger`,
    );
    if (!tables?.ledger) {
      console.error(
        `No ledger on ${database.kind} (${database.location}): start the server once to apply its migrations.`,
      );
      return 1;
    }
    const violations = await checkLedger(database.db);
    const [totals] = await queryRows<Record<string, number>>(
      database.db,
      sql`select
        (select count(*) from ledger_transactions)::int as transactions,
        (select count(*) from ledger_entries)::int as entries,
        (select count(*) from ledger_accounts)::int as accounts`,
    );
    console.log(
      `Ledger on ${database.kind} (${database.location}): ${totals?.transactions} transactions, ${totals?.entries} entries, ${totals?.accounts} accounts.`,
    );
    if (isClean(violations)) {
      console.log(
        '✔ every transaction sums to zero; every balance equals its entries; no wallet below zero',
      );
      return 0;
    }
    console.error('✖ ledger invariants broken:');
    console.error(
      `  transactions not summing to zero: ${violations.unbalancedTransactions.join(', ') || 'none'}`,
    );
    console.error(
      `  balances not equal to their entries: ${violations.balanceMismatches.join(', ') || 'none'}`,
    );
    console.error(`  wallets below zero: ${violations.negativeWallets.join(', ') || 'none'}`);
    return 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof ConfigError ? error.message : `ledger:check failed: ${String(error)}`,
    );
    process.exit(1);
  },
);
