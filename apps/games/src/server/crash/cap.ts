import { elapsedToReach } from './multiplier';

/**
 * The maximum multiplier (README "Maximum multiplier"). A round whose crash point X (the
 * verifiable one of src/fair) is at or above the cap C ends the moment the multiplier reaches C,
 * and every bet still in is paid C. Below C nothing changes: a bet is paid its cash-out m exactly
 * when X ≥ m, so P(paid at least m) = P(X ≥ m) = RTP/m for every m up to C, and a bet still in at
 * C is paid C with probability RTP/C. Every strategy — a target, a tap, riding to the end — pays
 * back RTP exactly; rounds last at most elapsedToReach(C).
 * All multipliers in hundredths (100 = 1.00×).
 */
export const DEFAULT_MAX_MULTIPLIER = 100_000; // 1,000×

/** The smallest multiplier paid: 1.00× gives the stake back and a round crashing there never runs. */
export const MIN_CASHOUT = 101;

/** Where a round ends: its crash point, or the cap (null: none) when the crash point reaches it. */
export const roundEnd = (crashPoint: number, cap: number | null) =>
  cap !== null && crashPoint >= cap ? cap : crashPoint;

/** Whether the round ends at the cap, paying every bet still in. */
export const endsAtCap = (crashPoint: number, cap: number | null) =>
  cap !== null && crashPoint >= cap;

/**
 * When the round ends, in ms after it starts. At the cap: the instant the multiplier reaches it.
 * A crash at X: once X has been shown in full — the instant the next hundredth would show — so a
 * cash-out at X itself is paid; a crash at 1.00× never runs.
 */
export function endElapsedMs(crashPoint: number, cap: number | null) {
  if (endsAtCap(crashPoint, cap)) return elapsedToReach(cap!);
  return crashPoint <= 100 ? 0 : elapsedToReach(crashPoint + 1);
}

/**
 * What a bet is paid at (hundredths; 0: lost) in a round crashing at `crashPoint` under `cap`,
 * cashing out at `target` (auto cash-out, or where the player taps; null: never).
 */
export function paidAt(target: number | null, crashPoint: number, cap: number | null): number {
  const end = roundEnd(crashPoint, cap);
  if (target !== null && target >= MIN_CASHOUT && target <= end) return target;
  return endsAtCap(crashPoint, cap) ? end : 0;
}
