import { z } from 'zod';
import { withCommon } from './common';
import { text } from './input';
import { defineEndpoint } from './endpoint';
import { API_PATHS } from './paths';
import {
  CONTACT_MAX,
  MOBILE_MAX,
  NICKNAME_MAX,
  NICKNAME_MIN,
  PASSWORD_MAX,
  WITHDRAW_PASSWORD_LENGTH,
  WITHDRAW_PASSWORD_PATTERN,
} from './limits';

export const AVATAR_MAX_BYTES_DEFAULT = 2 * 1024 * 1024;

export const ZUserInfo = z.object({
  userId: z.string().describe('Player id, also the login id'),
  nickname: z.string(),
  avatar: z.string().nullable().describe('URL of the avatar image'),
  phone: z.string().nullable().describe('Bound phone in E.164, e.g. +919876543210'),
  phonePrefix: z.string().nullable(),
  birthday: z.string().nullable().describe('YYYY-MM-DD'),
  email: z.string().nullable(),
  whatsapp: z.string().nullable(),
  facebook: z.string().nullable(),
  telegram: z.string().nullable(),
  twitter: z.string().nullable(),
  vipLevel: z.number().int().min(0),
  balance: z.number().describe('Wallet balance in rupees'),
  wagerRemaining: z
    .number()
    .describe(
      'Rupees still to bet before a withdrawal (deposits and bonuses add, valid bets reduce)',
    ),
  isGuest: z.boolean(),
  hasPassword: z.boolean(),
  hasWithdrawPassword: z.boolean(),
  referralCode: z.string().describe("The player's own invite code"),
  registeredAt: z.string().describe('ISO time'),
});
export type TUserInfo = z.infer<typeof ZUserInfo>;

const optionalText = (max: number, message: string) => text().trim().max(max, message).nullish();

export const ZUpdateInfoRequest = withCommon({
  nickname: text()
    .trim()
    .min(NICKNAME_MIN, `The nickname must be ${NICKNAME_MIN} to ${NICKNAME_MAX} characters`)
    .max(NICKNAME_MAX, `The nickname must be ${NICKNAME_MIN} to ${NICKNAME_MAX} characters`)
    .nullish(),
  birthday: text()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'The birthday must be a date (YYYY-MM-DD)')
    .or(z.literal(''))
    .nullish(),
  email: text().trim().max(254).email('The email address is not valid').or(z.literal('')).nullish(),
  whatsapp: optionalText(CONTACT_MAX.whatsapp, 'The WhatsApp number is too long'),
  facebook: optionalText(CONTACT_MAX.facebook, 'The Facebook name is too long'),
  telegram: optionalText(CONTACT_MAX.telegram, 'The Telegram name is too long'),
  twitter: optionalText(CONTACT_MAX.twitter, 'The Twitter name is too long'),
});

export const ZReportOnlineRequest = withCommon({
  placeId: z
    .union([text().max(64), z.number().int()])
    .nullish()
    .describe('Where the player is'),
});

export const ZBindPhoneRequest = withCommon({
  mobile: text().trim().min(1, 'The phone number cannot be empty').max(MOBILE_MAX),
  verificationCode: text()
    .trim()
    .min(1, 'The verification code cannot be empty')
    .regex(/^\d{6}$/, 'The verification code is 6 digits'),
});

const withdrawPassword = text()
  .min(1, 'The withdraw passwd cannot be empty')
  .regex(WITHDRAW_PASSWORD_PATTERN, 'The withdraw password is 6 digits');

export const ZSetWithdrawPasswordRequest = ZBindPhoneRequest.extend({ withdrawPassword });

/** Changing a bound phone also needs the account password, so a stolen session cannot move it. */
export const ZChangePhoneRequest = ZBindPhoneRequest.extend({
  password: text().max(PASSWORD_MAX).nullish().describe('Required when a phone is already bound'),
});
export const ZChangeWithdrawPasswordRequest = withCommon({
  oldWithdrawPassword: text()
    .min(1, 'The withdraw passwd cannot be empty')
    .max(WITHDRAW_PASSWORD_LENGTH),
  withdrawPassword,
});

export const ZAvatarResponse = z.object({ avatar: z.string().describe('URL of the stored image') });

export const ZOutboxMessage = z.object({
  id: z.string(),
  mobile: z.string(),
  text: z.string(),
  purpose: z.string().nullable(),
  createdAt: z.string(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;

const user = <Req extends z.ZodType | null, Res extends z.ZodType>(
  path: string,
  summary: string,
  request: Req,
  response: Res,
  method: 'POST' | 'GET' = 'POST',
) => defineEndpoint({ method, path, summary, tag: 'players', auth: true, request, response });

export const userInfoEndpoint = user(
  API_PATHS.userInfo,
  'The logged-in player',
  withCommon({}),
  ZUserInfo,
);
export const reportOnlineEndpoint = user(
  API_PATHS.reportOnline,
  'Online presence (the app reports at once, then every 180 s)',
  ZReportOnlineRequest,
  z.null(),
);
export const updateInfoEndpoint = user(
  API_PATHS.updateInfo,
  'Update profile fields; a field left out is unchanged, an empty string clears it',
  ZUpdateInfoRequest,
  ZUserInfo,
);
export const uploadAvatarEndpoint = user(
  API_PATHS.uploadAvatar,
  'multipart/form-data: the common fields as form fields and one image in `file` (JPEG, PNG, WebP or GIF by content; at most 2 MB; extra files ignored)',
  null,
  ZAvatarResponse,
);
export const bindPhoneEndpoint = user(
  API_PATHS.bindPhone,
  'Bind a phone to the account (a guest keeps playing with it); changing a bound phone needs the password and ends the other sessions',
  ZChangePhoneRequest,
  ZUserInfo,
);
export const setWithdrawPasswordEndpoint = user(
  API_PATHS.setWithdrawPassword,
  'Set or reset the 6-digit withdrawal password with a code sent to the bound phone',
  ZSetWithdrawPasswordRequest,
  z.null(),
);
export const changeWithdrawPasswordEndpoint = user(
  API_PATHS.changeWithdrawPassword,
  'Change the withdrawal password with the old one',
  ZChangeWithdrawPasswordRequest,
  z.null(),
);
export const devOutboxEndpoint = defineEndpoint({
  method: 'GET',
  path: API_PATHS.devOutbox,
  summary: 'Sandbox mode only: SMS the sandbox adapter sent, newest first (?mobile= filters)',
  tag: 'sandbox',
  auth: false,
  request: null,
  response: z.array(ZOutboxMessage),
});

export const USER_ENDPOINTS = [
  userInfoEndpoint,
  reportOnlineEndpoint,
  updateInfoEndpoint,
  uploadAvatarEndpoint,
  bindPhoneEndpoint,
  setWithdrawPasswordEndpoint,
  changeWithdrawPasswordEndpoint,
  devOutboxEndpoint,
] as const;
