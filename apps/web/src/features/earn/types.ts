/**
 * The answer of /invite/agent/info. docs/product.md §3 shows only referralUrl; the reward figures are
 * what the referral issue is expected to add, and each shows '--' until it does.
 */
export interface AgentInfo {
  referralUrl: string;
  /** Rupees earned today. */
  todayReward?: number;
  /** Rupees earned in all. */
  totalReward?: number;
  /** Players who registered with the link. */
  inviteCount?: number;
  /** Rupees ready to claim. */
  availableReward?: number;
}
