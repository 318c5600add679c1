import { post } from '../../lib/http';
import { STORAGE_KEYS, readString } from '../../lib/storage';
import { switchTab } from '../../router/navigation';
import { HOME_PATH } from '../../router/routes';
import { APP_DEFAULTS, useAppStore } from '../../stores/app';
import { startSession } from '../../stores/session';
import { describeDevice } from './device';
import type { AccountInput } from './phone';

/** The account calls of SPEC.md §7; their server side comes with the accounts issue. */
export const AUTH_PATHS = {
  login: '/sso/login',
  idLogin: '/sso/idlogin',
  otpLogin: '/sso/v2/login',
  guest: '/sso/guest',
  googleLogin: '/sso/googleLogin',
  register: '/sso/register',
  resetPassword: '/sso/resetPassword',
  sendOtp: '/sms/send',
} as const;

/** What every login answers (SPEC.md §3 Session); guest login adds the generated password. */
export interface LoginResult {
  sign: string;
  uid: string | number;
  newUserFlag?: number | boolean;
  password?: string;
}

/**
 * Why a code is sent: SPEC.md does not show /sms/send's payload; we send the number and this
 * purpose (as the accounts contract names it), so a code only serves the flow it was sent for.
 */
export type OtpPurpose = 'login' | 'register' | 'reset' | 'bind' | 'withdrawPassword';

const referralCode = () => readString(STORAGE_KEYS.inviteCode) ?? '';

function deviceFields() {
  const appVersion = useAppStore.getState().appInfo?.appVersion ?? APP_DEFAULTS.appVersion;
  return { ...describeDevice(navigator.userAgent), appVersion };
}

export const sendOtp = (mobile: string, purpose: OtpPurpose) =>
  post<unknown>(AUTH_PATHS.sendOtp, { mobile, purpose });

export function loginWithPassword(
  account: Exclude<AccountInput, { kind: 'invalid' }>,
  password: string,
) {
  return account.kind === 'phone'
    ? post<LoginResult>(AUTH_PATHS.login, {
        mobile: account.mobile,
        password,
        referralCode: referralCode(),
      })
    : post<LoginResult>(AUTH_PATHS.idLogin, {
        userId: account.userId,
        password,
        referralCode: referralCode(),
      });
}

export const loginWithOtp = (mobile: string, verificationCode: string) =>
  post<LoginResult>(AUTH_PATHS.otpLogin, {
    mobile,
    verificationCode,
    ...deviceFields(),
    referralCode: referralCode(),
  });

export const loginAsGuest = () =>
  post<LoginResult>(AUTH_PATHS.guest, { ...deviceFields(), referralCode: referralCode() });

export const register = (form: {
  mobile: string;
  verificationCode: string;
  password: string;
  referralCode: string;
  // Only sent once the form has checked both boxes (checkRegister refuses otherwise).
}) =>
  post<LoginResult>(AUTH_PATHS.register, {
    ...form,
    ...deviceFields(),
    agreeTerms: true,
    adultConfirmed: true,
  });

/** Forgot password: SPEC.md's /sso/modify changes a known password; a reset by code is its own call. */
export const resetPassword = ({
  password,
  ...form
}: {
  mobile: string;
  verificationCode: string;
  password: string;
}) => post<unknown>(AUTH_PATHS.resetPassword, { ...form, newPassword: password });

/** Stores the session of a successful login and opens Home; false when the answer lacks one. */
export function completeLogin(result: Partial<LoginResult> | null | undefined): boolean {
  if (!result?.sign || result.uid === undefined || result.uid === '') return false;
  startSession(result.sign, String(result.uid));
  switchTab(HOME_PATH);
  return true;
}
