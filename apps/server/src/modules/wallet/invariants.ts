import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

export interface LedgerViolations {
  /** Transactions whose entries do not sum to zero, or that have fewer than two entries. */
  unbalancedTransactions: string[];
  /** Wallets whose stored balance is not the sum of their entries. */
  balanceMismatches: string[];
  /** Wallets below zero. */
  negativeWallets: string[];
}

/** Proves the ledger's invariants (docs/architecture.md §3); empty lists mean all hold. */
export async function checkLedger(db: Db): Promise<LedgerViolations> {
  const unbalanced = await queryRows<{ id: string }>(
    db,
    sql`select t.id::text as id from ledger_transactions t
        left join ledger_entries e on e.transaction_id = t.id
        group by t.id
        having coalesce(sum(e.amount_paise), 0) <> 0 or count(e.id) < 2
        order by t.id`,
  );
  const mismatches = await queryRows<{ id: string }>(
    db,
    sql`select a.id::text as id from ledger_accounts a
        left join (select account_id, sum(amount_paise) as total from ledger_entries group by account_id) e
          on e.account_id = a.id
        where a.tracks_balance and a.balance_paise <> coalesce(e.total, 0)
        order by a.id`,
  );
  const negative = await queryRows<{ id: string }>(
    db,
    sql`select id::text as id from ledger_accounts where tracks_balance and balance_paise < 0 order by id`,
  );
  return {
    unbalancedTransactions: unbalanced.map((r) => r.id),
    balanceMismatches: mismatches.map((r) => r.id),
    negativeWallets: negative.map((r) => r.id),
  };
}

export const isClean = (v: LedgerViolations) =>
  v.unbalancedTransactions.length === 0 &&
  v.balanceMismatches.length === 0 &&
  v.negativeWallets.length === 0;
