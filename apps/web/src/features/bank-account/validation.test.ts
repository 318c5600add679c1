import { describe, expect, it } from 'vitest';
import en from '../../locales/en/account.json';
import {
  accountNumberError,
  bankAccountError,
  holderError,
  ifscError,
  liveIfscError,
  type BankAccountForm,
} from './validation';

const form: BankAccountForm = {
  holderName: 'Ravi Kumar',
  accountNumber: '123456789012',
  confirmAccountNumber: '123456789012',
  ifsc: 'SBIN0001234',
  accountType: 'savings',
  isDefault: false,
};

describe('ifscError', () => {
  it('says the fifth character must be 0, in the words of docs/product.md §5', () => {
    expect(ifscError('SBIN1001234')).toBe('ifscFifth');
    expect(en.bank.errors.ifscFifth).toBe('The fifth character of IFSC must be 0');
  });

  it('wants 11 characters', () => {
    expect(ifscError('')).toBe('ifscRequired');
    expect(ifscError('SBIN000123')).toBe('ifscLength');
    expect(ifscError('SBIN00012345')).toBe('ifscLength');
  });

  it('wants 4 bank letters and 6 branch letters or digits', () => {
    expect(ifscError('SB1N0001234')).toBe('ifscInvalid');
    expect(ifscError('SBIN0_01234')).toBe('ifscInvalid');
  });

  it('accepts lower case and spaces as typed', () => {
    expect(ifscError('sbin 0001234')).toBeNull();
    expect(ifscError('HDFC0ABC123')).toBeNull();
  });
});

describe('accountNumberError', () => {
  it('wants 9 to 18 digits typed the same twice', () => {
    expect(accountNumberError('', '')).toBe('numberRequired');
    expect(accountNumberError('12345678', '12345678')).toBe('numberInvalid');
    expect(accountNumberError('1234567890123456789', '1234567890123456789')).toBe('numberInvalid');
    expect(accountNumberError('123456789', '123456780')).toBe('numberMismatch');
    expect(accountNumberError('1234 5678 9', '123456789')).toBeNull();
  });
});

describe('holderError', () => {
  it('wants a name in Latin letters', () => {
    expect(holderError(' ')).toBe('holderRequired');
    expect(holderError('R2D2')).toBe('holderInvalid');
    expect(holderError("S. O'Brien")).toBeNull();
  });
});

describe('bankAccountError', () => {
  it('reports the first problem in field order', () => {
    expect(bankAccountError(form)).toBeNull();
    expect(bankAccountError({ ...form, holderName: '', ifsc: '' })).toBe('holderRequired');
    expect(bankAccountError({ ...form, ifsc: 'SBIN1001234' })).toBe('ifscFifth');
  });
});

describe('liveIfscError', () => {
  it('shows the fifth-character rule as soon as the fifth character is typed', () => {
    expect(liveIfscError('SBIN', false)).toBeNull();
    expect(liveIfscError('SBIN1', false)).toBe('ifscFifth');
    expect(liveIfscError('SBIN0', false)).toBeNull();
  });

  it('waits for the whole code or a submit before the other rules', () => {
    expect(liveIfscError('SBIN000', false)).toBeNull();
    expect(liveIfscError('SBIN000', true)).toBe('ifscLength');
    expect(liveIfscError('SB1N0001234', false)).toBe('ifscInvalid');
    expect(liveIfscError('', true)).toBe('ifscRequired');
  });
});
