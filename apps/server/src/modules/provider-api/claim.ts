import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { providerTransactions } from '../../db/schema';
import { ProviderError, refusal, type ProviderAnswer } from './errors';

export interface Claim {
  providerCode: string;
  transactionId: string;
  kind: 'bet' | 'win' | 'rollback';
  roundId: string;
  amountPaise: bigint | null;
  /** What makes two requests with this transactionId the same request. */
  requestHash: string;
}

export interface Outcome {
  answer: ProviderAnswer;
  status: 'ok' | 'refused';
  playerId: number | null;
}

/**
 * Runs a money call exactly once per provider transaction id. The call's row is inserted first:
 * a concurrent copy waits on it and then, like any later replay, gets the stored answer. The same
 * id with another request is refused; a bet whose id was voided by an earlier rollback is refused.
 */
export async function runOnce(
  db: Db,
  claim: Claim,
  work: (tx: Db) => Promise<Outcome>,
): Promise<ProviderAnswer> {
  return db.transaction(async (tx) => {
    const [mine] = await tx
      .insert(providerTransactions)
      .values({
        providerCode: claim.providerCode,
        transactionId: claim.transactionId,
        kind: claim.kind,
        roundId: claim.roundId,
        amountPaise: claim.amountPaise,
        requestHash: claim.requestHash,
        status: 'pending',
        response: {},
      })
      .onConflictDoNothing()
      .returning({ id: providerTransactions.id });
    if (!mine) return previousAnswer(tx, claim);
    let outcome: Outcome;
    try {
      outcome = await work(tx);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      outcome = { answer: refusal(error), status: 'refused', playerId: null };
    }
    await tx
      .update(providerTransactions)
      .set({ status: outcome.status, response: outcome.answer, playerId: outcome.playerId })
      .where(eq(providerTransactions.id, mine.id));
    return outcome.answer;
  });
}

async function previousAnswer(tx: Db, claim: Claim): Promise<ProviderAnswer> {
  const [row] = await tx
    .select()
    .from(providerTransactions)
    .where(
      and(
        eq(providerTransactions.providerCode, claim.providerCode),
        eq(providerTransactions.transactionId, claim.transactionId),
      ),
    );
  if (!row) throw new Error('provider transaction vanished');
  if (row.status === 'void' && claim.kind === 'bet')
    return refusal(new ProviderError('TRANSACTION_CANCELLED'));
  if (row.requestHash !== claim.requestHash || row.kind !== claim.kind) {
    return refusal(new ProviderError('DUPLICATE_MISMATCH'));
  }
  return row.response as ProviderAnswer;
}

/** Marks a bet as voided before it arrived; false when the bet id was already seen. */
export async function voidUnseenBet(
  tx: Db,
  providerCode: string,
  betTransactionId: string,
  roundId: string,
) {
  const [row] = await tx
    .insert(providerTransactions)
    .values({
      providerCode,
      transactionId: betTransactionId,
      kind: 'bet',
      roundId,
      requestHash: 'void',
      status: 'void',
      response: refusal(new ProviderError('TRANSACTION_CANCELLED')),
    })
    .onConflictDoNothing()
    .returning({ id: providerTransactions.id });
  return Boolean(row);
}

/** The bet row of a transaction id, locked for the rest of the transaction. */
export async function lockBet(tx: Db, providerCode: string, betTransactionId: string) {
  const [row] = await tx
    .select()
    .from(providerTransactions)
    .where(
      and(
        eq(providerTransactions.providerCode, providerCode),
        eq(providerTransactions.transactionId, betTransactionId),
      ),
    )
    .for('update');
  return row;
}

export const markBetRolledBack = (tx: Db, id: bigint) =>
  tx
    .update(providerTransactions)
    .set({ status: 'rolled_back' })
    .where(eq(providerTransactions.id, id));

export const requestHashOf = (...parts: (string | bigint | boolean | null | undefined)[]) =>
  parts.map((p) => (p === null || p === undefined ? '' : String(p))).join('|');
