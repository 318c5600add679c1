import { hundredthsOf, toRupees } from '@khel/contract/money';
import { checkStake, stakePaise } from '../context';
import { GameError, PlatformUnavailable } from '../errors';
import { loadGameSettings } from '../settings';
import { betRefusal } from '../settle';
import type { GameSession } from '../sessions';
import type { CrashEngine } from './engine';
import { MIN_CASHOUT } from './cap';
import { multiplierAt } from './multiplier';
import { parsePublicBetId, publicBetId, settleBet } from './settle';
import {
  cashOutBet,
  findBet,
  findPlayerRoundBet,
  insertBet,
  markBetPlaced,
  markBetRefunded,
  markBetRefused,
  playerBets,
  type BetRow,
} from './bets';
import { findRound } from './rounds';
import { publicBet } from './view';

/** Player actions on Crash; they work on any instance (the database arbitrates). */

const MIN_AUTO_CASHOUT = 101;
const MAX_AUTO_CASHOUT = 100_000_000;

function parseAutoCashout(value: unknown) {
  if (value === undefined || value === null) return null;
  const units = typeof value === 'number' ? hundredthsOf(value) : null;
  if (units === null) {
    throw new GameError('INVALID_REQUEST', 'The auto cash-out must have at most 2 decimals');
  }
  const hundredths = Number(units);
  if (hundredths < MIN_AUTO_CASHOUT || hundredths > MAX_AUTO_CASHOUT) {
    throw new GameError('INVALID_REQUEST', 'The auto cash-out is between 1.01 and 1000000');
  }
  return hundredths;
}

const isUniqueViolation = (error: unknown) => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/** A stake for the round now taking bets, sent to the platform at once. */
export async function placeCrashBet(
  engine: CrashEngine,
  session: GameSession,
  input: { amount: unknown; autoCashout?: unknown },
) {
  const amountPaise = stakePaise(input.amount);
  const settings = await loadGameSettings(engine.db, 'crash', engine.rtp);
  if (!settings.enabled) throw new GameError('GAME_STATE', 'This game is closed for now');
  checkStake(settings, amountPaise);
  const autoCashout = parseAutoCashout(input.autoCashout);
  const live = await engine.current();
  if (!live || live.row.status !== 'betting' || engine.clock() >= live.row.bettingEndsAtMs) {
    throw new GameError('GAME_STATE', 'Bets are closed; wait for the next round');
  }
  let bet: BetRow | undefined;
  try {
    bet = await insertBet(engine.db, {
      roundNo: live.row.roundNo,
      playerId: session.playerId,
      nickname: session.nickname,
      platformSessionId: session.platformSessionId,
      amountPaise,
      autoCashout,
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new GameError('GAME_STATE', 'You already have a bet in this round');
    }
    throw error;
  }
  if (!bet) throw new GameError('GAME_STATE', 'Bets are closed; wait for the next round');
  const roundId = publicBetId(bet);
  let answer;
  try {
    answer = await engine.platform.call('bet', {
      sessionId: session.platformSessionId,
      transactionId: `${roundId}:bet`,
      roundId,
      amount: toRupees(amountPaise),
      gameCode: 'crash',
    });
  } catch (error) {
    // The stake may or may not have been taken: roll it back (the platform voids an unseen one).
    if (await markBetRefunded(engine.db, bet.id)) void engine.settle();
    throw error instanceof PlatformUnavailable ? error : new PlatformUnavailable();
  }
  if (answer.state !== '200') {
    await markBetRefused(engine.db, bet.id, `${answer.state}: ${answer.msg ?? ''}`);
    throw betRefusal(answer);
  }
  const placed = await markBetPlaced(engine.db, bet.id);
  if (!placed) {
    // The round ended while the platform answered: the stake is being rolled back.
    void engine.settle();
    throw new GameError(
      'GAME_STATE',
      'The round started before your bet was taken; it is refunded',
    );
  }
  engine.emit({ kind: 'bets', roundNo: placed.roundNo });
  return { bet: publicBet(placed, live.row), balance: answer.resultData?.balance ?? null };
}

/** Cashes the player's bet out at the multiplier of this instant, if the round has not crashed. */
export async function cashOutCrashBet(engine: CrashEngine, session: GameSession) {
  const live = await engine.current();
  if (!live || live.row.status !== 'running' || live.row.startedAtMs === null) {
    throw new GameError('GAME_STATE', 'No round is in flight');
  }
  const elapsed = engine.clock() - live.row.startedAtMs;
  if (elapsed >= live.crashElapsedMs) {
    throw new GameError('GAME_STATE', 'Too late: the round crashed');
  }
  // Never past the end (cap.ts); 1.00× would only give the stake back.
  const at = Math.min(multiplierAt(elapsed), live.end);
  if (at < MIN_CASHOUT) throw new GameError('GAME_STATE', 'Cash-outs start at 1.01×');
  const bet = await cashOutBet(engine.db, {
    roundNo: live.row.roundNo,
    playerId: session.playerId,
    at,
    maxPayoutPaise: engine.maxPayoutPaise,
  });
  if (!bet) throw new GameError('GAME_STATE', 'You have no bet in flight in this round');
  engine.emit({ kind: 'bets', roundNo: bet.roundNo });
  const { balance } = await settleBet(engine.db, engine.platform, bet);
  return { bet: publicBet(bet, live.row), balance: balance ?? null };
}

/** The player's last crash bets, newest first. */
export async function crashHistory(engine: CrashEngine, playerId: string, limit = 20) {
  const rows = await playerBets(engine.db, playerId, Math.min(Math.max(limit, 1), 50));
  const rounds = new Map<number, Awaited<ReturnType<typeof findRound>>>();
  for (const row of rows) {
    if (!rounds.has(row.roundNo)) rounds.set(row.roundNo, await findRound(engine.db, row.roundNo));
  }
  return rows.map((row) => publicBet(row, rounds.get(row.roundNo)));
}

/** The public lookup of one crash bet: the Bet and, once the round ended, its seed. */
export async function lookupCrashBet(engine: CrashEngine, betId: string) {
  const parsed = parsePublicBetId(betId);
  const bet = parsed ? await findBet(engine.db, parsed.id) : undefined;
  if (!parsed || !bet || bet.roundNo !== parsed.roundNo || bet.status === 'refused') {
    throw new GameError('NOT_FOUND', 'No such bet');
  }
  const round = await findRound(engine.db, bet.roundNo);
  const ended = round && (round.status === 'crashed' || round.status === 'cancelled');
  return { bet: publicBet(bet, round), serverSeed: ended ? round.seed : null };
}

/** The player's bet in the round now in play, if any. */
export async function ownBet(engine: CrashEngine, playerId: string) {
  const live = await engine.current();
  const bet = live ? await findPlayerRoundBet(engine.db, live.row.roundNo, playerId) : undefined;
  return bet && live ? publicBet(bet, live.row) : null;
}
