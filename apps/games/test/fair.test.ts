import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CHAIN_SALT,
  bytesToFloat,
  chainPrevious,
  crashPoint,
  diceMultiplier,
  diceRoll,
  diceTargetValid,
  diceWinningOutcomes,
  diceWins,
  generateFloats,
  hmacSha256Hex,
  limboResult,
  limboResultFromFloat,
  limboTargetValid,
  limboWins,
  minePositions,
  minesMultiplier,
  sha256Hex,
} from '../src/fair';
import { nodeHmac } from '../src/server/fair-node';

// Vectors computed once with node:crypto from the brief's formulas and pinned here.
const SERVER_SEED = '3f9a1c0e5b7d2468ace013579bdf2468ace013579bdf2468ace013579bdf2468';
const CLIENT_SEED = 'khelclient';
const at = (nonce: number) => ({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce });

const VECTORS = [
  { nonce: 0, f0: 0.12589550809934735, roll: 12.59, limbo: 1.1, mines5: [3, 2, 11, 24, 15] },
  { nonce: 1, f0: 0.794815527740866, roll: 79.48, limbo: 4.72, mines5: [19, 4, 13, 5, 24] },
  { nonce: 2, f0: 0.8087450328748673, roll: 80.88, limbo: 5.07, mines5: [20, 23, 17, 22, 19] },
  { nonce: 3, f0: 0.814424013486132, roll: 81.45, limbo: 5.22, mines5: [20, 15, 14, 21, 16] },
  { nonce: 42, f0: 0.35473566642031074, roll: 35.47, limbo: 1.5, mines5: [8, 19, 4, 16, 18] },
];

describe('sha256 and hmac of the browser verifier (@noble/hashes)', () => {
  it('matches known digests', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    // RFC 4231 test case 2
    expect(hmacSha256Hex('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('equals node:crypto on random inputs of every length', () => {
    for (let i = 0; i < 300; i++) {
      const key = randomBytes(i % 150).toString(i % 2 ? 'hex' : 'base64');
      const message = randomBytes((i * 7) % 300).toString('latin1') + 'ü€😀';
      expect(sha256Hex(message)).toBe(createHash('sha256').update(message).digest('hex'));
      expect(hmacSha256Hex(key, message)).toBe(
        createHmac('sha256', key).update(message).digest('hex'),
      );
    }
  });
});

describe('floats', () => {
  it('reads 4 bytes big-end first', () => {
    expect(bytesToFloat(new Uint8Array([0, 0, 0, 0]))).toBe(0);
    expect(bytesToFloat(new Uint8Array([128, 0, 0, 0]))).toBe(0.5);
    expect(bytesToFloat(new Uint8Array([255, 255, 255, 255]))).toBe(1 - 2 ** -32);
  });

  it('pure and node HMAC give the same floats, 8 per HMAC across cursors', () => {
    const pure = generateFloats(at(7), 20);
    const node = generateFloats(at(7), 20, nodeHmac);
    expect(pure).toEqual(node);
    expect(pure).toHaveLength(20);
    const cursor1 = createHmac('sha256', SERVER_SEED).update(`${CLIENT_SEED}:7:1`).digest();
    expect(pure[8]).toBe(bytesToFloat(cursor1, 0));
  });
});

describe('outcome vectors', () => {
  it.each(VECTORS)('nonce $nonce', (v) => {
    expect(generateFloats(at(v.nonce), 1)[0]).toBe(v.f0);
    expect(diceRoll(at(v.nonce))).toBe(v.roll);
    expect(diceRoll(at(v.nonce), nodeHmac)).toBe(v.roll);
    expect(limboResult(at(v.nonce), 0.97)).toBe(v.limbo);
    expect(minePositions(at(v.nonce), 5)).toEqual(v.mines5);
    expect(minePositions(at(v.nonce), 5, nodeHmac)).toEqual(v.mines5);
    // The first mines of a bigger game are the same shuffle.
    expect(minePositions(at(v.nonce), 24).slice(0, 5)).toEqual(v.mines5);
  });

  it('24 mines leave exactly one distinct safe tile', () => {
    const positions = minePositions(at(5), 24);
    expect(new Set(positions).size).toBe(24);
    expect(positions.every((t) => t >= 0 && t < 25)).toBe(true);
  });

  it('crash points from the chain seed', () => {
    expect(CHAIN_SALT).toBe('khel-crash');
    expect(crashPoint('a'.repeat(64), 0.97)).toBe(1.99);
    expect(crashPoint('a'.repeat(64), 0.97, nodeHmac)).toBe(1.99);
    const pinned: [string, number][] = [
      ['00', 1.37],
      ['11', 4.65],
      ['22', 11.28],
      ['33', 1.51],
      ['44', 1.01],
      ['55', 1.84],
    ];
    for (const [s, point] of pinned) expect(crashPoint(s.repeat(32), 0.97)).toBe(point);
    expect(chainPrevious('a'.repeat(64))).toBe(
      'ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb',
    );
  });
});

describe('dice rules', () => {
  it('counts winning outcomes and multipliers', () => {
    expect(diceWinningOutcomes(49.5, 'under')).toBe(4950);
    expect(diceWinningOutcomes(49.5, 'over')).toBe(5050);
    expect(diceMultiplier(49.5, 'under', 0.97)).toBe(1.9597);
    expect(diceMultiplier(50.5, 'over', 0.97)).toBe(1.9597);
    expect(diceMultiplier(50.49, 'over', 0.97)).toBe(1.9593);
    expect(diceMultiplier(0.01, 'under', 0.97)).toBe(9700.97);
    expect(diceMultiplier(98, 'under', 0.97)).toBe(0.9898);
    expect(diceMultiplier(49.5, 'under', 1)).toBe(2.0204);
  });

  it('wins strictly under or over', () => {
    expect(diceWins(49.49, 49.5, 'under')).toBe(true);
    expect(diceWins(49.5, 49.5, 'under')).toBe(false);
    expect(diceWins(49.51, 49.5, 'over')).toBe(true);
    expect(diceWins(49.5, 49.5, 'over')).toBe(false);
  });

  it('validates targets', () => {
    expect(diceTargetValid(0.01, 'under')).toBe(true);
    expect(diceTargetValid(95, 'under')).toBe(true);
    expect(diceTargetValid(95.01, 'under')).toBe(false);
    expect(diceTargetValid(5, 'over')).toBe(true);
    expect(diceTargetValid(4.99, 'over')).toBe(false);
    expect(diceTargetValid(99.99, 'over')).toBe(true);
    expect(diceTargetValid(0, 'over')).toBe(false);
    expect(diceTargetValid(100, 'under')).toBe(false);
    expect(diceTargetValid(50.005, 'under')).toBe(false);
  });
});

describe('limbo rules', () => {
  it('floors to cents, at least 1, capped', () => {
    expect(limboResultFromFloat(0, 0.97)).toBe(1);
    expect(limboResultFromFloat(0.5, 0.97)).toBe(1.94);
    expect(limboResultFromFloat(1 - 2 ** -32, 0.97)).toBe(1_000_000);
    expect(limboWins(2, 2)).toBe(true);
    expect(limboWins(1.99, 2)).toBe(false);
    expect(limboTargetValid(1.01)).toBe(true);
    expect(limboTargetValid(1)).toBe(false);
    expect(limboTargetValid(1_000_000)).toBe(true);
    expect(limboTargetValid(1_000_000.01)).toBe(false);
    expect(limboTargetValid(2.001)).toBe(false);
  });
});

describe('mines multipliers', () => {
  it('follows rtp × C(25,k)/C(25−m,k), floored to 4 decimals', () => {
    expect(minesMultiplier(3, 0, 0.97)).toBe(1);
    expect(minesMultiplier(3, 1, 0.97)).toBe(1.1022); // 0.97 × 25/22
    expect(minesMultiplier(3, 2, 0.97)).toBe(1.2597); // 0.97 × 300/231
    expect(minesMultiplier(1, 24, 0.97)).toBe(24.25);
    expect(minesMultiplier(24, 1, 0.97)).toBe(24.25);
    expect(minesMultiplier(24, 2, 0.97)).toBe(0);
  });
});
