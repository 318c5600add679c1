import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { ledgerTransactions } from '../../db/schema';
import { AppError } from '../../errors';
import type { RecordType } from './record-types';

export interface Leg {
  accountId: bigint;
  amountPaise: bigint;
}

export interface Posting {
  /** One effect, one key: a replay with the same key and request moves nothing. */
  idempotencyKey: string;
  /** Identifies the request behind the key (e.g. a hash of its fields). */
  requestHash: string;
  kind: string;
  recordType?: RecordType | null;
  playerId?: number | null;
  legs: Leg[];
  metadata?: Record<string, unknown>;
}

export interface PostingResult {
  /** 'replayed' when the key had already been posted: nothing moved this time. */
  status: 'posted' | 'replayed';
  transactionId: bigint;
  /** Wallet balances right after this posting (empty on a replay). */
  balances: Map<bigint, bigint>;
}

export class InsufficientFundsError extends AppError {
  constructor() {
    super('badRequest', 'Insufficient balance');
  }
}

export const IDEMPOTENCY_CONFLICT = 'This request id was already used for a different request';

/**
 * The only code that writes ledger entries. Call it inside a database transaction: the
 * transaction row, the wallet balances and the entries are written together or not at all.
 * Wallet debits are conditional updates, so a wallet never goes below zero whatever runs
 * concurrently; house accounts keep no balance row, so they are never a point of contention.
 */
export async function postTransaction(tx: Db, posting: Posting): Promise<PostingResult> {
  assertBalanced(posting.legs);
  const totals = new Map<bigint, bigint>();
  for (const leg of posting.legs) {
    totals.set(leg.accountId, (totals.get(leg.accountId) ?? 0n) + leg.amountPaise);
  }
  // Bigints only (from Leg), so these array literals carry nothing but digits and minus signs.
  const array = (values: Iterable<bigint>) => `{${[...values].join(',')}}`;
  // One statement: lock the wallets in id order (no deadlocks), check every debit is covered,
  // then write the transaction, the balances and the entries; nothing at all when a debit is
  // not covered, and only the lock when the key was posted before.
  const [row] = await queryRows<{
    transaction_id: string | null;
    covered: boolean;
    known: number;
    balances: { id: string; balance: string }[];
  }>(
    tx,
    sql`with
      legs as (select * from unnest(${array(posting.legs.map((l) => l.accountId))}::bigint[],
                                    ${array(posting.legs.map((l) => l.amountPaise))}::bigint[])
                 as l(account_id, amount)),
      totals as (select * from unnest(${array(totals.keys())}::bigint[], ${array(totals.values())}::bigint[])
                 as t(account_id, amount)),
      locked as (select a.id, a.balance_paise from ledger_accounts a
                 where a.id in (select account_id from totals) and a.tracks_balance
                 order by a.id for update),
      check_funds as (select coalesce(bool_and(locked.balance_paise + totals.amount >= 0), true) as covered
                      from locked join totals on totals.account_id = locked.id),
      created as (insert into ledger_transactions
                    (idempotency_key, request_hash, kind, record_type, player_id, metadata)
                  select ${posting.idempotencyKey}, ${posting.requestHash}, ${posting.kind},
                         ${posting.recordType ?? null}, ${posting.playerId ?? null},
                         ${posting.metadata ? JSON.stringify(posting.metadata) : null}::jsonb
                  where (select covered from check_funds)
                  on conflict (idempotency_key) do nothing
                  returning id),
      moved as (update ledger_accounts a set balance_paise = a.balance_paise + totals.amount
                from totals
                where a.id = totals.account_id and a.tracks_balance and exists (select 1 from created)
                returning a.id, a.balance_paise),
      written as (insert into ledger_entries (transaction_id, account_id, amount_paise, balance_after_paise)
                  select created.id, legs.account_id, legs.amount, moved.balance_paise
                  from created cross join legs left join moved on moved.id = legs.account_id
                  returning 1)
      select (select id::text from created) as transaction_id,
             (select covered from check_funds) as covered,
             (select count(*)::int from ledger_accounts where id in (select account_id from totals)) as known,
             (select coalesce(json_agg(json_build_object('id', id::text, 'balance', balance_paise::text)), '[]'::json)
                from moved) as balances,
             (select count(*) from written) as written_count`,
  );
  if (!row || Number(row.known) !== totals.size)
    throw new Error('posting to an unknown ledger account');
  // Funds are checked before the key: a replay of a posting that spent the money is a replay.
  if (!row.transaction_id) return replay(tx, posting, row.covered);
  const balances = new Map(row.balances.map((b) => [BigInt(b.id), BigInt(b.balance)]));
  return { status: 'posted', transactionId: BigInt(row.transaction_id), balances };
}

function assertBalanced(legs: Leg[]) {
  if (legs.length < 2) throw new Error('a ledger transaction needs at least two entries');
  if (legs.some((l) => l.amountPaise === 0n)) throw new Error('a ledger entry cannot be zero');
  const sum = legs.reduce((total, l) => total + l.amountPaise, 0n);
  if (sum !== 0n) throw new Error(`ledger transaction does not balance: ${sum}`);
}

async function replay(tx: Db, posting: Posting, covered: boolean): Promise<PostingResult> {
  const [existing] = await tx
    .select({ id: ledgerTransactions.id, requestHash: ledgerTransactions.requestHash })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.idempotencyKey, posting.idempotencyKey)));
  if (!existing) {
    if (!covered) throw new InsufficientFundsError();
    throw new Error('idempotency key vanished during a replay');
  }
  if (existing.requestHash !== posting.requestHash)
    throw new AppError('conflict', IDEMPOTENCY_CONFLICT);
  return { status: 'replayed', transactionId: existing.id, balances: new Map() };
}
