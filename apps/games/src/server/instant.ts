import { applyMultiplier, multiplierUnits } from '@khel/contract/money';
import {
  diceMultiplier,
  diceRoll,
  diceTargetValid,
  diceWins,
  limboResult,
  limboTargetValid,
  limboWins,
  type DiceDirection,
} from '../fair';
import { toBet, insertBet, publicBetId } from './bets';
import {
  checkPayout,
  checkStake,
  openGameSettings,
  stakePaise,
  type GamesContext,
} from './context';
import { GameError } from './errors';
import { nodeHmac } from './fair-node';
import { takeNonce } from './seeds';
import type { GameSession } from './sessions';
import { betWinBody, placeBetWin } from './settle';

interface InstantOutcome {
  params: Record<string, unknown>;
  result: number;
  win: boolean;
  multiplier: number;
  payoutPaise: bigint;
}

/**
 * Records, stakes and settles one instant round whose outcome `decide` computes from the seed:
 * the bet row with its queued betWin, then the one betWin call (settle.ts placeBetWin).
 */
async function playInstant(
  ctx: GamesContext,
  session: GameSession,
  game: 'dice' | 'limbo',
  amountPaise: bigint,
  decide: (seed: { serverSeed: string; clientSeed: string; nonce: number }) => InstantOutcome,
) {
  const row = await ctx.db.transaction(async (tx) => {
    const seed = await takeNonce(tx, session.playerId);
    const outcome = decide(seed);
    return insertBet(
      tx,
      {
        game,
        playerId: session.playerId,
        platformSessionId: session.platformSessionId,
        amountPaise,
        payoutPaise: outcome.payoutPaise,
        multiplier: outcome.multiplier,
        win: outcome.win,
        params: outcome.params,
        result: outcome.result,
        seed,
      },
      { betWin: true },
    );
  });
  const { balance } = await placeBetWin(
    ctx.settle,
    betWinBody({
      roundId: publicBetId(game, row.id),
      sessionId: session.platformSessionId,
      gameCode: game,
      amountPaise,
      payoutPaise: BigInt(row.payout_paise),
    }),
  );
  return { bet: toBet({ ...row, status: 'done' }), balance };
}

export interface DiceBetInput {
  amount: number;
  target: number;
  direction: DiceDirection;
}

export async function playDice(ctx: GamesContext, session: GameSession, input: DiceBetInput) {
  const amountPaise = stakePaise(input.amount);
  if (!diceTargetValid(input.target, input.direction)) {
    throw new GameError(
      'INVALID_REQUEST',
      'The target must be 0.01–99.99 (2 decimals) with a winning chance of 0.01 %–95 %',
    );
  }
  const settings = await openGameSettings(ctx, 'dice');
  checkStake(settings, amountPaise);
  const multiplier = diceMultiplier(input.target, input.direction, settings.rtp);
  const winPayout = applyMultiplier(amountPaise, multiplier);
  checkPayout(settings, winPayout);
  return playInstant(ctx, session, 'dice', amountPaise, (seed) => {
    const roll = diceRoll(seed, nodeHmac);
    const win = diceWins(roll, input.target, input.direction);
    return {
      params: { target: input.target, direction: input.direction, rtp: settings.rtp },
      result: roll,
      win,
      multiplier,
      payoutPaise: win ? winPayout : 0n,
    };
  });
}

export interface LimboBetInput {
  amount: number;
  target: number;
}

export async function playLimbo(ctx: GamesContext, session: GameSession, input: LimboBetInput) {
  const amountPaise = stakePaise(input.amount);
  if (!limboTargetValid(input.target)) {
    throw new GameError('INVALID_REQUEST', 'The target must be 1.01–1,000,000 (2 decimals)');
  }
  const settings = await openGameSettings(ctx, 'limbo');
  checkStake(settings, amountPaise);
  // payout = amount × target
  const winPayout = (amountPaise * multiplierUnits(input.target, 2)) / 100n;
  checkPayout(settings, winPayout);
  return playInstant(ctx, session, 'limbo', amountPaise, (seed) => {
    const result = limboResult(seed, settings.rtp, nodeHmac);
    const win = limboWins(result, input.target);
    return {
      params: { target: input.target, rtp: settings.rtp },
      result,
      win,
      multiplier: input.target,
      payoutPaise: win ? winPayout : 0n,
    };
  });
}
