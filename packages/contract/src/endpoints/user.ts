import type * as user from '../user';
import type { CallOf } from './call';

export const bindPhoneEndpoint: CallOf<typeof user.bindPhoneEndpoint> = {
  method: 'POST',
  path: '/user/bindPhone',
  auth: true,
};
export const changeWithdrawPasswordEndpoint: CallOf<typeof user.changeWithdrawPasswordEndpoint> = {
  method: 'POST',
  path: '/user/changeWithdrawPassword',
  auth: true,
};
export const devOutboxEndpoint: CallOf<typeof user.devOutboxEndpoint> = {
  method: 'GET',
  path: '/dev/outbox',
  auth: false,
};
export const reportOnlineEndpoint: CallOf<typeof user.reportOnlineEndpoint> = {
  method: 'POST',
  path: '/user/reportOnline',
  auth: true,
};
export const setWithdrawPasswordEndpoint: CallOf<typeof user.setWithdrawPasswordEndpoint> = {
  method: 'POST',
  path: '/user/setWithdrawPassword',
  auth: true,
};
export const updateInfoEndpoint: CallOf<typeof user.updateInfoEndpoint> = {
  method: 'POST',
  path: '/user/updateInfo',
  auth: true,
};
export const uploadAvatarEndpoint: CallOf<typeof user.uploadAvatarEndpoint> = {
  method: 'POST',
  path: '/user/uploadAvatar',
  auth: true,
};
export const userInfoEndpoint: CallOf<typeof user.userInfoEndpoint> = {
  method: 'POST',
  path: '/user/getUserInfo',
  auth: true,
};
