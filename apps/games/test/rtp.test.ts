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
import { DEFAULT_MAX_MULTIPLIER, endElapsedMs, paidAt } from '../src/server/crash/cap';
import { elapsedToReach } from '../src/server/crash/multiplier';

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

describe('Crash with its maximum multiplier (src/server/crash/cap.ts)', () => {
  const FLOATS = 2 ** 32; // bytesToFloat reads 4 bytes: f = k / 2^32, every k equally likely
  const crashAt = (k: number) => Math.round(crashPointFromFloat(k / FLOATS, RTP) * 100);

  /** P(a bet cashing out at `target` (or riding on: null) is paid at least `m`), exactly. */
  function exactlyPaidAtLeast(m: number, target: number | null, cap: number) {
    // paidAt(…) ≥ m is monotone in k (the crash point grows with f): the first k that pays.
    let low = 0;
    let high = FLOATS;
    while (low < high) {
      const mid = Math.floor((low + high) / 2);
      if (paidAt(target, crashAt(mid), cap) >= m) high = mid;
      else low = mid + 1;
    }
    return (FLOATS - low) / FLOATS;
  }

  it('pays at least m with probability RTP/m for every m up to the 1,000× maximum', () => {
    const cap = DEFAULT_MAX_MULTIPLIER;
    for (const m of [101, 150, 200, 1_000, 3_750, 10_000, 99_999, 100_000]) {
      // Exact over all 2^32 floats: off by at most one float (2^-32) from RTP/m.
      expect(Math.abs(exactlyPaidAtLeast(m, m, cap) - (RTP * 100) / m)).toBeLessThan(2 / FLOATS);
    }
    // Riding on to the end: paid the maximum exactly when the crash point reaches it.
    expect(Math.abs(exactlyPaidAtLeast(cap, null, cap) * (cap / 100) - RTP)).toBeLessThan(
      (2 * cap) / 100 / FLOATS,
    );
    // A target above the maximum is paid the maximum, no more and no less often.
    expect(exactlyPaidAtLeast(cap, 500_000, cap)).toBe(exactlyPaidAtLeast(cap, null, cap));
    expect(exactlyPaidAtLeast(cap + 1, 500_000, cap)).toBe(0);
  });

  it('returns RTP to every strategy over 1,000,000 rounds, the maximum included', () => {
    // A 10× maximum, so riding to it is a strategy a million rounds can measure.
    const cap = 1_000;
    const targets = [101, 200, 555, 999, 1_000, null];
    const returned = new Map<number | null, number>(targets.map((t) => [t, 0]));
    let random = 0;
    let nonce = 0;
    for (const [f, g] of rounds('crash-cap', 2)) {
      const point = Math.round(crashPointFromFloat(f!, RTP) * 100);
      for (const target of targets) {
        returned.set(target, returned.get(target)! + paidAt(target, point, cap) / 100);
      }
      // A player who taps somewhere between 1.01× and 10×, or never, round by round.
      const tap = g! < 0.1 ? null : 101 + Math.floor(g! * 900);
      random += paidAt(tap, point, cap) / 100;
      nonce++;
    }
    for (const target of targets) expectRtp(returned.get(target)!, nonce);
    expectRtp(random, nonce);
  });

  it('ends a round no later than the maximum takes to reach', () => {
    const cap = DEFAULT_MAX_MULTIPLIER;
    expect(endElapsedMs(5_000_000, cap)).toBe(elapsedToReach(cap));
    expect(endElapsedMs(150, cap)).toBe(elapsedToReach(151));
    expect(endElapsedMs(100, cap)).toBe(0);
    // 1,000× at e^(0.00006·t): under two minutes, where 1,300× took more.
    expect(elapsedToReach(cap)).toBeLessThan(116_000);
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
