/**
 * The bonus engine (README.md): the one door other modules use to give, claim and list rewards.
 */
export { insertRewards, insertRewardRows, type GrantTerms, type RewardKind } from './grant';
export {
  bonusExpenseAccount,
  claimableAt,
  claimDueAutoRewards,
  claimRewardsTx,
  payGrantedRewards,
} from './claim';
export {
  claimReward,
  claimRewardsOfKind,
  findReward,
  statusAt as rewardStatusAt,
  type RewardsDeps,
} from './service';
export { rewardRoutes } from './routes';
export { registerRewardJobs } from './jobs';
export {
  costAggregates,
  dailyPaid,
  presentCost,
  rewardCost,
  rewardCosts,
  ZERO_COST,
  type CostColumns,
} from './cost';
