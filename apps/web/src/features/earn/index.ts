/** The earn feature's public entry: the Earn tab's parts and the invitation ranks. */
export { useAgentInfo } from './api';
export { CashBonus } from './CashBonus';
export { EarnHero } from './EarnHero';
export { EarnRules } from './EarnRules';
export { InvitationTeam } from './InvitationTeam';
export { InviteLinkCard } from './InviteLinkCard';
export { InviteRanks } from './InviteRanks';
export { RewardStats } from './RewardStats';
export { TeamStatusLegend } from './TeamStatusLegend';
