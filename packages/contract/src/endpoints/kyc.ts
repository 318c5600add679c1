import type * as kyc from '../kyc';
import type { CallOf } from './call';

export const kycStateEndpoint: CallOf<typeof kyc.kycStateEndpoint> = {
  method: 'POST',
  path: '/kyc/state',
  auth: true,
};

export const kycSubmitEndpoint: CallOf<typeof kyc.kycSubmitEndpoint> = {
  method: 'POST',
  path: '/kyc/submit',
  auth: true,
};
