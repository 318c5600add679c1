import { describe, expect, it } from 'vitest';
import { testLevel } from './fixtures.test-data';
import { PRIVILEGES, formatPercent, privilegeValue } from './privileges';

describe('formatPercent', () => {
  it('drops trailing zeros and keeps two decimals at most', () => {
    expect(formatPercent(2)).toBe('2%');
    expect(formatPercent(0.1)).toBe('0.1%');
    expect(formatPercent(1.255)).toBe('1.25%');
  });
});

describe('privilegeValue', () => {
  const level = testLevel(3, {
    upgradeBonus: 288,
    betRebatePercent: 0.3,
    withdrawFeePercent: 1.5,
    withdrawDailyTimes: 4,
    relegationDeposit: 8000,
    vipCustomerService: true,
  });

  it('lists the nine privileges of the VIP page in order', () => {
    expect(PRIVILEGES.map((p) => p.key)).toEqual([
      'upgradeBonus',
      'betRebate',
      'weeklyBonus',
      'birthdayBonus',
      'withdrawDailyLimit',
      'withdrawFee',
      'withdrawDailyTimes',
      'relegation',
      'customerService',
    ]);
  });

  it('reads each privilege of a level in its own unit', () => {
    expect(privilegeValue(level, 'upgradeBonus')).toEqual({ kind: 'money', rupees: 288 });
    expect(privilegeValue(level, 'betRebate')).toEqual({ kind: 'percent', text: '0.3%' });
    expect(privilegeValue(level, 'withdrawFee')).toEqual({ kind: 'percent', text: '1.5%' });
    expect(privilegeValue(level, 'withdrawDailyTimes')).toEqual({ kind: 'times', count: 4 });
    expect(privilegeValue(level, 'relegation')).toEqual({ kind: 'money', rupees: 8000 });
    expect(privilegeValue(level, 'customerService')).toEqual({ kind: 'flag', on: true });
  });
});
