import type { z } from 'zod';
import {
  type ZProviderBetRequest,
  type ZProviderRollbackRequest,
  type ZProviderWinRequest,
} from '@khel/contract';
import type { Db } from '../../db/client';
import { sha256 } from '../../lib/tokens';
import { HOUSE, readWallet, type AccountDirectory, postTransaction } from '../wallet';
import { parseRupees } from '@khel/contract/money';
import {
  lockBet,
  markBetRolledBack,
  requestHashOf,
  runOnce,
  voidUnseenBet,
  type Outcome,
} from './claim';
import { createWalletBatcher, type WalletBatcher } from './batch';
import { ProviderError, answerFromPaise, balanceData } from './errors';
import type { ProviderDirectory } from './providers';
import { countLoss } from './protection';
import { addToRound, closeRound, findRound, lockRound } from './rounds';

export interface ProviderDeps {
  db: Db;
  accounts: AccountDirectory;
  providers: ProviderDirectory;
  /** SESSION_IDLE_HOURS: a game session ends with its player's session, idle expiry included. */
  sessionIdleMs: number;
  /** RATE_BET_PLAYER: a player's bets a minute, whatever provider or session they come through. */
  betsPerMinute: number;
  /** Group commit of bets and wins (batch.ts): WALLET_BATCH_WINDOW_MS and WALLET_BATCH_MAX. */
  walletBatch: { windowMs: number; maxOperations: number; maxInFlight: number };
  /** The app's clock: the player protections' periods and session age are counted by it. */
  now: () => Date;
}

/** The dependencies of a call: the app's, and the batcher bets and wins are posted through. */
export interface OperationDeps extends ProviderDeps {
  submit: WalletBatcher;
}

/** The app's dependencies with their batcher: one per app, shared by HTTP and in-process calls. */
export const withWalletBatcher = (deps: ProviderDeps): OperationDeps => ({
  ...deps,
  submit: createWalletBatcher({
    db: deps.db,
    windowMs: deps.walletBatch.windowMs,
    maxOperations: deps.walletBatch.maxOperations,
    maxInFlight: deps.walletBatch.maxInFlight,
    sessionIdleSeconds: deps.sessionIdleMs / 1000,
    betsPerMinute: deps.betsPerMinute,
    now: deps.now,
  }),
});

const amountOf = (value: unknown, allowZero: boolean) => {
  const parsed = parseRupees(value, { allowZero });
  if (!parsed.ok) throw new ProviderError('INVALID_REQUEST');
  return parsed.paise;
};

async function ok(
  tx: Db,
  playerId: number,
  transactionId: string,
  platformTransactionId: bigint | null,
  knownBalancePaise?: bigint,
): Promise<Outcome> {
  const balancePaise = knownBalancePaise ?? (await readWallet(tx, playerId)).balancePaise;
  return {
    status: 'ok',
    playerId,
    answer: {
      state: '200',
      resultData: {
        ...balanceData(balancePaise),
        transactionId,
        platformTransactionId:
          platformTransactionId === null ? null : String(platformTransactionId),
      },
    },
  };
}

const refuse = async (tx: Db, state: ProviderError['state'], playerId: number) =>
  new ProviderError(state, (await readWallet(tx, playerId)).balancePaise);

export async function placeBet(
  deps: OperationDeps,
  providerCode: string,
  input: z.output<typeof ZProviderBetRequest>,
) {
  const stakePaise = amountOf(input.amount, false);
  const house = await deps.accounts.house(HOUSE.game(providerCode));
  // The bet branch of provider_batch (migration 0047) does it all as provider_bet did: the session
  // and the login behind it, the claim, the round, the posting and the stored answer.
  const answer = await deps.submit({
    k: 'bet',
    p: providerCode,
    t: input.transactionId,
    r: input.roundId,
    h: String(house),
    a: String(stakePaise),
    q: requestHashOf('bet', input.roundId, stakePaise),
    s: sha256(input.sessionId),
    g: input.gameCode ?? null,
  });
  return answerFromPaise(answer);
}

export async function settleWin(
  deps: OperationDeps,
  providerCode: string,
  input: z.output<typeof ZProviderWinRequest>,
) {
  const winPaise = amountOf(input.amount, true);
  const house = await deps.accounts.house(HOUSE.game(providerCode));
  // Wins are accepted after the game session expired: the round, not the session, names the
  // player. The win branch of provider_batch claims, pays, settles and stores the answer at once.
  const answer = await deps.submit({
    k: 'win',
    p: providerCode,
    t: input.transactionId,
    r: input.roundId,
    h: String(house),
    a: String(winPaise),
    q: requestHashOf('win', input.roundId, winPaise, input.roundClosed),
    c: input.roundClosed,
  });
  return answerFromPaise(answer);
}

export async function rollbackBet(
  deps: ProviderDeps,
  providerCode: string,
  input: z.output<typeof ZProviderRollbackRequest>,
) {
  const house = await deps.accounts.house(HOUSE.game(providerCode));
  const known = await findRound(deps.db, providerCode, input.roundId);
  const walletId = known ? await deps.accounts.wallet(known.playerId) : null;
  const claim = {
    providerCode,
    transactionId: input.transactionId,
    kind: 'rollback' as const,
    roundId: input.roundId,
    amountPaise: null,
    requestHash: requestHashOf('rollback', input.roundId, input.betTransactionId),
  };
  return runOnce(deps.db, claim, async (tx) => {
    if (await voidUnseenBet(tx, providerCode, input.betTransactionId, input.roundId)) {
      throw known
        ? await refuse(tx, 'UNKNOWN_TRANSACTION', known.playerId)
        : new ProviderError('UNKNOWN_TRANSACTION');
    }
    const bet = (await lockBet(tx, providerCode, input.betTransactionId))!;
    if (bet.kind !== 'bet' || bet.roundId !== input.roundId)
      throw new ProviderError('INVALID_REQUEST');
    if (bet.status === 'void') throw new ProviderError('UNKNOWN_TRANSACTION');
    const round = await lockRound(tx, providerCode, input.roundId);
    // A refused bet moved nothing, and a bet rolled back before is not returned twice.
    if (bet.status !== 'ok' || !round || walletId === null) {
      if (!round) throw new ProviderError('UNKNOWN_TRANSACTION');
      return ok(tx, round.playerId, input.transactionId, null);
    }
    if (round.status !== 'open') throw await refuse(tx, 'ROUND_SETTLED', round.playerId);
    const stakePaise = bet.amountPaise!;
    const posted = await postTransaction(tx, {
      idempotencyKey: `provider:${providerCode}:rollback:${input.betTransactionId}`,
      requestHash: requestHashOf('rollback', input.roundId, input.betTransactionId),
      kind: 'game_rollback',
      recordType: 'refund',
      playerId: round.playerId,
      legs: [
        { accountId: house, amountPaise: -stakePaise },
        { accountId: walletId, amountPaise: stakePaise },
      ],
      metadata: { providerCode, roundId: input.roundId, betTransactionId: input.betTransactionId },
    });
    await markBetRolledBack(tx, bet.id);
    // The stake returned is no longer lost: the player's loss limits count it back.
    await countLoss(tx, { playerId: round.playerId, deltaPaise: -stakePaise, at: deps.now() });
    await addToRound(tx, round.id, { stakePaise: -stakePaise });
    if (round.stakePaise - stakePaise === 0n && round.winPaise === 0n) {
      await closeRound(tx, round.id, 'cancelled', 0n);
    }
    return ok(
      tx,
      round.playerId,
      input.transactionId,
      posted.transactionId,
      posted.balances.get(walletId),
    );
  });
}
