import { describe, expect, it } from 'vitest';
import { crashPoint, sha256Hex } from '../src/fair';
import { chainSeeds, sha256hex, verifyCommitment } from '../src/server/crash/chain';
import { crashPointOf } from '../src/server/crash/fairness';
import { elapsedToReach, multiplierAt, payoutOf } from '../src/server/crash/multiplier';
import { maskName } from '../src/server/crash/view';

describe('Crash hash chain', () => {
  const chain = { terminalSeed: 'f'.repeat(64), length: 50 };
  const seeds = chainSeeds(chain);

  it('links every seed to the one before by sha256, as the browser computes it', () => {
    expect(seeds).toHaveLength(51);
    expect(seeds[50]).toBe(chain.terminalSeed);
    for (let i = 1; i <= 50; i += 1) {
      expect(sha256hex(seeds[i]!)).toBe(seeds[i - 1]);
      expect(sha256Hex(seeds[i]!)).toBe(seeds[i - 1]);
      expect(verifyCommitment(seeds[i]!, seeds[i - 1]!)).toBe(true);
    }
    expect(verifyCommitment(seeds[2]!, seeds[0]!)).toBe(false);
  });

  it('derives the crash point from the seed exactly as the verify page does', () => {
    for (const seed of seeds.slice(1)) {
      expect(crashPointOf(seed, 0.97)).toBe(Math.round(crashPoint(seed, 0.97) * 100));
    }
  });

  it('never derives the crash point from the published commitment', () => {
    const differs = seeds
      .slice(1)
      .some((s, i) => crashPointOf(s, 0.97) !== crashPointOf(seeds[i]!, 0.97));
    expect(differs).toBe(true);
  });
});

describe('Crash multiplier', () => {
  it('rises as e^(0.00006 t) floored to 2 decimals', () => {
    expect(multiplierAt(0)).toBe(100);
    expect(multiplierAt(1000)).toBe(106); // e^0.06 = 1.0618
    expect(multiplierAt(10_000)).toBe(182); // e^0.6 = 1.8221
  });

  it('finds the first millisecond at which a multiplier shows', () => {
    for (const target of [101, 120, 150, 200, 1000, 12345]) {
      const ms = elapsedToReach(target);
      expect(multiplierAt(ms)).toBeGreaterThanOrEqual(target);
      expect(multiplierAt(ms - 1)).toBeLessThan(target);
    }
    expect(elapsedToReach(100)).toBe(0);
  });

  it('pays stake × multiplier floored to the paisa', () => {
    expect(payoutOf(1000n, 120)).toBe(1200n);
    expect(payoutOf(333n, 157)).toBe(522n); // 5.2281 rupees → 5.22
  });

  it('masks nicknames', () => {
    expect(maskName('Guest1234')).toBe('Gu****34');
    expect(maskName('Ravi')).toBe('R***i');
    expect(maskName('A')).toBe('A***');
  });
});
