import {
  BANK_ACCOUNT_NUMBER_PATTERN,
  IFSC_PATTERN,
  type BankAccountType,
} from '@khel/contract/wallet-rules';

/**
 * The withdraw (bank) account form of docs/product.md §2: holder name, account number typed twice,
 * IFSC and account type, the same rules as the contract's ZBankAddRequest. Indian rules: IFSC is
 * 4 bank letters, a 0, then 6 branch characters (docs/product.md §5: the fifth must be 0); account
 * numbers have 9 to 18 digits.
 */
export const IFSC_LENGTH = 11;
export const HOLDER_MAX = 50;

export interface BankAccountForm {
  holderName: string;
  accountNumber: string;
  confirmAccountNumber: string;
  ifsc: string;
  accountType: BankAccountType;
  isDefault: boolean;
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
  if (!BANK_ACCOUNT_NUMBER_PATTERN.test(value)) return 'numberInvalid';
  return value === normalizeAccountNumber(confirm) ? null : 'numberMismatch';
}

export function ifscError(ifsc: string): BankAccountErrorKey | null {
  const value = normalizeIfsc(ifsc);
  if (!value) return 'ifscRequired';
  // The fifth-character rule first: it is the one the player can see while typing.
  if (value.length >= 5 && value[4] !== '0') return 'ifscFifth';
  if (value.length !== IFSC_LENGTH) return 'ifscLength';
  return IFSC_PATTERN.test(value) ? null : 'ifscInvalid';
}

/** The first problem in field order, or null. */
export function bankAccountError(form: BankAccountForm): BankAccountErrorKey | null {
  return (
    holderError(form.holderName) ??
    accountNumberError(form.accountNumber, form.confirmAccountNumber) ??
    ifscError(form.ifsc)
  );
}

/**
 * The IFSC message shown under the field while typing: the fifth-character rule (docs/product.md §5) as
 * soon as five characters are in, every other rule once the field is complete or was submitted.
 */
export function liveIfscError(ifsc: string, submitted: boolean): BankAccountErrorKey | null {
  const error = ifscError(ifsc);
  if (submitted || error === 'ifscFifth') return error;
  return normalizeIfsc(ifsc).length >= IFSC_LENGTH ? error : null;
}
