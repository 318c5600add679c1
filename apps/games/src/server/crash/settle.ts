import { toRupees } from '@khel/contract/money';
import type { AnyDb } from '@khel/db';
import type { PlatformClient } from '../platform';
import { markAttemptFailed, markSettled, unsettledBets, type BetRow } from './bets';

/** The public id of a crash bet, which is also its own platform round: c-<roundNo>-<betId>. */
export const publicBetId = (bet: Pick<BetRow, 'roundNo' | 'id'>) => `c-${bet.roundNo}-${bet.id}`;

/** Parses c-<roundNo>-<betId>; null when it is not a crash bet id. */
export function parsePublicBetId(text: string) {
  const match = /^c-(\d{1,15})-(\d{1,15})$/.exec(text);
  return match ? { roundNo: Number(match[1]), id: Number(match[2]) } : null;
}

/**
 * Sends the final platform call of a decided bet: its win (payout, or 0 for a loss) closing the
 * round, or the rollback of its stake. All are idempotent on the platform by transaction id, so
 * sending one again after a crash or a timeout pays nothing twice. `done` once acknowledged;
 * `balance` (rupees) when the platform said it.
 */
export async function settleBet(
  db: AnyDb,
  platform: PlatformClient,
  bet: BetRow,
): Promise<{ done: boolean; balance: number | undefined }> {
  const roundId = publicBetId(bet);
  try {
    const answer =
      bet.status === 'refunded'
        ? await platform.call('rollback', {
            transactionId: `${roundId}:rollback`,
            betTransactionId: `${roundId}:bet`,
            roundId,
          })
        : await platform.call('win', {
            transactionId: `${roundId}:win`,
            roundId,
            amount: bet.status === 'cashed_out' ? toRupees(bet.payoutPaise) : 0,
            roundClosed: true,
          });
    // A rollback of a stake the platform never saw voids it there: nothing to return.
    const done =
      answer.state === '200' ||
      (bet.status === 'refunded' && answer.state === 'UNKNOWN_TRANSACTION');
    if (done) await markSettled(db, bet.id);
    else await markAttemptFailed(db, bet.id, `${answer.state}: ${answer.msg ?? ''}`);
    return { done, balance: answer.resultData?.balance };
  } catch (error) {
    await markAttemptFailed(db, bet.id, error instanceof Error ? error.message : String(error));
    return { done: false, balance: undefined };
  }
}

/** Retries every decided bet the platform has not acknowledged yet (a batch per call). */
export async function settleOutstanding(
  db: AnyDb,
  platform: PlatformClient,
  onSettled?: (bet: BetRow, balance: number | undefined) => void,
  batch = 100,
) {
  const pending = await unsettledBets(db, batch);
  let settled = 0;
  for (const bet of pending) {
    const result = await settleBet(db, platform, bet);
    if (result.done) {
      settled += 1;
      onSettled?.(bet, result.balance);
    }
  }
  return { attempted: pending.length, settled };
}
