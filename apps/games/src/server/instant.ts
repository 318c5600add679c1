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
import { betRateHits, countBet, tooManyBets } from './bet-rate';
import { toBet, insertBet, publicBetId, type BetRow, type NewBet } from './bets';
import {
  checkPayout,
  checkStake,
  openGameSettings,
  stakePaise,
  type GamesContext,
} from './context';
import { GameError } from './errors';
import { nodeHmac } from './fair-node';
import { takeNonce, type UsedSeed } from './seeds';
import type { GameSession } from './sessions';
import type { GameSettings } from './settings';
import { betWinBody, placeBetWin } from './settle';

interface InstantOutcome {
  params: Record<string, unknown>;
  result: number;
  win: boolean;
  multiplier: number;
  payoutPaise: bigint;
}

/**
 * An instant game's round under its game's settings: the checks (throwing GameError), then the
 * outcome from the seed.
 */
type InstantPlan = (settings: GameSettings) => (seed: UsedSeed) => InstantOutcome;

/**
 * Records, stakes and settles one instant round: the bet row with its queued betWin, then the one
 * betWin call (settle.ts placeBetWin). Recorded with the seed pair and settings this instance
 * remembers, by the group commit of such bets (bets.ts insertBetWinsOnce: the nonce taken only
 * while it is still the pair's next and the settings row unchanged); when they moved, with both
 * read now, in the transaction that takes the nonce (docs/architecture.md §6). The bet counts
 * against its player's and its address's bets per minute in that group commit's statement where
 * the limit allows (bet-rate.ts inStatement), otherwise once before the transaction; the other
 * paths count in the plugin's hook.
 */
async function playInstant(
  ctx: GamesContext,
  session: GameSession,
  address: string,
  game: 'dice' | 'limbo',
  amountPaise: bigint,
  plan: InstantPlan,
) {
  const newBet = (seed: UsedSeed, outcome: InstantOutcome): NewBet => ({
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
  });
  let recorded: { row: BetRow; seed: UsedSeed } | null = null;
  const limit = ctx.betRate?.inStatement ? ctx.betRate : undefined;
  let counted = false;
  const remembered = ctx.memory.settings.get(game);
  const seed = ctx.memory.seeds.next(session.playerId);
  const decide = remembered?.enabled && seed ? planned(plan, remembered) : null;
  if (decide && seed) {
    const row = await ctx.recordBetWin({
      bet: newBet(seed, decide(seed)),
      settingsVersion: remembered!.version,
      ...(limit ? { limits: betRateHits(limit, session.playerId, address) } : {}),
    });
    if (row === 'limited') throw tooManyBets();
    counted = true;
    if (row) recorded = { row, seed };
  }
  if (!recorded) {
    if (limit && !counted) await countBet(limit, session.playerId, address);
    const decideNow = plan(await openGameSettings(ctx, game));
    recorded = await ctx.db.transaction(async (tx) => {
      const used = await takeNonce(tx, session.playerId);
      return {
        row: await insertBet(tx, newBet(used, decideNow(used)), { betWin: true }),
        seed: used,
      };
    });
  }
  ctx.memory.seeds.taken(session.playerId, recorded.seed);
  const { row } = recorded;
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

/** The plan under remembered settings, or null where they refuse it: the settings are read now. */
function planned(plan: InstantPlan, settings: GameSettings) {
  try {
    return plan(settings);
  } catch (error) {
    if (error instanceof GameError) return null;
    throw error;
  }
}

export interface DiceBetInput {
  amount: number;
  target: number;
  direction: DiceDirection;
}

export async function playDice(
  ctx: GamesContext,
  session: GameSession,
  input: DiceBetInput,
  address: string,
) {
  const amountPaise = stakePaise(input.amount);
  if (!diceTargetValid(input.target, input.direction)) {
    throw new GameError(
      'INVALID_REQUEST',
      'The target must be 0.01–99.99 (2 decimals) with a winning chance of 0.01 %–95 %',
    );
  }
  return playInstant(ctx, session, address, 'dice', amountPaise, (settings) => {
    checkStake(settings, amountPaise);
    const multiplier = diceMultiplier(input.target, input.direction, settings.rtp);
    const winPayout = applyMultiplier(amountPaise, multiplier);
    checkPayout(settings, winPayout);
    return (seed) => {
      const roll = diceRoll(seed, nodeHmac);
      const win = diceWins(roll, input.target, input.direction);
      return {
        params: { target: input.target, direction: input.direction, rtp: settings.rtp },
        result: roll,
        win,
        multiplier,
        payoutPaise: win ? winPayout : 0n,
      };
    };
  });
}

export interface LimboBetInput {
  amount: number;
  target: number;
}

export async function playLimbo(
  ctx: GamesContext,
  session: GameSession,
  input: LimboBetInput,
  address: string,
) {
  const amountPaise = stakePaise(input.amount);
  if (!limboTargetValid(input.target)) {
    throw new GameError('INVALID_REQUEST', 'The target must be 1.01–1,000,000 (2 decimals)');
  }
  return playInstant(ctx, session, address, 'limbo', amountPaise, (settings) => {
    checkStake(settings, amountPaise);
    // payout = amount × target
    const winPayout = (amountPaise * multiplierUnits(input.target, 2)) / 100n;
    checkPayout(settings, winPayout);
    return (seed) => {
      const result = limboResult(seed, settings.rtp, nodeHmac);
      const win = limboWins(result, input.target);
      return {
        params: { target: input.target, rtp: settings.rtp },
        result,
        win,
        multiplier: input.target,
        payoutPaise: win ? winPayout : 0n,
      };
    };
  });
}
