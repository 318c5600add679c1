import type { TWheelSpin } from '@khel/contract';
import { sha256Hex, wheelSlot } from '@khel/games/fair';

export interface SpinCheck {
  /** SHA-256 of the revealed server seed equals the hash committed before the spin. */
  hashMatches: boolean;
  /** The slot recomputed in this browser from the seeds and the spin's weights. */
  slot: number;
  /** It is the slot the server recorded. */
  slotMatches: boolean;
}

/**
 * Checks a spin in the browser with the games' provably fair maths (@khel/games/fair, the same
 * code as /games/verify): null while the server seed is not revealed yet.
 */
export function checkSpin(spin: TWheelSpin): SpinCheck | null {
  if (!spin.serverSeed) return null;
  const slot = wheelSlot(
    { serverSeed: spin.serverSeed, clientSeed: spin.clientSeed, nonce: spin.nonce },
    spin.weights,
  );
  return {
    hashMatches: sha256Hex(spin.serverSeed) === spin.serverSeedHash,
    slot,
    slotMatches: slot === spin.slot,
  };
}
