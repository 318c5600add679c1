export * from './paths';
export * from './constants';
export * from './envelope';
export * from './common';
export * from './endpoint';
export * from './app';
export * from './uploads';
export * from './phone';
export * from './auth';
export * from './user';

import { appConfigEndpoint, languagesEndpoint, serviceIndexEndpoint } from './app';
import { appStackUploadEndpoint, transferEventUploadEndpoint } from './uploads';
import { AUTH_ENDPOINTS } from './auth';
import { USER_ENDPOINTS } from './user';
import { WALLET_ENDPOINTS } from './wallet';
import { GAMES_ENDPOINTS } from './games';
import { PROVIDER_ENDPOINTS } from './provider';

/** Every endpoint of the contract; the server registers and documents exactly these. */
export const ENDPOINTS = [
  appConfigEndpoint,
  serviceIndexEndpoint,
  languagesEndpoint,
  appStackUploadEndpoint,
  transferEventUploadEndpoint,
  ...AUTH_ENDPOINTS,
  ...USER_ENDPOINTS,
  ...WALLET_ENDPOINTS,
  ...GAMES_ENDPOINTS,
  ...PROVIDER_ENDPOINTS,
] as const;
export * from './provider';
export * from './wallet';
export * from './games';
