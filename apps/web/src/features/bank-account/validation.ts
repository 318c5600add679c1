/**
 * The withdraw (bank) account form of SPEC.md §2: holder name, account number typed twice,
 * IFSC and account type. Indian rules: IFSC is 4 bank letters, a 0, then 6 branch characters
 * (SPEC.md §5: the fifth must be 0); account numbers have 9 to 18 digits.
 */
export const ACCOUNT_TYPES = ['savings', 'current'] as const;
export type BankAccountType = (typeof ACCOUNT_TYPES)[number];

export const IFSC_LENGTH = 11;
export const HOLDER_MAX = 50;

export interface BankAccountForm {
  holderName: string;
  accountNumber: string;
  confirmAccountNumber: string;
  ifsc: string;
  accountType: BankAccountType;
}

export type BankAccountErrorKey =
  | 'holderRequired'
  | 'holderInvalid'
  | 'numberRequired'
  | 'numberInvalid'
  | 'numberMismatch'
  | 'ifscRequired'
  | 'ifscLength'
  | 'ifscFifth'
  | 'ifscInvalid';

/** IFSC as typed: upper case, no spaces. */
export const normalizeIfsc = (ifsc: string) => ifsc.replace(/\s/g, '').toUpperCase();
export const normalizeAccountNumber = (number: string) => number.replace(/[\s-]/g, '');

export function holderError(name: string): BankAccountErrorKey | null {
  const value = name.trim();
  if (!value) return 'holderRequired';
  // Banks print names in Latin letters with spaces, dots and apostrophes.
  return /^[A-Za-z][A-Za-z .']{1,49}$/.test(value) ? null : 'holderInvalid';
}

export function accountNumberError(number: string, confirm: string): BankAccountErrorKey | null {
  const value = normalizeAccountNumber(number);
  if (!value) return 'numberRequired';
  if (!/^\d{9,18}$/.test(value)) return 'numberInvalid';
  return value === normalizeAccountNumber(confirm) ? null : 'numberMismatch';
}

export function ifscError(ifsc: string): BankAccountErrorKey | null {
  const value = normalizeIfsc(ifsc);
  if (!value) return 'ifscRequired';
  if (value.length !== IFSC_LENGTH) return 'ifscLength';
  if (value[4] !== '0') return 'ifscFifth';
  return /^[A-Z]{4}0[A-Z0-9]{6}$/.test(value) ? null : 'ifscInvalid';
}

/** The first problem in field order, or null. */
export function bankAccountError(form: BankAccountForm): BankAccountErrorKey | null {
  return (
    holderError(form.holderName) ??
    accountNumberError(form.accountNumber, form.confirmAccountNumber) ??
    ifscError(form.ifsc)
  );
}

/** `123456789012` → `•••• 9012`. */
export function maskAccountNumber(number: string): string {
  const value = normalizeAccountNumber(number);
  return value.length > 4 ? `•••• ${value.slice(-4)}` : value;
}
