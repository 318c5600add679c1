import { describe, expect, it } from 'vitest';
import { diceRoll, limboResult, minePositions, sha256Hex } from '../../fair';
import { computeOutcome, matchesRecorded, type VerifyInput } from './outcome';

const base: VerifyInput = {
  game: 'dice',
  serverSeed: 'a'.repeat(64),
  clientSeed: 'player-seed',
  nonce: 7,
  diceTarget: 50,
  diceDirection: 'under',
  limboTarget: 2,
  mines: 3,
  rtp: 0.97,
};
const seeds = { serverSeed: base.serverSeed, clientSeed: base.clientSeed, nonce: base.nonce };

describe('computeOutcome', () => {
  it('needs a server seed', () => {
    expect(computeOutcome({ ...base, serverSeed: '  ' })).toBeNull();
  });

  it('recomputes dice, limbo and mines from the seeds', () => {
    const dice = computeOutcome(base);
    expect(dice).toMatchObject({ game: 'dice', roll: diceRoll(seeds) });
    expect(dice?.game === 'dice' && dice.win).toBe(diceRoll(seeds) < 50);
    expect(computeOutcome({ ...base, game: 'limbo' })).toMatchObject({
      result: limboResult(seeds, 0.97),
    });
    const mines = computeOutcome({ ...base, game: 'mines', mines: 5 });
    expect(mines).toEqual({ game: 'mines', positions: minePositions(seeds, 5) });
    expect(new Set(mines?.game === 'mines' ? mines.positions : []).size).toBe(5);
  });

  it('gives a crash round its point and the previous seed of the chain', () => {
    const crash = computeOutcome({ ...base, game: 'crash' });
    expect(crash).toMatchObject({ game: 'crash', previousSeed: sha256Hex(base.serverSeed) });
    expect(crash?.game === 'crash' && crash.point).toBeGreaterThanOrEqual(1);
  });
});

describe('matchesRecorded', () => {
  it('compares to the cent, and mine positions in any order', () => {
    expect(matchesRecorded({ game: 'dice', roll: 12.34, win: null, multiplier: null }, 12.34)).toBe(
      true,
    );
    expect(matchesRecorded({ game: 'limbo', result: 2.5, win: null }, 2.51)).toBe(false);
    expect(matchesRecorded({ game: 'mines', positions: [3, 1, 2] }, [1, 2, 3])).toBe(true);
    expect(matchesRecorded({ game: 'mines', positions: [3, 1, 2] }, [1, 2, 4])).toBe(false);
  });
});
