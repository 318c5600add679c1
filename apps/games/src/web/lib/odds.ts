/**
 * What the pages show before a bet: win chances and multipliers, computed as the games server
 * computes them (BRIEF: "Provably fair").
 */
import {
  DICE_OUTCOMES,
  diceMultiplier,
  diceTargetValid,
  diceWinningOutcomes,
  LIMBO_MAX_RESULT,
  LIMBO_MIN_TARGET,
  limboTargetValid,
  minesMultiplier,
} from '../../fair/rules';
import type { DiceDirection } from './types';

// The server's own maths (src/fair), so the figures shown are the ones paid.
export {
  diceMultiplier,
  diceTargetValid as isValidDiceTarget,
  limboTargetValid as isValidLimboTarget,
  LIMBO_MIN_TARGET,
  minesMultiplier,
};
export const LIMBO_MAX_TARGET = LIMBO_MAX_RESULT;
export { DEFAULT_RTP } from './rtp';

export function diceWinChance(target: number, direction: DiceDirection): number {
  return diceWinningOutcomes(target, direction) / DICE_OUTCOMES;
}

/** The chance that a limbo result reaches the target (result ≥ target): about rtp / target. */
export function limboWinChance(target: number, rtp: number): number {
  if (!(target > 1)) return 1;
  return Math.min(1, rtp / target);
}

/** "1.98×", "2.0412×", "1,000,000.00×": at least 2 decimals, at most 4, no trailing zeros past 2. */
export function formatMultiplier(value: number): string {
  const text = value.toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  });
  return `${text}×`;
}

/** "49.50%", "0.0097%": a chance (0–1) as a percentage, 2 decimals, more when tiny. */
export function formatChance(chance: number): string {
  const percent = chance * 100;
  const digits = percent > 0 && percent < 0.01 ? 4 : 2;
  return `${percent.toFixed(digits)}%`;
}
