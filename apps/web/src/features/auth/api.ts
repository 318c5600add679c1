import type { OtpPurpose, TGuestSession, TLoginChannels, TSession } from '@khel/contract';
import { API_PATHS } from '@khel/contract/paths';
import { post } from '../../lib/http';
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
export const fetchLoginChannels = () =>
  post<TLoginChannels>(API_PATHS.loginChannels, {}, { silent: true });

export const sendOtp = (mobile: string, purpose: OtpPurpose) =>
  post<{ resendAfterSeconds: number }>(API_PATHS.smsSend, { mobile, purpose });

export function loginWithPassword(
  account: Exclude<AccountInput, { kind: 'invalid' }>,
  password: string,
) {
  return account.kind === 'phone'
    ? post<TSession>(API_PATHS.passwordLogin, {
        mobile: account.mobile,
        password,
        referralCode: referralCode(),
      })
    : post<TSession>(API_PATHS.idLogin, {
        userId: account.userId,
        password,
        referralCode: referralCode(),
      });
}

export const loginWithOtp = (mobile: string, verificationCode: string) =>
  post<TSession>(API_PATHS.otpLogin, {
    mobile,
    verificationCode,
    ...deviceFields(),
    referralCode: referralCode(),
    ...CONSENT,
  });

export const loginAsGuest = () =>
  post<TGuestSession>(API_PATHS.guestLogin, {
    ...deviceFields(),
    referralCode: referralCode(),
    ...CONSENT,
  });

export const loginWithGoogle = (profile: GoogleProfile) =>
  post<TSession>(API_PATHS.googleLogin, {
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
}) =>
  post<TSession>(API_PATHS.register, {
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
}) => post<null>(API_PATHS.resetPassword, { ...form, newPassword: password });
