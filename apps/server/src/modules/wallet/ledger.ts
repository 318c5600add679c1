import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';
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
  const [created] = await tx
    .insert(ledgerTransactions)
    .values({
      idempotencyKey: posting.idempotencyKey,
      requestHash: posting.requestHash,
      kind: posting.kind,
      recordType: posting.recordType ?? null,
      playerId: posting.playerId ?? null,
      metadata: posting.metadata ?? null,
    })
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning({ id: ledgerTransactions.id });
  if (!created) return replay(tx, posting);

  const amounts = new Map<bigint, bigint>();
  for (const leg of posting.legs) {
    amounts.set(leg.accountId, (amounts.get(leg.accountId) ?? 0n) + leg.amountPaise);
  }
  const accounts = await tx
    .select({ id: ledgerAccounts.id, tracksBalance: ledgerAccounts.tracksBalance })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, [...amounts.keys()]));
  if (accounts.length !== amounts.size) throw new Error('posting to an unknown ledger account');

  // Wallets in id order, so two postings touching the same wallets cannot deadlock.
  const balances = new Map<bigint, bigint>();
  const wallets = accounts.filter((a) => a.tracksBalance).sort((a, b) => (a.id < b.id ? -1 : 1));
  for (const wallet of wallets) {
    const amount = amounts.get(wallet.id)!;
    const [row] = await queryRows<{ balance_paise: string }>(
      tx,
      sql`update ledger_accounts set balance_paise = balance_paise + ${amount}
          where id = ${wallet.id} and balance_paise + ${amount} >= 0
          returning balance_paise`,
    );
    if (!row) throw new InsufficientFundsError();
    balances.set(wallet.id, BigInt(row.balance_paise));
  }

  await tx.insert(ledgerEntries).values(
    posting.legs.map((leg) => ({
      transactionId: created.id,
      accountId: leg.accountId,
      amountPaise: leg.amountPaise,
      balanceAfterPaise: balances.get(leg.accountId) ?? null,
    })),
  );
  return { status: 'posted', transactionId: created.id, balances };
}

function assertBalanced(legs: Leg[]) {
  if (legs.length < 2) throw new Error('a ledger transaction needs at least two entries');
  if (legs.some((l) => l.amountPaise === 0n)) throw new Error('a ledger entry cannot be zero');
  const sum = legs.reduce((total, l) => total + l.amountPaise, 0n);
  if (sum !== 0n) throw new Error(`ledger transaction does not balance: ${sum}`);
}

async function replay(tx: Db, posting: Posting): Promise<PostingResult> {
  const [existing] = await tx
    .select({ id: ledgerTransactions.id, requestHash: ledgerTransactions.requestHash })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.idempotencyKey, posting.idempotencyKey)));
  if (!existing) throw new Error('idempotency key vanished during a replay');
  if (existing.requestHash !== posting.requestHash)
    throw new AppError('conflict', IDEMPOTENCY_CONFLICT);
  return { status: 'replayed', transactionId: existing.id, balances: new Map() };
}
