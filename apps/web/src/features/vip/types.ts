/**
 * The answer of /vip/getVipInfo (SPEC.md §3: "currentVipConfig with level and other fields").
 * The endpoint comes with the VIP issue; this is the shape the app expects from it, built on the
 * server's vip_levels table (levels 0–10). Amounts are rupees, rates are percentages (2 = 2%).
 */
export interface VipLevelConfig {
  level: number;
  /** Total deposits needed to reach this level. */
  depositRequired: number;
  /** Paid once on reaching this level. */
  upgradeBonus: number;
  /** Share of valid bets given back. */
  betRebatePercent: number;
  weeklyBonus: number;
  birthdayBonus: number;
  withdrawDailyLimit: number;
  /** Service charge on each withdrawal. */
  withdrawFeePercent: number;
  withdrawDailyTimes: number;
  /** Deposits needed each month to keep this level. */
  relegationDeposit: number;
  vipCustomerService: boolean;
}

export interface VipInfo {
  currentVipConfig: VipLevelConfig;
  /** Every level, lowest first. */
  vipConfigList: VipLevelConfig[];
  /** The player's total deposits, counted toward the next level. */
  totalDeposit: number;
  /** The player's deposits this calendar month, counted toward keeping the level. */
  monthDeposit: number;
}
