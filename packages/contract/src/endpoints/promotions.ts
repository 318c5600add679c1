import type * as promotions from '../promotions';
import type { CallOf } from './call';

export const promoListEndpoint: CallOf<typeof promotions.promoListEndpoint> = {
  method: 'POST',
  path: '/activity/list',
  auth: false,
};

export const signupBonusInfoEndpoint: CallOf<typeof promotions.signupBonusInfoEndpoint> = {
  method: 'POST',
  path: '/activity/signupBonus/info',
  auth: true,
};

export const signupBonusClaimEndpoint: CallOf<typeof promotions.signupBonusClaimEndpoint> = {
  method: 'POST',
  path: '/activity/signupBonus/claim',
  auth: true,
};

export const cashbackInfoEndpoint: CallOf<typeof promotions.cashbackInfoEndpoint> = {
  method: 'POST',
  path: '/activity/cashback/info',
  auth: true,
};

export const cashbackRecordsEndpoint: CallOf<typeof promotions.cashbackRecordsEndpoint> = {
  method: 'POST',
  path: '/activity/cashback/records',
  auth: true,
};
