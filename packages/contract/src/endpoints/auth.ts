import type * as auth from '../auth';
import type { CallOf } from './call';

export const googleLoginEndpoint: CallOf<typeof auth.googleLoginEndpoint> = {
  method: 'POST',
  path: '/sso/googleLogin',
  auth: false,
};
export const guestLoginEndpoint: CallOf<typeof auth.guestLoginEndpoint> = {
  method: 'POST',
  path: '/sso/guest',
  auth: false,
};
export const idLoginEndpoint: CallOf<typeof auth.idLoginEndpoint> = {
  method: 'POST',
  path: '/sso/idlogin',
  auth: false,
};
export const loginChannelsEndpoint: CallOf<typeof auth.loginChannelsEndpoint> = {
  method: 'POST',
  path: '/threeLogin/channel',
  auth: false,
};
export const logoutEndpoint: CallOf<typeof auth.logoutEndpoint> = {
  method: 'POST',
  path: '/sso/logout',
  auth: true,
};
export const modifyPasswordEndpoint: CallOf<typeof auth.modifyPasswordEndpoint> = {
  method: 'POST',
  path: '/sso/modify',
  auth: true,
};
export const otpLoginEndpoint: CallOf<typeof auth.otpLoginEndpoint> = {
  method: 'POST',
  path: '/sso/v2/login',
  auth: false,
};
export const passwordLoginEndpoint: CallOf<typeof auth.passwordLoginEndpoint> = {
  method: 'POST',
  path: '/sso/login',
  auth: false,
};
export const registerEndpoint: CallOf<typeof auth.registerEndpoint> = {
  method: 'POST',
  path: '/sso/register',
  auth: false,
};
export const resetPasswordEndpoint: CallOf<typeof auth.resetPasswordEndpoint> = {
  method: 'POST',
  path: '/sso/resetPassword',
  auth: false,
};
export const smsSendEndpoint: CallOf<typeof auth.smsSendEndpoint> = {
  method: 'POST',
  path: '/sms/send',
  auth: false,
};
