import type { OtpPurpose } from '@khel/contract';
import {
  googleLoginEndpoint,
  guestLoginEndpoint,
  idLoginEndpoint,
  loginChannelsEndpoint,
  otpLoginEndpoint,
  passwordLoginEndpoint,
  registerEndpoint,
  resetPasswordEndpoint,
  smsSendEndpoint,
} from '@khel/contract/endpoints';
import { call } from '../../lib/http';
import { STORAGE_KEYS, readString } from '../../lib/storage';
import { APP_DEFAULTS, useAppStore } from '../../stores/app';
import { describeDevice } from './device';
import type { GoogleProfile } from './google';
import type { AccountInput } from './phone';

export type { OtpPurpose };

/**
 * The calls that may create an account (OTP login of a new number, guest, Google, register) carry
 * the terms and the at-least-18 certification; the forms only call them once both are given.
 */
const CONSENT = { agreeTerms: true, adultConfirmed: true } as const;

const referralCode = () => readString(STORAGE_KEYS.inviteCode) ?? '';

function deviceFields() {
  const appVersion = useAppStore.getState().appInfo?.appVersion ?? APP_DEFAULTS.appVersion;
  return { ...describeDevice(navigator.userAgent), appVersion };
}

/** Which login methods are on (silent: the forms fall back to all but Google). */
export const fetchLoginChannels = () => call(loginChannelsEndpoint, {}, { silent: true });

export const sendOtp = (mobile: string, purpose: OtpPurpose) =>
  call(smsSendEndpoint, { mobile, purpose });

export function loginWithPassword(
  account: Exclude<AccountInput, { kind: 'invalid' }>,
  password: string,
) {
  return account.kind === 'phone'
    ? call(passwordLoginEndpoint, {
        mobile: account.mobile,
        password,
        referralCode: referralCode(),
      })
    : call(idLoginEndpoint, {
        userId: account.userId,
        password,
        referralCode: referralCode(),
      });
}

export const loginWithOtp = (mobile: string, verificationCode: string) =>
  call(otpLoginEndpoint, {
    mobile,
    verificationCode,
    ...deviceFields(),
    referralCode: referralCode(),
    ...CONSENT,
  });

export const loginAsGuest = () =>
  call(guestLoginEndpoint, {
    ...deviceFields(),
    referralCode: referralCode(),
    ...CONSENT,
  });

export const loginWithGoogle = (profile: GoogleProfile) =>
  call(googleLoginEndpoint, {
    ...profile,
    ...deviceFields(),
    referralCode: referralCode(),
    ...CONSENT,
  });

export const register = (form: {
  mobile: string;
  verificationCode: string;
  password: string;
  referralCode: string;
  birthday: string;
}) =>
  call(registerEndpoint, {
    ...form,
    referralCode: form.referralCode || null,
    ...deviceFields(),
    ...CONSENT,
  });

/** Forgot password: a reset code proves the phone (/sso/modify needs the old password). */
export const resetPassword = ({
  password,
  ...form
}: {
  mobile: string;
  verificationCode: string;
  password: string;
}) => call(resetPasswordEndpoint, { ...form, newPassword: password });
