/**
 * The rules of Khel Originals without their hashing: limits, win chances, multipliers, and an
 * outcome from its float(s). Game pages import this file alone, so @noble/hashes loads only with
 * the verifier (games.ts derives the floats; docs/architecture.md §7).
 */

/** Return to player when a game has no setting of its own. */
export const DEFAULT_RTP = 0.97;

/** RTP as an integer in basis points of 1/10000 (0.97 → 9700), so the maths stays exact. */
const rtpUnits = (rtp: number) => Math.round(rtp * 10000);

// ---------------------------------------------------------------- Dice

export type DiceDirection = 'under' | 'over';

/** All dice rolls are k/100 for k in 0..10000. */
export const DICE_OUTCOMES = 10001;
export const DICE_MIN_WIN_OUTCOMES = 1;
/**
 * A winning chance of at most 95 %: above that a win would pay less than the stake at the
 * default 97 % RTP (0.97 × 10001 / 9800 = 0.9898×), a bet no player should be offered.
 */
export const DICE_MAX_WIN_OUTCOMES = 9500;

/** The roll (0.00–100.00) in hundredths: floor(f × 10001). */
export const diceRollUnits = (f: number) => Math.floor(f * DICE_OUTCOMES);
/** The roll 0.00–100.00 of a float: floor(f × 10001) / 100. */
export const diceRollFromFloat = (f: number) => diceRollUnits(f) / 100;

/** Target in hundredths (e.g. 49.5 → 4950). */
export const diceTargetUnits = (target: number) => Math.round(target * 100);

/** How many of the 10001 rolls win: under t wins when roll < t, over t when roll > t. */
export function diceWinningOutcomes(target: number, direction: DiceDirection) {
  const t = diceTargetUnits(target);
  return direction === 'under' ? t : DICE_OUTCOMES - 1 - t;
}

/** Whether a target (0.01–99.99, ≤ 2 decimals) gives a winning chance in 0.01 %–95 %. */
export function diceTargetValid(target: number, direction: DiceDirection) {
  if (!Number.isFinite(target) || Math.abs(target * 100 - diceTargetUnits(target)) > 1e-6) {
    return false;
  }
  const t = diceTargetUnits(target);
  if (t < 1 || t > 9999) return false;
  const winning = diceWinningOutcomes(target, direction);
  return winning >= DICE_MIN_WIN_OUTCOMES && winning <= DICE_MAX_WIN_OUTCOMES;
}

/** floor(rtp × 10001 / winningOutcomes × 10000) / 10000. */
export function diceMultiplier(target: number, direction: DiceDirection, rtp = DEFAULT_RTP) {
  const winning = diceWinningOutcomes(target, direction);
  if (winning <= 0) return 0;
  return Math.floor((rtpUnits(rtp) * DICE_OUTCOMES) / winning) / 10000;
}

export function diceWins(roll: number, target: number, direction: DiceDirection) {
  const r = Math.round(roll * 100);
  const t = diceTargetUnits(target);
  return direction === 'under' ? r < t : r > t;
}

// ---------------------------------------------------------------- Limbo

export const LIMBO_MIN_TARGET = 1.01;
export const LIMBO_MAX_RESULT = 1_000_000;

/** max(1, floor(rtp / (1 − f) × 100) / 100), capped at 1,000,000. */
export function limboResultFromFloat(f: number, rtp = DEFAULT_RTP) {
  const cents = Math.floor((rtp / (1 - f)) * 100);
  return Math.min(LIMBO_MAX_RESULT, Math.max(1, cents / 100));
}

/** Whether a limbo target (1.01–1,000,000, ≤ 2 decimals) is allowed. */
export function limboTargetValid(target: number) {
  return (
    Number.isFinite(target) &&
    Math.abs(target * 100 - Math.round(target * 100)) <= 1e-6 &&
    target >= LIMBO_MIN_TARGET &&
    target <= LIMBO_MAX_RESULT
  );
}

export const limboWins = (result: number, target: number) =>
  Math.round(result * 100) >= Math.round(target * 100);

// ---------------------------------------------------------------- Mines

export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;

/**
 * Mine positions: the first `mines` tiles of a Fisher–Yates shuffle of 0..24, the k-th float
 * picking floor(f × remaining) from the tiles not yet picked.
 */
export function minePositionsFromFloats(floats: readonly number[], mines: number) {
  const remaining = Array.from({ length: MINES_TILES }, (_, i) => i);
  const positions: number[] = [];
  for (let k = 0; k < mines; k++) {
    const index = Math.floor(floats[k]! * remaining.length);
    positions.push(remaining.splice(index, 1)[0]!);
  }
  return positions;
}

function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/**
 * The multiplier after `safeReveals` safe tiles: floor(rtp × C(25,k)/C(25−mines,k) × 10000)/10000;
 * 1 at k = 0; 0 when k safe tiles cannot exist.
 */
export function minesMultiplier(mines: number, safeReveals: number, rtp = DEFAULT_RTP) {
  if (safeReveals === 0) return 1;
  const safe = binomial(MINES_TILES - mines, safeReveals);
  if (safe === 0n) return 0;
  const all = binomial(MINES_TILES, safeReveals);
  return Number((BigInt(rtpUnits(rtp)) * all) / safe) / 10000;
}

// ---------------------------------------------------------------- Crash

/** The salt every Crash round's float is derived with: HMAC-SHA256(key = s_i, message = salt). */
export const CHAIN_SALT = 'khel-crash';
export const CRASH_MAX_POINT = 1_000_000;

/** max(1, floor(rtp / (1 − f) × 100) / 100), capped at 1,000,000. */
export const crashPointFromFloat = (f: number, rtp = DEFAULT_RTP) =>
  Math.min(CRASH_MAX_POINT, Math.max(1, Math.floor((rtp / (1 - f)) * 100) / 100));

// ---------------------------------------------------------------- Lucky wheel (Khel platform)

/**
 * The lucky wheel's slot for a float f in [0, 1): the point floor(f × Σ weights) falls in one
 * slot's run of the cumulative weights (slot 0 first). A slot of weight 0 is never drawn.
 */
export function wheelSlotFromFloat(f: number, weights: readonly number[]): number {
  const total = weights.reduce((sum, w) => sum + w, 0);
  let point = Math.floor(f * total);
  for (let slot = 0; slot < weights.length; slot++) {
    if (point < weights[slot]!) return slot;
    point -= weights[slot]!;
  }
  return weights.length - 1;
}
