import type * as referral from '../referral';
import type { CallOf } from './call';

export const inviteInfoEndpoint: CallOf<typeof referral.inviteInfoEndpoint> = {
  method: 'POST',
  path: '/invite/agent/info',
  auth: true,
};

export const inviteClaimEndpoint: CallOf<typeof referral.inviteClaimEndpoint> = {
  method: 'POST',
  path: '/invite/agent/receiveRebate',
  auth: true,
};

export const inviteTeamEndpoint: CallOf<typeof referral.inviteTeamEndpoint> = {
  method: 'POST',
  path: '/invite/agent/team',
  auth: true,
};

export const inviteBonusListEndpoint: CallOf<typeof referral.inviteBonusListEndpoint> = {
  method: 'POST',
  path: '/invite/agent/bonusList',
  auth: true,
};

export const inviteRanksEndpoint: CallOf<typeof referral.inviteRanksEndpoint> = {
  method: 'POST',
  path: '/invite/agent/ranks',
  auth: true,
};
