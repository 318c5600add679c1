import { adultOn } from '@khel/contract/age';
import { OTP_PATTERN, PASSWORD_MAX, PASSWORD_MIN } from '@khel/contract/limits';
import { classifyAccount, toMobile, type AccountInput } from './phone';

/**
 * Client-side checks of the login, register and reset forms. Each answers the key of the first
 * problem (its text lives in login.json `errors.*`, the wording of docs/product.md §5 where it gives one) or
 * the request it would send.
 */
export type AuthErrorKey =
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'otpRequired'
  | 'otpInvalid'
  | 'accountRequired'
  | 'accountInvalid'
  | 'passwordRequired'
  | 'passwordLength'
  | 'passwordMismatch'
  | 'termsRequired'
  | 'ageRequired'
  | 'birthdayRequired'
  | 'underage'
  | 'consentRequired'
  | 'googleFailed';

export type Checked<T> = { ok: true; value: T } | { ok: false; error: AuthErrorKey };

const fail = (error: AuthErrorKey) => ({ ok: false, error }) as const;
const pass = <T>(value: T) => ({ ok: true, value }) as const;

export function checkPhone(prefix: string, phone: string): Checked<string> {
  if (!phone.trim()) return fail('phoneRequired');
  const mobile = toMobile(prefix, phone);
  return mobile ? pass(mobile) : fail('phoneInvalid');
}

export function checkOtp(otp: string): Checked<string> {
  const code = otp.trim();
  if (!code) return fail('otpRequired');
  return OTP_PATTERN.test(code) ? pass(code) : fail('otpInvalid');
}

/** Password tab: phone number or ID, then the password as typed (never trimmed). */
export function checkPasswordLogin(input: {
  account: string;
  password: string;
  prefix: string;
}): Checked<{ account: Exclude<AccountInput, { kind: 'invalid' }>; password: string }> {
  if (!input.account.trim()) return fail('accountRequired');
  const account = classifyAccount(input.account, input.prefix);
  if (account.kind === 'invalid') return fail('accountInvalid');
  if (!input.password) return fail('passwordRequired');
  return pass({ account, password: input.password });
}

/** OTP tab: phone number, then the 6-digit code. */
export function checkOtpLogin(input: {
  phone: string;
  otp: string;
  prefix: string;
}): Checked<{ mobile: string; verificationCode: string }> {
  const phone = checkPhone(input.prefix, input.phone);
  if (!phone.ok) return phone;
  const otp = checkOtp(input.otp);
  if (!otp.ok) return otp;
  return pass({ mobile: phone.value, verificationCode: otp.value });
}

/** A new password: 8 to 64 characters, typed the same twice. */
export function checkNewPassword(password: string, confirm: string): Checked<string> {
  if (!password) return fail('passwordRequired');
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    return fail('passwordLength');
  }
  return password === confirm ? pass(password) : fail('passwordMismatch');
}

export interface ResetForm {
  prefix: string;
  phone: string;
  otp: string;
  password: string;
  confirm: string;
}

/** Forgot password: phone, code, then the new password twice. */
export function checkReset(
  form: ResetForm,
): Checked<{ mobile: string; verificationCode: string; password: string }> {
  const login = checkOtpLogin(form);
  if (!login.ok) return login;
  const password = checkNewPassword(form.password, form.confirm);
  if (!password.ok) return password;
  return pass({ ...login.value, password: password.value });
}

export interface RegisterForm extends ResetForm {
  referralCode: string;
  /** YYYY-MM-DD from the date input ('' when not chosen). */
  birthday: string;
  acceptTerms: boolean;
  confirmAge: boolean;
}

/**
 * Register: as a reset, a date of birth at least 18 years before `today` (the platform's local
 * date), and both the terms and the 18+ certification ticked.
 */
export function checkRegister(
  form: RegisterForm,
  today: Date,
): Checked<{
  mobile: string;
  verificationCode: string;
  password: string;
  referralCode: string;
  birthday: string;
}> {
  const reset = checkReset(form);
  if (!reset.ok) return reset;
  if (!form.birthday) return fail('birthdayRequired');
  if (!adultOn(form.birthday, today)) return fail('underage');
  if (!form.acceptTerms) return fail('termsRequired');
  if (!form.confirmAge) return fail('ageRequired');
  return pass({ ...reset.value, referralCode: form.referralCode.trim(), birthday: form.birthday });
}
