export * from './paths';
export * from './constants';
export * from './limits';
export * from './dates';
export * from './wallet-rules';
export * from './envelope';
export * from './text';
export * from './money';
export * from './input';
export * from './common';
export * from './endpoint';
export * from './app';
export type * from './launch';
export * from './uploads';
export * from './phone';
export * from './age';
export * from './auth';
export * from './user';

import { appConfigEndpoint, languagesEndpoint, serviceIndexEndpoint } from './app';
import { appStackUploadEndpoint, transferEventUploadEndpoint } from './uploads';
import { AUTH_ENDPOINTS } from './auth';
import { USER_ENDPOINTS } from './user';
import { WALLET_ENDPOINTS } from './wallet';
import { HISTORY_ENDPOINTS } from './history';
import { GAMES_ENDPOINTS } from './games';
import { PROVIDER_ENDPOINTS } from './provider';
import { RECHARGE_ENDPOINTS } from './recharge';
import { WITHDRAW_ENDPOINTS } from './withdraw';
import { REWARD_ENDPOINTS } from './rewards';
import { VIP_ENDPOINTS } from './vip';
import { PROMO_CODE_ENDPOINTS } from './promo-codes';
import { ENGAGEMENT_ENDPOINTS } from './engagement';
import { RANKING_ENDPOINTS } from './rankings';
import { INBOX_ENDPOINTS } from './inbox';
import { KYC_ENDPOINTS } from './kyc';
import { REFERRAL_ENDPOINTS } from './referral';
import { PROMOTION_ENDPOINTS } from './promotions';
import { PROTECTION_ENDPOINTS } from './protection';
import { PLAY_SESSION_ENDPOINTS } from './play-session';

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
  ...HISTORY_ENDPOINTS,
  ...GAMES_ENDPOINTS,
  ...PROVIDER_ENDPOINTS,
  ...RECHARGE_ENDPOINTS,
  ...WITHDRAW_ENDPOINTS,
  ...REWARD_ENDPOINTS,
  ...VIP_ENDPOINTS,
  ...PROMO_CODE_ENDPOINTS,
  ...ENGAGEMENT_ENDPOINTS,
  ...RANKING_ENDPOINTS,
  ...INBOX_ENDPOINTS,
  ...KYC_ENDPOINTS,
  ...REFERRAL_ENDPOINTS,
  ...PROMOTION_ENDPOINTS,
  ...PROTECTION_ENDPOINTS,
  ...PLAY_SESSION_ENDPOINTS,
] as const;
export * from './provider';
export * from './wallet';
export * from './history';
export * from './games';
export * from './recharge';
export * from './withdraw';
export * from './rewards';
export * from './vip';
export * from './promo-codes';
export * from './engagement';
export * from './rankings';
export * from './inbox';
export * from './kyc';
export * from './referral';
export * from './promotions';
export * from './protection';
export * from './play-session';
