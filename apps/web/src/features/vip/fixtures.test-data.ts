import type { VipLevelConfig } from './types';

/** A level for tests; the figures mean nothing beyond the test that uses them. */
export function testLevel(level: number, overrides: Partial<VipLevelConfig> = {}): VipLevelConfig {
  return {
    level,
    depositRequired: level * 1000,
    upgradeBonus: 0,
    betRebatePercent: 0,
    weeklyBonus: 0,
    birthdayBonus: 0,
    withdrawDailyLimit: 0,
    withdrawFeePercent: 0,
    withdrawDailyTimes: 0,
    relegationDeposit: 0,
    vipCustomerService: false,
    ...overrides,
  };
}
