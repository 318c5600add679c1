import type * as promoCodes from '../promo-codes';
import type { CallOf } from './call';

export const promoCodeRedeemEndpoint: CallOf<typeof promoCodes.promoCodeRedeemEndpoint> = {
  method: 'POST',
  path: '/activity/promoCode/redeem',
  auth: true,
};

export const jiliCodeRedeemEndpoint: CallOf<typeof promoCodes.jiliCodeRedeemEndpoint> = {
  method: 'POST',
  path: '/activity/jili/redeem',
  auth: true,
};

export const promoCodeRecordsEndpoint: CallOf<typeof promoCodes.promoCodeRecordsEndpoint> = {
  method: 'POST',
  path: '/activity/promoCode/records',
  auth: true,
};
