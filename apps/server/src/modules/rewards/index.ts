/**
 * The bonus engine (README.md): the one door other modules use to give, claim and list rewards.
 */
export {
  insertRewards,
  insertRewardRows,
  REWARD_RECORD_TYPES,
  type GrantTerms,
  type RewardKind,
  type RewardRow,
} from './grant';
export {
  claimDueAutoRewards,
  claimRewardsTx,
  bonusExpenseAccount,
  type ClaimedReward,
} from './claim';
export { claimReward, listRewards, sweepRewards, type RewardsDeps } from './service';
export { rewardRoutes } from './routes';
export { registerRewardJobs } from './jobs';
