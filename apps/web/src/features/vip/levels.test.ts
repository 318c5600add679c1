import { describe, expect, it } from 'vitest';
import { testLevel } from './fixtures.test-data';
import { VIP_LEVELS, levelConfig, vipProgress } from './levels';
import type { VipInfo } from './types';

const info = (totalDeposit: number, levels = [0, 1, 2]): VipInfo => ({
  currentVipConfig: testLevel(0),
  vipConfigList: levels.map((level) => testLevel(level)),
  totalDeposit,
  lifetimeDeposit: totalDeposit,
  monthDeposit: 0,
  nextLevel: 1,
  depositForNextLevel: 0,
  monthStart: '2026-11-01T00:00:00+05:30',
});

describe('VIP_LEVELS', () => {
  it('runs from V0 to V10', () => {
    expect(VIP_LEVELS[0]).toBe(0);
    expect(VIP_LEVELS.at(-1)).toBe(10);
    expect(VIP_LEVELS).toHaveLength(11);
  });
});

describe('levelConfig', () => {
  it('finds a level by number, or nothing', () => {
    expect(levelConfig(info(0).vipConfigList, 2)?.depositRequired).toBe(2000);
    expect(levelConfig(info(0).vipConfigList, 7)).toBeNull();
  });
});

describe('vipProgress', () => {
  it('tells how much deposit the next level still needs', () => {
    expect(vipProgress(info(250.5), 0)).toMatchObject({ neededRupees: 749.5, percent: 25 });
  });

  it('needs nothing more once the deposits pass the next level', () => {
    expect(vipProgress(info(5000), 1)).toMatchObject({ neededRupees: 0, percent: 100 });
  });

  it('is complete at the highest level', () => {
    expect(vipProgress(info(5000), 2)).toEqual({ next: null, neededRupees: 0, percent: 100 });
  });

  it('counts in paise so decimals do not drift', () => {
    expect(vipProgress(info(999.9), 0).neededRupees).toBe(0.1);
  });
});
