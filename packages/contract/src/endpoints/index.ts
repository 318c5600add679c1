/**
 * `@khel/contract/endpoints`: every endpoint a player's client calls, as a zod-free descriptor
 * (method, path, auth) typed by the endpoint's schemas (see call.ts). One module per area, so a
 * bundle carries the descriptors of the screens that use them. The provider API's endpoints are
 * not here: game providers call them server to server, signed, under /provider/{providerCode}.
 */
export * from './call';
export * from './app';
export * from './auth';
export * from './user';
export * from './games';
export * from './wallet';
export * from './history';
export * from './recharge';
export * from './withdraw';
export * from './rewards';
export * from './promo-codes';
export * from './engagement';
export * from './rankings';
export * from './inbox';
export * from './kyc';
export * from './referral';
export * from './promotions';
export * from './protection';
export * from './play-session';
