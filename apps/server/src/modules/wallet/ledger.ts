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
  // ledger_post (migration 0004) is the one piece of code that writes entries.
  const array = (values: Iterable<bigint>) => `{${[...values].join(',')}}`;
  const [row] = await queryRows<PostRow>(
    tx,
    sql`select transaction_id::text as transaction_id, covered, known, balances
        from ledger_post(${posting.idempotencyKey}, ${posting.requestHash}, ${posting.kind},
                         ${posting.recordType ?? null}, ${posting.playerId ?? null},
                         ${posting.metadata ? JSON.stringify(posting.metadata) : null}::jsonb,
                         ${array(posting.legs.map((l) => l.accountId))}::bigint[],
                         ${array(posting.legs.map((l) => l.amountPaise))}::bigint[])`,
  );
  return answer(tx, posting, row);
}

/** What ledger_post answered for `posting`, as its PostingResult. */
interface PostRow {
  transaction_id: string | null;
  covered: boolean;
  known: number;
  balances: { id: string; balance: string }[];
}

async function answer(tx: Db, posting: Posting, row: PostRow | undefined): Promise<PostingResult> {
  const accounts = new Set(posting.legs.map((l) => l.accountId));
  if (!row || Number(row.known) !== accounts.size)
    throw new Error('posting to an unknown ledger account');
  // Funds are checked before the key: a replay of a posting that spent the money is a replay.
  if (!row.transaction_id) return replay(tx, posting, row.covered);
  const balances = new Map(row.balances.map((b) => [BigInt(b.id), BigInt(b.balance)]));
  return { status: 'posted', transactionId: BigInt(row.transaction_id), balances };
}

/**
 * Many postings in ONE statement (a batch of deposit credits): ledger_post once per posting, in
 * the order given (the caller's: wallets in id order), with postTransaction's checks and
 * answers, in the same order. A posting whose key was posted before is answered as a replay.
 */
export async function postTransactions(tx: Db, postings: Posting[]): Promise<PostingResult[]> {
  if (postings.length === 0) return [];
  for (const posting of postings) assertBalanced(posting.legs);
  const input = postings.map((p, i) => ({
    i,
    key: p.idempotencyKey,
    hash: p.requestHash,
    kind: p.kind,
    record: p.recordType ?? null,
    player: p.playerId ?? null,
    meta: p.metadata ?? null,
    accounts: p.legs.map((l) => String(l.accountId)),
    amounts: p.legs.map((l) => String(l.amountPaise)),
  }));
  const rows = await queryRows<PostRow & { i: number }>(
    tx,
    sql`select d.i, p.transaction_id::text as transaction_id, p.covered, p.known, p.balances
        from (select * from jsonb_to_recordset(${JSON.stringify(input)}::jsonb)
                as d(i int, key text, hash text, kind text, record text, player bigint,
                     meta jsonb, accounts bigint[], amounts bigint[])
              order by d.i offset 0) d
        cross join lateral ledger_post(d.key, d.hash, d.kind, d.record, d.player, d.meta,
                                       d.accounts, d.amounts) p
        order by d.i`,
  );
  const byIndex = new Map(rows.map((r) => [Number(r.i), r]));
  const results: PostingResult[] = [];
  for (const [i, posting] of postings.entries()) {
    results.push(await answer(tx, posting, byIndex.get(i)));
  }
  return results;
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
