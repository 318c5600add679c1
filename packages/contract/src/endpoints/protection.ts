import type * as protection from '../protection';
import type { CallOf } from './call';

export const protectionInfoEndpoint: CallOf<typeof protection.protectionInfoEndpoint> = {
  method: 'POST',
  path: '/protection/info',
  auth: true,
};

export const protectionSetLimitEndpoint: CallOf<typeof protection.protectionSetLimitEndpoint> = {
  method: 'POST',
  path: '/protection/limit/set',
  auth: true,
};

export const protectionConfirmLimitEndpoint: CallOf<
  typeof protection.protectionConfirmLimitEndpoint
> = {
  method: 'POST',
  path: '/protection/limit/confirm',
  auth: true,
};

export const protectionCancelLimitEndpoint: CallOf<
  typeof protection.protectionCancelLimitEndpoint
> = {
  method: 'POST',
  path: '/protection/limit/cancel',
  auth: true,
};

export const protectionRealityCheckEndpoint: CallOf<
  typeof protection.protectionRealityCheckEndpoint
> = {
  method: 'POST',
  path: '/protection/realityCheck/set',
  auth: true,
};

export const protectionExcludeEndpoint: CallOf<typeof protection.protectionExcludeEndpoint> = {
  method: 'POST',
  path: '/protection/exclude',
  auth: true,
};

export const protectionReturnEndpoint: CallOf<typeof protection.protectionReturnEndpoint> = {
  method: 'POST',
  path: '/protection/return',
  auth: true,
};
