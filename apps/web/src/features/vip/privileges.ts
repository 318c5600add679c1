import type { IconName } from '../../ui/icons';
import type { VipLevelConfig } from './types';

/** The privileges of docs/product.md §2 VIP, in order. */
export const PRIVILEGES = [
  { key: 'upgradeBonus', icon: 'gift' },
  { key: 'betRebate', icon: 'refresh' },
  { key: 'weeklyBonus', icon: 'calendar' },
  { key: 'birthdayBonus', icon: 'star' },
  { key: 'withdrawDailyLimit', icon: 'withdraw' },
  { key: 'withdrawFee', icon: 'card' },
  { key: 'withdrawDailyTimes', icon: 'clock' },
  { key: 'relegation', icon: 'shield' },
  { key: 'customerService', icon: 'headset' },
] as const satisfies readonly { key: string; icon: IconName }[];

export type PrivilegeKey = (typeof PRIVILEGES)[number]['key'];

export type PrivilegeValue =
  | { kind: 'money'; rupees: number }
  | { kind: 'percent'; text: string }
  | { kind: 'times'; count: number }
  | { kind: 'flag'; on: boolean };

/** A percentage as players read it: no trailing zeros, at most two decimals. */
export function formatPercent(value: number): string {
  return `${Number(value.toFixed(2))}%`;
}

export function privilegeValue(config: VipLevelConfig, key: PrivilegeKey): PrivilegeValue {
  switch (key) {
    case 'upgradeBonus':
      return { kind: 'money', rupees: config.upgradeBonus };
    case 'betRebate':
      return { kind: 'percent', text: formatPercent(config.betRebatePercent) };
    case 'weeklyBonus':
      return { kind: 'money', rupees: config.weeklyBonus };
    case 'birthdayBonus':
      return { kind: 'money', rupees: config.birthdayBonus };
    case 'withdrawDailyLimit':
      return { kind: 'money', rupees: config.withdrawDailyLimit };
    case 'withdrawFee':
      return { kind: 'percent', text: formatPercent(config.withdrawFeePercent) };
    case 'withdrawDailyTimes':
      return { kind: 'times', count: config.withdrawDailyTimes };
    case 'relegation':
      return { kind: 'money', rupees: config.relegationDeposit };
    case 'customerService':
      return { kind: 'flag', on: config.vipCustomerService };
  }
}
