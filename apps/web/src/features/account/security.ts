import { toMobile } from '../auth';
import { WITHDRAW_PASSWORD_PATTERN } from '@khel/contract/limits';

/**
 * Checks of the withdraw-password and phone-binding forms. Messages are docs/product.md §5's where it has
 * them (account.json `security.errors.*`).
 */
export type SecurityErrorKey =
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'codeRequired'
  | 'codeInvalid'
  | 'withdrawPasswordRequired'
  | 'withdrawPasswordFormat'
  | 'passwordMismatch'
  | 'passwordRequired';

export type SecurityCheck<T> = { ok: true; value: T } | { ok: false; error: SecurityErrorKey };

// The withdraw password's format is ours: a 6-digit PIN (WITHDRAW_PASSWORD_PATTERN), typed on
// the number pad in the withdraw confirmation.

const fail = (error: SecurityErrorKey) => ({ ok: false, error }) as const;

export function checkMobile(prefix: string, phone: string): SecurityCheck<string> {
  if (!phone.trim()) return fail('phoneRequired');
  const mobile = toMobile(prefix, phone);
  return mobile ? { ok: true, value: mobile } : fail('phoneInvalid');
}

function codeError(code: string): SecurityErrorKey | null {
  if (!code.trim()) return 'codeRequired';
  return /^\d{6}$/.test(code.trim()) ? null : 'codeInvalid';
}

export function checkPhoneBinding(form: {
  prefix: string;
  phone: string;
  code: string;
}): SecurityCheck<{ mobile: string; verificationCode: string }> {
  const mobile = checkMobile(form.prefix, form.phone);
  if (!mobile.ok) return mobile;
  const error = codeError(form.code);
  if (error) return fail(error);
  return { ok: true, value: { mobile: mobile.value, verificationCode: form.code.trim() } };
}

export function checkWithdrawPassword(form: {
  prefix: string;
  phone: string;
  code: string;
  password: string;
  confirm: string;
}): SecurityCheck<{ mobile: string; verificationCode: string; withdrawPassword: string }> {
  const bound = checkPhoneBinding(form);
  if (!bound.ok) return bound;
  if (!form.password) return fail('withdrawPasswordRequired');
  if (!WITHDRAW_PASSWORD_PATTERN.test(form.password)) {
    return fail('withdrawPasswordFormat');
  }
  if (form.password !== form.confirm) return fail('passwordMismatch');
  return { ok: true, value: { ...bound.value, withdrawPassword: form.password } };
}
