import { toRupees } from '@khel/contract/money';
import { CHAIN_SALT } from './fairness';
import { fromHundredths } from './multiplier';
import { publicBetId } from './settle';
import type { BetRow } from './bets';
import type { RoundRow } from './rounds';

/** What players see of rounds and bets (the API's Bet shape for Crash, the WS round state). */

/** '98****21' style: enough to recognise yourself, not enough to identify anyone. */
export function maskName(name: string) {
  const chars = [...name];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  if (chars.length <= 5) return `${chars[0]}***${chars[chars.length - 1]}`;
  return `${chars.slice(0, 2).join('')}****${chars.slice(-2).join('')}`;
}

export interface PublicRound {
  roundNo: number;
  status: RoundRow['status'];
  /** sha256 of the round seed, published before betting. */
  seedHash: string;
  /** Revealed after the crash (or the cancellation). */
  seed: string | null;
  /** The verifiable crash point, revealed at the end; the round ended at min(it, maxMultiplier). */
  crashPoint: number | null;
  /** The round's maximum multiplier (null: none), known from the start. */
  maxMultiplier: number | null;
  bettingEndsAt: number;
  startedAt: number | null;
  crashedAt: number | null;
}

export const publicRound = (round: RoundRow): PublicRound => {
  const ended = round.status === 'crashed' || round.status === 'cancelled';
  return {
    roundNo: round.roundNo,
    status: round.status,
    seedHash: round.seedHash,
    seed: ended ? round.seed : null,
    crashPoint: ended && round.crashPoint !== null ? fromHundredths(round.crashPoint) : null,
    maxMultiplier: round.maxMultiplier === null ? null : fromHundredths(round.maxMultiplier),
    bettingEndsAt: round.bettingEndsAtMs,
    startedAt: round.startedAtMs,
    crashedAt: round.crashedAtMs,
  };
};

export interface PublicPlayer {
  betId: string;
  name: string;
  amount: number;
  cashoutAt: number | null;
  payout: number;
  status: BetRow['status'];
}

export const publicPlayer = (bet: BetRow): PublicPlayer => ({
  betId: publicBetId(bet),
  name: maskName(bet.nickname || bet.playerId),
  amount: toRupees(bet.amountPaise),
  cashoutAt: bet.cashoutAt === null ? null : fromHundredths(bet.cashoutAt),
  payout: toRupees(bet.payoutPaise),
  status: bet.status,
});

/** The games API's Bet for a crash bet: result = crash point, params {cashoutAt, autoCashout}. */
export function publicBet(bet: BetRow, round: RoundRow | undefined) {
  const ended = round && (round.status === 'crashed' || round.status === 'cancelled');
  return {
    id: publicBetId(bet),
    game: 'crash' as const,
    amount: toRupees(bet.amountPaise),
    payout: toRupees(bet.payoutPaise),
    multiplier: bet.cashoutAt === null ? 0 : fromHundredths(bet.cashoutAt),
    win: bet.status === 'cashed_out',
    status: bet.status,
    params: {
      cashoutAt: bet.cashoutAt === null ? null : fromHundredths(bet.cashoutAt),
      autoCashout: bet.autoCashout === null ? null : fromHundredths(bet.autoCashout),
    },
    result: ended && round.crashPoint !== null ? fromHundredths(round.crashPoint) : null,
    nonce: bet.roundNo,
    clientSeed: CHAIN_SALT,
    serverSeedHash: round?.seedHash ?? '',
    createdAt: bet.createdAt,
  };
}
export type PublicBet = ReturnType<typeof publicBet>;
