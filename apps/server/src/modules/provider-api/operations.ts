import type { z } from 'zod';
import type {
  ZProviderBetRequest,
  ZProviderRollbackRequest,
  ZProviderWinRequest,
} from '@khel/contract';
import type { Db } from '../../db/client';
import { HOUSE, adjustWagering, readWallet, type AccountDirectory } from '../wallet/accounts';
import { InsufficientFundsError, postTransaction } from '../wallet/ledger';
import { parseRupees } from '../wallet/money';
import {
  lockBet,
  markBetRolledBack,
  requestHashOf,
  runOnce,
  voidUnseenBet,
  type Outcome,
} from './claim';
import { ProviderError, balanceData } from './errors';
import { findLiveSession } from './launch';
import type { ProviderDirectory } from './providers';
import {
  addToRound,
  closeRound,
  findRound,
  lockOrOpenRound,
  lockRound,
  validBetOf,
} from './rounds';

export interface ProviderDeps {
  db: Db;
  accounts: AccountDirectory;
  providers: ProviderDirectory;
}

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

/** A player's live session and wallet, or the refusal the provider gets. */
async function sessionPlayer(deps: ProviderDeps, providerCode: string, sessionId: string) {
  const session = await findLiveSession(deps.db, providerCode, sessionId);
  if (!session) throw new ProviderError('INVALID_SESSION');
  if (session.playerStatus !== 'active') throw new ProviderError('PLAYER_DISABLED');
  return {
    playerId: session.playerId,
    gameCode: session.gameCode,
    walletId: await deps.accounts.wallet(session.playerId),
  };
}

export async function placeBet(
  deps: ProviderDeps,
  providerCode: string,
  input: z.output<typeof ZProviderBetRequest>,
) {
  const stakePaise = amountOf(input.amount, false);
  const { playerId, gameCode, walletId } = await sessionPlayer(deps, providerCode, input.sessionId);
  const house = await deps.accounts.house(HOUSE.game(providerCode));
  const claim = {
    providerCode,
    transactionId: input.transactionId,
    kind: 'bet' as const,
    roundId: input.roundId,
    amountPaise: stakePaise,
    requestHash: requestHashOf('bet', input.roundId, stakePaise),
  };
  return runOnce(deps.db, claim, async (tx) => {
    const round = await lockOrOpenRound(tx, {
      providerCode,
      roundId: input.roundId,
      playerId,
      gameCode: input.gameCode ?? gameCode,
    });
    if (round.playerId !== playerId) throw await refuse(tx, 'INVALID_REQUEST', playerId);
    if (round.status !== 'open') throw await refuse(tx, 'ROUND_SETTLED', playerId);
    let posted;
    try {
      // A refused posting writes nothing, so the refusal is recorded in the same transaction.
      posted = await postTransaction(tx, {
        idempotencyKey: `provider:${providerCode}:bet:${input.transactionId}`,
        requestHash: claim.requestHash,
        kind: 'game_bet',
        recordType: 'bet',
        playerId,
        legs: [
          { accountId: walletId, amountPaise: -stakePaise },
          { accountId: house, amountPaise: stakePaise },
        ],
        metadata: { providerCode, roundId: input.roundId, gameCode: round.gameCode },
      });
    } catch (error) {
      if (error instanceof InsufficientFundsError)
        throw await refuse(tx, 'INSUFFICIENT_FUNDS', playerId);
      throw error;
    }
    await addToRound(tx, round.id, { stakePaise });
    return ok(
      tx,
      playerId,
      input.transactionId,
      posted.transactionId,
      posted.balances.get(walletId),
    );
  });
}

export async function settleWin(
  deps: ProviderDeps,
  providerCode: string,
  input: z.output<typeof ZProviderWinRequest>,
) {
  const winPaise = amountOf(input.amount, true);
  const house = await deps.accounts.house(HOUSE.game(providerCode));
  const claim = {
    providerCode,
    transactionId: input.transactionId,
    kind: 'win' as const,
    roundId: input.roundId,
    amountPaise: winPaise,
    requestHash: requestHashOf('win', input.roundId, winPaise, input.roundClosed),
  };
  // Wins are accepted after the game session expired: the round, not the session, names the player.
  const known = await findRound(deps.db, providerCode, input.roundId);
  const walletId = known ? await deps.accounts.wallet(known.playerId) : null;
  return runOnce(deps.db, claim, async (tx) => {
    const round = await lockRound(tx, providerCode, input.roundId);
    if (!round || walletId === null) throw new ProviderError('UNKNOWN_ROUND');
    if (round.status !== 'open') throw await refuse(tx, 'ROUND_SETTLED', round.playerId);
    let platformTransactionId: bigint | null = null;
    let balancePaise: bigint | undefined;
    if (winPaise > 0n) {
      const posted = await postTransaction(tx, {
        idempotencyKey: `provider:${providerCode}:win:${input.transactionId}`,
        requestHash: claim.requestHash,
        kind: 'game_win',
        recordType: 'win',
        playerId: round.playerId,
        legs: [
          { accountId: house, amountPaise: -winPaise },
          { accountId: walletId, amountPaise: winPaise },
        ],
        metadata: { providerCode, roundId: input.roundId, gameCode: round.gameCode },
      });
      platformTransactionId = posted.transactionId;
      balancePaise = posted.balances.get(walletId);
      await addToRound(tx, round.id, { winPaise });
    }
    if (input.roundClosed) {
      const validBet = validBetOf(round.stakePaise, round.winPaise + winPaise);
      await closeRound(tx, round.id, 'settled', validBet);
      await adjustWagering(tx, walletId, -validBet);
    }
    return ok(tx, round.playerId, input.transactionId, platformTransactionId, balancePaise);
  });
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
