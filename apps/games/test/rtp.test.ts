import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  bytesToFloat,
  crashPointFromFloat,
  diceMultiplier,
  diceRollFromFloat,
  diceWins,
  limboResultFromFloat,
  limboWins,
  minePositionsFromFloats,
  minesMultiplier,
} from '../src/fair';

// Simulations with node:crypto HMAC over fixed seeds, so the runs are reproducible.
const ROUNDS = 1_000_000;
const RTP = 0.97;
const SERVER_SEED = '9c1e4b7a2d5f80366e1a9b4c7d2e5f8012a3b4c5d6e7f8091a2b3c4d5e6f7081';

/** The first `count` (≤ 8) floats of every nonce 0..rounds−1 of a client seed. */
function* rounds(clientSeed: string, count: number) {
  const floats = new Array<number>(count);
  for (let nonce = 0; nonce < ROUNDS; nonce++) {
    const bytes = createHmac('sha256', SERVER_SEED).update(`${clientSeed}:${nonce}:0`).digest();
    for (let i = 0; i < count; i++) floats[i] = bytesToFloat(bytes, i * 4);
    yield floats;
  }
}

const expectRtp = (returned: number, staked: number) => {
  const rtp = returned / staked;
  expect(rtp).toBeGreaterThan(RTP - 0.005);
  expect(rtp).toBeLessThan(RTP + 0.005);
};

describe('RTP over 1,000,000 rounds', () => {
  it('dice at 49.5 % chance', () => {
    const multiplier = diceMultiplier(49.5, 'under', RTP);
    let returned = 0;
    for (const [f] of rounds('dice', 1)) {
      if (diceWins(diceRollFromFloat(f!), 49.5, 'under')) returned += multiplier;
    }
    expectRtp(returned, ROUNDS);
  });

  it('limbo at target 2', () => {
    let returned = 0;
    for (const [f] of rounds('limbo', 1)) {
      if (limboWins(limboResultFromFloat(f!, RTP), 2)) returned += 2;
    }
    expectRtp(returned, ROUNDS);
  });

  it('mines with 3 mines cashing out after 2 reveals', () => {
    const multiplier = minesMultiplier(3, 2, RTP);
    let returned = 0;
    for (const floats of rounds('mines', 3)) {
      const mines = minePositionsFromFloats(floats, 3);
      // The player reveals tiles 0 and 1 (any fixed choice is as good as any other).
      if (!mines.includes(0) && !mines.includes(1)) returned += multiplier;
    }
    expectRtp(returned, ROUNDS);
  });

  it('crash cashing out at 2×', () => {
    let returned = 0;
    let nonce = 0;
    for (const [f] of rounds('crash', 1)) {
      nonce++;
      if (crashPointFromFloat(f!, RTP) >= 2) returned += 2;
    }
    expect(nonce).toBe(ROUNDS);
    expectRtp(returned, ROUNDS);
  });
});

describe('distribution (chi-square)', () => {
  // Wilson–Hilferty: the chi-square statistic as a standard normal; |z| < 5 is a pass.
  const chiSquareZ = (observed: number[], expected: number) => {
    const chi = observed.reduce((sum, o) => sum + (o - expected) ** 2 / expected, 0);
    const k = observed.length - 1;
    return ((chi / k) ** (1 / 3) - (1 - 2 / (9 * k))) / Math.sqrt(2 / (9 * k));
  };

  it('raw floats are uniform over 1000 bins', () => {
    const bins = new Array<number>(1000).fill(0);
    let n = 0;
    let outside = 0;
    for (const floats of rounds('uniform', 8)) {
      for (const f of floats) {
        if (!(f >= 0 && f < 1)) outside++;
        else bins[Math.floor(f * 1000)]!++;
        n++;
      }
      if (n >= 2_000_000) break;
    }
    expect(outside).toBe(0);
    expect(Math.abs(chiSquareZ(bins, n / 1000))).toBeLessThan(5);
  });

  it('dice rolls are uniform over the 10001 outcomes', () => {
    const bins = new Array<number>(10001).fill(0);
    for (const [f] of rounds('dice-dist', 1)) bins[Math.round(diceRollFromFloat(f!) * 100)]!++;
    expect(bins.every((count) => count > 0)).toBe(true);
    expect(Math.abs(chiSquareZ(bins, ROUNDS / 10001))).toBeLessThan(5);
  });
});
