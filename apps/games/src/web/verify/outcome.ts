/** Recomputes a bet's outcome from its seeds in the browser (pure-TS HMAC, no WebCrypto). */
import {
  crashPoint,
  diceMultiplier,
  diceRoll,
  diceTargetValid,
  diceWins,
  limboResult,
  limboTargetValid,
  limboWins,
  minePositions,
  sha256Hex,
} from '../../fair';
import type { DiceDirection, GameCode } from '../lib/types';

export interface VerifyInput {
  game: GameCode;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  diceTarget: number;
  diceDirection: DiceDirection;
  limboTarget: number;
  mines: number;
  rtp: number;
}

export type Outcome =
  | { game: 'dice'; roll: number; win: boolean | null; multiplier: number | null }
  | { game: 'limbo'; result: number; win: boolean | null }
  | { game: 'mines'; positions: number[] }
  | { game: 'crash'; point: number; previousSeed: string };

export function computeOutcome(input: VerifyInput): Outcome | null {
  const serverSeed = input.serverSeed.trim();
  if (!serverSeed) return null;
  if (input.game === 'crash') {
    return {
      game: 'crash',
      point: crashPoint(serverSeed, input.rtp),
      previousSeed: sha256Hex(serverSeed),
    };
  }
  if (!Number.isInteger(input.nonce) || input.nonce < 0) return null;
  const seeds = { serverSeed, clientSeed: input.clientSeed, nonce: input.nonce };
  switch (input.game) {
    case 'dice': {
      const roll = diceRoll(seeds);
      const valid = diceTargetValid(input.diceTarget, input.diceDirection);
      return {
        game: 'dice',
        roll,
        win: valid ? diceWins(roll, input.diceTarget, input.diceDirection) : null,
        multiplier: valid ? diceMultiplier(input.diceTarget, input.diceDirection, input.rtp) : null,
      };
    }
    case 'limbo': {
      const result = limboResult(seeds, input.rtp);
      return {
        game: 'limbo',
        result,
        win: limboTargetValid(input.limboTarget) ? limboWins(result, input.limboTarget) : null,
      };
    }
    case 'mines': {
      if (!Number.isInteger(input.mines) || input.mines < 1 || input.mines > 24) return null;
      return { game: 'mines', positions: minePositions(seeds, input.mines) };
    }
  }
}

/** Whether a recomputed outcome equals the result the server recorded for the bet. */
export function matchesRecorded(outcome: Outcome, recorded: number | number[]): boolean {
  switch (outcome.game) {
    case 'dice':
      return (
        typeof recorded === 'number' &&
        Math.round(recorded * 100) === Math.round(outcome.roll * 100)
      );
    case 'limbo':
      return (
        typeof recorded === 'number' &&
        Math.round(recorded * 100) === Math.round(outcome.result * 100)
      );
    case 'crash':
      return (
        typeof recorded === 'number' &&
        Math.round(recorded * 100) === Math.round(outcome.point * 100)
      );
    case 'mines':
      return (
        Array.isArray(recorded) &&
        recorded.length === outcome.positions.length &&
        [...recorded].sort((a, b) => a - b).join() ===
          [...outcome.positions].sort((a, b) => a - b).join()
      );
  }
}

export { sha256Hex };
