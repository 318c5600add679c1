import type * as rewards from '../rewards';
import type * as vip from '../vip';
import type { CallOf } from './call';

export const rewardListEndpoint: CallOf<typeof rewards.rewardListEndpoint> = {
  method: 'POST',
  path: '/reward/list',
  auth: true,
};

export const rewardClaimEndpoint: CallOf<typeof rewards.rewardClaimEndpoint> = {
  method: 'POST',
  path: '/reward/claim',
  auth: true,
};

export const vipInfoEndpoint: CallOf<typeof vip.vipInfoEndpoint> = {
  method: 'POST',
  path: '/vip/getVipInfo',
  auth: true,
};
