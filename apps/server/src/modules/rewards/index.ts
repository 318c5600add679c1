/**
 * The bonus engine (README.md): the one door other modules use to give, claim and list rewards.
 */
export { insertRewards, insertRewardRows, type GrantTerms } from './grant';
export {
  bonusExpenseAccount,
  claimDueAutoRewards,
  claimRewardsTx,
  payGrantedRewards,
} from './claim';
export { claimReward } from './service';
export { rewardRoutes } from './routes';
export { registerRewardJobs } from './jobs';
