import { describe, expect, it } from 'vitest';
import { testLevel } from './fixtures.test-data';
import { VIP_LEVELS, levelConfig, progressPercent } from './levels';
import type { VipInfo } from './types';

const info = (
  totalDeposit: number,
  depositForNextLevel: number,
  nextLevel: number | null = 1,
): VipInfo => ({
  currentVipConfig: testLevel(0),
  vipConfigList: [0, 1, 2].map((level) => testLevel(level)),
  totalDeposit,
  lifetimeDeposit: totalDeposit,
  monthDeposit: 0,
  nextLevel,
  depositForNextLevel,
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
    expect(levelConfig(info(0, 1000).vipConfigList, 2)?.depositRequired).toBe(2000);
    expect(levelConfig(info(0, 1000).vipConfigList, 7)).toBeNull();
  });
});

describe('progressPercent', () => {
  it("fills the bar by the server's counted deposits against what is still needed", () => {
    expect(progressPercent(info(250, 750))).toBe(25);
    expect(progressPercent(info(0, 1000))).toBe(0);
  });

  it('does not compute the target itself: a relegated player counts from what the server says', () => {
    // Lifetime deposits would pass level 2 here, but the server still asks for 600 more.
    expect(progressPercent({ ...info(400, 600, 2), lifetimeDeposit: 5000 })).toBe(40);
  });

  it('counts in paise so decimals do not drift', () => {
    expect(progressPercent(info(999.9, 0.1))).toBe(99);
  });

  it('is full at the top level and when nothing more is needed', () => {
    expect(progressPercent(info(5000, 0, null))).toBe(100);
    expect(progressPercent(info(5000, 0, 2))).toBe(100);
  });
});
