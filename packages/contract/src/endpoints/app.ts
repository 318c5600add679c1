import type * as app from '../app';
import type * as uploads from '../uploads';
import type { CallOf } from './call';

export const appConfigEndpoint: CallOf<typeof app.appConfigEndpoint> = {
  method: 'POST',
  path: '/u/gconfig',
  auth: false,
};
export const serviceIndexEndpoint: CallOf<typeof app.serviceIndexEndpoint> = {
  method: 'POST',
  path: '/service/index',
  auth: false,
};
export const languagesEndpoint: CallOf<typeof app.languagesEndpoint> = {
  method: 'GET',
  path: '/language/languages',
  auth: false,
};
export const appStackUploadEndpoint: CallOf<typeof uploads.appStackUploadEndpoint> = {
  method: 'POST',
  path: '/u/appStackUpload',
  auth: false,
};
export const transferEventUploadEndpoint: CallOf<typeof uploads.transferEventUploadEndpoint> = {
  method: 'POST',
  path: '/u/transferEventUpload',
  auth: false,
};
