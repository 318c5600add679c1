/**
 * How the multiplier rises: m(t) = e^(GROWTH·t) with t in ms since the round started, floored to
 * 2 decimals. Kept in hundredths (100 = 1.00×) so money never meets a float. The page has the
 * same formula (src/web/crash/multiplier.ts) to draw the curve without a message per frame.
 */
export const GROWTH_PER_MS = 0.00006;

/** The multiplier in hundredths after `elapsedMs` of the running phase. */
export function multiplierAt(elapsedMs: number): number {
  if (elapsedMs <= 0) return 100;
  return Math.max(100, Math.floor(Math.exp(GROWTH_PER_MS * elapsedMs) * 100 + 1e-9));
}

/** The first millisecond at which the multiplier shows `hundredths` (the crash instant). */
export function elapsedToReach(hundredths: number): number {
  if (hundredths <= 100) return 0;
  let ms = Math.floor(Math.log(hundredths / 100) / GROWTH_PER_MS);
  while (multiplierAt(ms) < hundredths) ms += 1;
  while (ms > 0 && multiplierAt(ms - 1) >= hundredths) ms -= 1;
  return ms;
}

/** Hundredths from a 2-decimal multiplier (1.5 → 150). */
export const toHundredths = (multiplier: number) => Math.round(multiplier * 100);
export const fromHundredths = (hundredths: number) => hundredths / 100;

/** Stake × multiplier in paise, floored to the paisa. */
export const payoutOf = (amountPaise: bigint, hundredths: number) =>
  (amountPaise * BigInt(hundredths)) / 100n;
