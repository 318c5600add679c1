/**
 * The multiplier curve, as the server computes it (src/server/crash/multiplier.ts):
 * m(t) = e^(0.00006·t) with t in ms since the round started, floored to 2 decimals.
 */
export const GROWTH_PER_MS = 0.00006;

export function multiplierAt(elapsedMs: number): number {
  if (elapsedMs <= 0) return 1;
  return Math.max(100, Math.floor(Math.exp(GROWTH_PER_MS * elapsedMs) * 100 + 1e-9)) / 100;
}

/** Ms after the start at which the curve reaches `multiplier` (for the chart's scale). */
export const elapsedFor = (multiplier: number) =>
  multiplier <= 1 ? 0 : Math.log(multiplier) / GROWTH_PER_MS;

export const formatX = (multiplier: number) => `${multiplier.toFixed(2)}×`;

/** Where a round ended: its crash point, or its maximum multiplier when it reached it. */
export const endedAt = (round: { crashPoint: number | null; maxMultiplier: number | null }) =>
  round.crashPoint === null
    ? null
    : round.maxMultiplier !== null && round.crashPoint >= round.maxMultiplier
      ? round.maxMultiplier
      : round.crashPoint;
