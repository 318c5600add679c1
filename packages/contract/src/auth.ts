import { z } from 'zod';
import { BIRTHDAY_PATTERN } from './age';
import { withCommon } from './common';
import { text } from './input';
import { defineEndpoint } from './endpoint';
import { API_PATHS } from './paths';
import { MOBILE_MAX, OTP_PATTERN, PASSWORD_MAX, PASSWORD_MIN } from './limits';

export const OTP_PURPOSES = ['login', 'register', 'reset', 'bind', 'withdrawPassword'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

const mobile = text().trim().min(1, 'The phone number cannot be empty').max(MOBILE_MAX);
const verificationCode = text()
  .trim()
  .min(1, 'The verification code cannot be empty')
  .regex(OTP_PATTERN, 'The verification code is 6 digits');
export const ZPassword = text()
  .min(1, 'The Password cannot be empty')
  .min(PASSWORD_MIN, `The password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `The password must be at most ${PASSWORD_MAX} characters`);
const referralCode = text().trim().max(32).nullish();
const device = {
  deviceName: text().max(128).nullish(),
  systemVersion: text().max(64).nullish(),
  appVersion: text().max(32).nullish(),
  referralCode,
};
/** Creating an account needs the terms accepted and the at-least-18 certification (docs/product.md §2). */
const consent = {
  agreeTerms: z.boolean().nullish(),
  adultConfirmed: z.boolean().nullish(),
};

export const ZSession = z.object({
  sign: z.string().describe('Session token: send it with uid in every later body'),
  uid: z.string().describe('Player id'),
  newUserFlag: z
    .union([z.literal(0), z.literal(1)])
    .describe('1 when this call created the account'),
});
export type TSession = z.infer<typeof ZSession>;

export const ZGuestSession = ZSession.extend({
  password: z.string().describe('The generated password, returned this once'),
});
export type TGuestSession = z.infer<typeof ZGuestSession>;

export const ZSmsSendRequest = withCommon({
  mobile,
  purpose: z.enum(OTP_PURPOSES).default('login'),
});
export const ZSmsSendResponse = z.object({
  resendAfterSeconds: z.number().int().describe('When the next code may be asked for'),
});

export const ZOtpLoginRequest = withCommon({ mobile, verificationCode, ...device, ...consent });
export const ZGuestLoginRequest = withCommon({ ...device, ...consent });
export const ZPasswordLoginRequest = withCommon({
  mobile,
  password: text().min(1, 'The Password cannot be empty').max(PASSWORD_MAX),
  referralCode,
});
export const ZIdLoginRequest = withCommon({
  userId: z
    .union([text(), z.number().int().nonnegative()])
    .transform(String)
    .pipe(text().trim().min(1, 'The phone number or ID cannot be empty').max(20)),
  password: text().min(1, 'The Password cannot be empty').max(PASSWORD_MAX),
  referralCode,
});
export const ZGoogleLoginRequest = withCommon({
  googleToken: text().min(1, 'Google sign-in failed, please try again').max(4096),
  googleId: text().trim().min(1, 'Google sign-in needs an id').max(64),
  email: text().max(254).nullish(),
  name: text().max(128).nullish(),
  familyName: text().max(128).nullish(),
  givenName: text().max(128).nullish(),
  avatar: text().max(1024).nullish(),
  ...device,
  ...consent,
});
export const ZRegisterRequest = withCommon({
  mobile,
  verificationCode,
  password: ZPassword,
  birthday: text()
    .trim()
    .min(1, 'Please enter your date of birth')
    .regex(BIRTHDAY_PATTERN, 'The date of birth must be a date (YYYY-MM-DD)')
    .describe('Date of birth, YYYY-MM-DD: at least 18 years ago'),
  ...device,
  ...consent,
});
export const ZModifyPasswordRequest = withCommon({
  oldPassword: text().min(1, 'The Password cannot be empty').max(PASSWORD_MAX),
  newPassword: ZPassword,
});
export const ZResetPasswordRequest = withCommon({
  mobile,
  verificationCode,
  newPassword: ZPassword,
});

export const ZLoginChannels = z.object({
  password: z.boolean(),
  otp: z.boolean(),
  id: z.boolean(),
  guest: z.boolean(),
  google: z.boolean(),
  googleClientId: z.string().nullable().describe('OAuth client id for Google Identity Services'),
});
export type TLoginChannels = z.infer<typeof ZLoginChannels>;

const sso = <Req extends z.ZodType, Res extends z.ZodType>(
  path: string,
  summary: string,
  request: Req,
  response: Res,
  auth = false,
) => defineEndpoint({ method: 'POST', path, summary, tag: 'accounts', auth, request, response });

export const smsSendEndpoint = sso(
  API_PATHS.smsSend,
  'Send a 6-digit code by SMS (one per 60 s per phone; daily caps per phone and address). Answers the same whether or not the number has an account.',
  ZSmsSendRequest,
  ZSmsSendResponse,
);
export const otpLoginEndpoint = sso(
  API_PATHS.otpLogin,
  'Log in with phone and code; an unknown phone gets a new account (agreeTerms and adultConfirmed required then)',
  ZOtpLoginRequest,
  ZSession,
);
export const guestLoginEndpoint = sso(
  API_PATHS.guestLogin,
  'Create a guest account with a generated id and password, returned once',
  ZGuestLoginRequest,
  ZGuestSession,
);
export const passwordLoginEndpoint = sso(
  API_PATHS.passwordLogin,
  'Log in with phone and password',
  ZPasswordLoginRequest,
  ZSession,
);
export const idLoginEndpoint = sso(
  API_PATHS.idLogin,
  'Log in with player id and password',
  ZIdLoginRequest,
  ZSession,
);
export const googleLoginEndpoint = sso(
  API_PATHS.googleLogin,
  'Log in with a Google ID token (RS256, issuer, audience and expiry checked)',
  ZGoogleLoginRequest,
  ZSession,
);
export const registerEndpoint = sso(
  API_PATHS.register,
  'Register with phone, code, password and date of birth (at least 18); terms and the at-least-18 certification required',
  ZRegisterRequest,
  ZSession,
);
export const modifyPasswordEndpoint = sso(
  API_PATHS.modifyPassword,
  'Change the password; every other session of the player ends',
  ZModifyPasswordRequest,
  z.null(),
  true,
);
export const resetPasswordEndpoint = sso(
  API_PATHS.resetPassword,
  'Set a new password with a reset code sent to the phone; every session of the player ends',
  ZResetPasswordRequest,
  z.null(),
);
export const logoutEndpoint = sso(
  API_PATHS.logout,
  'End this session',
  withCommon({}),
  z.null(),
  true,
);
export const loginChannelsEndpoint = sso(
  API_PATHS.loginChannels,
  'Which login methods are on',
  withCommon({}),
  ZLoginChannels,
);

export const AUTH_ENDPOINTS = [
  smsSendEndpoint,
  otpLoginEndpoint,
  guestLoginEndpoint,
  passwordLoginEndpoint,
  idLoginEndpoint,
  googleLoginEndpoint,
  registerEndpoint,
  modifyPasswordEndpoint,
  resetPasswordEndpoint,
  logoutEndpoint,
  loginChannelsEndpoint,
] as const;
