import type * as withdraw from '../withdraw';
import type { CallOf } from './call';

export const bankAddEndpoint: CallOf<typeof withdraw.bankAddEndpoint> = {
  method: 'POST',
  path: '/bank/add',
  auth: true,
};
export const bankDeleteEndpoint: CallOf<typeof withdraw.bankDeleteEndpoint> = {
  method: 'POST',
  path: '/bank/delete',
  auth: true,
};
export const bankListEndpoint: CallOf<typeof withdraw.bankListEndpoint> = {
  method: 'POST',
  path: '/bank/list',
  auth: true,
};
export const bankSetDefaultEndpoint: CallOf<typeof withdraw.bankSetDefaultEndpoint> = {
  method: 'POST',
  path: '/bank/setDefault',
  auth: true,
};
export const bankUpdateEndpoint: CallOf<typeof withdraw.bankUpdateEndpoint> = {
  method: 'POST',
  path: '/bank/update',
  auth: true,
};
export const withdrawApplyEndpoint: CallOf<typeof withdraw.withdrawApplyEndpoint> = {
  method: 'POST',
  path: '/withdraw/apply',
  auth: true,
};
export const withdrawInfoEndpoint: CallOf<typeof withdraw.withdrawInfoEndpoint> = {
  method: 'POST',
  path: '/withdraw/info',
  auth: true,
};
export const withdrawOrderDetailEndpoint: CallOf<typeof withdraw.withdrawOrderDetailEndpoint> = {
  method: 'POST',
  path: '/withdraw/orderDetail',
  auth: true,
};
export const withdrawPreviewEndpoint: CallOf<typeof withdraw.withdrawPreviewEndpoint> = {
  method: 'POST',
  path: '/withdraw/preview',
  auth: true,
};
export const withdrawRecordEndpoint: CallOf<typeof withdraw.withdrawRecordEndpoint> = {
  method: 'POST',
  path: '/withdraw/record',
  auth: true,
};
