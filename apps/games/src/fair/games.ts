import { bytesToFloat, generateFloats, type HmacFn, type SeedInput } from './floats';
import { hmacSha256, sha256Hex } from './hash';
import {
  CHAIN_SALT,
  crashPointFromFloat,
  DEFAULT_RTP,
  diceRollFromFloat,
  limboResultFromFloat,
  minePositionsFromFloats,
  wheelSlotFromFloat,
} from './rules';

/** The outcomes of Khel Originals from their seeds (HMAC-SHA256 floats over rules.ts). */
export * from './rules';

/** The dice roll of a bet. */
export function diceRoll(input: SeedInput, hmac: HmacFn = hmacSha256) {
  return diceRollFromFloat(generateFloats(input, 1, hmac)[0]!);
}

/** The limbo result multiplier of a bet. */
export function limboResult(input: SeedInput, rtp = DEFAULT_RTP, hmac: HmacFn = hmacSha256) {
  return limboResultFromFloat(generateFloats(input, 1, hmac)[0]!, rtp);
}

/** The mine positions of a Mines game. */
export function minePositions(input: SeedInput, mines: number, hmac: HmacFn = hmacSha256) {
  return minePositionsFromFloats(generateFloats(input, mines, hmac), mines);
}

/** The previous seed of a chain, and the public commitment of a seed: sha256hex(s). */
export const chainPrevious = (seed: string) => sha256Hex(seed);

/** The crash point of a round from its chain seed s_i (never from the published hash). */
export function crashPoint(seed: string, rtp = DEFAULT_RTP, hmac: HmacFn = hmacSha256) {
  return crashPointFromFloat(bytesToFloat(hmac(seed, CHAIN_SALT), 0), rtp);
}

/** The slot a spin lands on: the first float of its seeds (generateFloats) over the weights. */
export const wheelSlot = (
  seeds: SeedInput,
  weights: readonly number[],
  hmac: HmacFn = hmacSha256,
) => wheelSlotFromFloat(generateFloats(seeds, 1, hmac)[0]!, weights);
