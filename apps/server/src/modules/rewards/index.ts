/**
 * The bonus engine (README.md): the one door other modules use to give, claim and list rewards.
 */
export { insertRewards, insertRewardRows, type GrantTerms } from './grant';
export { bonusExpenseAccount, claimDueAutoRewards, claimRewardsTx } from './claim';
export { claimReward, findReward, statusAt as rewardStatusAt } from './service';
export { rewardRoutes } from './routes';
export { registerRewardJobs } from './jobs';
