import type { TBalanceRecordsResponse } from '@khel/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import type { AccountDirectory } from './accounts';
import { offsetMinutes, rangeBounds } from '@khel/contract/dates';
import { toRupees } from '@khel/contract/money';
import type { RecordType } from './record-types';

export interface RecordsQuery {
  playerId: number;
  type: 'all' | RecordType;
  range: string;
  cursor?: string | null;
  pageSize: number;
  timezone: string;
}

/** A page of the player's wallet entries, newest first (docs/product.md §2 balance records). */
export async function listBalanceRecords(
  db: Db,
  accounts: AccountDirectory,
  query: RecordsQuery,
  now = new Date(),
): Promise<TBalanceRecordsResponse> {
  const wallet = await accounts.wallet(query.playerId);
  const { from, to } = rangeBounds(query.range, offsetMinutes(query.timezone), now);
  const rows = await queryRows<{
    id: string;
    amount_paise: string;
    balance_after_paise: string;
    created_at: string | Date;
    record_type: RecordType | null;
    metadata: { gameCode?: string; roundId?: string; orderNo?: string } | null;
  }>(
    db,
    sql`select e.id::text as id, e.amount_paise::text as amount_paise,
               e.balance_after_paise::text as balance_after_paise, e.created_at,
               t.record_type, t.metadata
        from ledger_entries e
        join ledger_transactions t on t.id = e.transaction_id
        where e.account_id = ${wallet}
          and e.created_at >= ${from.toISOString()} and e.created_at < ${to.toISOString()}
          ${query.type === 'all' ? sql`` : sql`and t.record_type = ${query.type}`}
          ${query.cursor ? sql`and e.id < ${query.cursor}` : sql``}
        order by e.id desc
        limit ${query.pageSize + 1}`,
  );
  const page = rows.slice(0, query.pageSize);
  return {
    list: page.map((r) => ({
      id: r.id,
      type: r.record_type,
      amount: toRupees(BigInt(r.amount_paise)),
      balanceAfter: toRupees(BigInt(r.balance_after_paise)),
      createdAt: new Date(r.created_at).toISOString(),
      detail: r.metadata?.gameCode ?? r.metadata?.orderNo ?? r.metadata?.roundId ?? null,
    })),
    nextCursor: rows.length > query.pageSize ? page[page.length - 1]!.id : null,
  };
}
