export * from './paths';
export * from './constants';
export * from './envelope';
export * from './common';
export * from './endpoint';
export * from './app';
export * from './uploads';

import { appConfigEndpoint, languagesEndpoint, serviceIndexEndpoint } from './app';
import { appStackUploadEndpoint, transferEventUploadEndpoint } from './uploads';

/** Every endpoint of the contract; the server registers and documents exactly these. */
export const ENDPOINTS = [
  appConfigEndpoint,
  serviceIndexEndpoint,
  languagesEndpoint,
  appStackUploadEndpoint,
  transferEventUploadEndpoint,
] as const;
