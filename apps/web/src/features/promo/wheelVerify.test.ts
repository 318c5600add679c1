import type { TWheelSpin } from '@khel/contract';
import { sha256Hex, wheelSlot } from '@khel/games/fair';
import { describe, expect, it } from 'vitest';
import { checkSpin } from './wheelVerify';

const serverSeed = 'a'.repeat(64);
const weights = [5, 3, 2];
const seeds = { serverSeed, clientSeed: 'client', nonce: 4 };
const spin = (over: Partial<TWheelSpin> = {}): TWheelSpin => ({
  id: '1',
  slot: wheelSlot(seeds, weights),
  prize: 0,
  createdAt: '2026-11-24T00:00:00Z',
  serverSeedHash: sha256Hex(serverSeed),
  serverSeed,
  clientSeed: 'client',
  nonce: 4,
  weights,
  amounts: [0, 1, 2],
  ...over,
});

describe('checkSpin', () => {
  it('confirms a spin from its revealed seed', () => {
    expect(checkSpin(spin())).toMatchObject({ hashMatches: true, slotMatches: true });
  });

  it('tells a seed that does not match its commitment, or a slot that differs', () => {
    expect(checkSpin(spin({ serverSeedHash: sha256Hex('other') }))?.hashMatches).toBe(false);
    const recorded = spin().slot;
    expect(checkSpin(spin({ slot: (recorded + 1) % 3 }))?.slotMatches).toBe(false);
  });

  it('waits for the seed to be revealed', () => {
    expect(checkSpin(spin({ serverSeed: null }))).toBeNull();
  });
});
