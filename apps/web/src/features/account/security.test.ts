import { describe, expect, it } from 'vitest';
import en from '../../locales/en/account.json';
import { checkPhoneBinding, checkWithdrawPassword } from './security';

const form = {
  prefix: '+92',
  phone: '3001234567',
  code: '123456',
  password: '246810',
  confirm: '246810',
};

describe('security messages', () => {
  it('are worded exactly as docs/product.md §5 gives them', () => {
    expect(en.security.errors.phoneRequired).toBe('The phone number cannot be empty');
    expect(en.security.errors.withdrawPasswordRequired).toBe('The withdraw passwd cannot be empty');
    expect(en.security.errors.passwordMismatch).toBe('Two passwords do not match');
    expect(en.security.errors.codeRequired).toBe('The verification code cannot be empty');
  });
});

describe('checkWithdrawPassword', () => {
  it('checks phone, code, password and confirmation in that order', () => {
    expect(checkWithdrawPassword({ ...form, phone: '', code: '' })).toMatchObject({
      error: 'phoneRequired',
    });
    expect(checkWithdrawPassword({ ...form, code: '', password: '' })).toMatchObject({
      error: 'codeRequired',
    });
    expect(checkWithdrawPassword({ ...form, password: '' })).toMatchObject({
      error: 'withdrawPasswordRequired',
    });
    expect(checkWithdrawPassword({ ...form, confirm: '246811' })).toMatchObject({
      error: 'passwordMismatch',
    });
  });

  it('wants a 6-digit PIN and a 6-digit code', () => {
    expect(checkWithdrawPassword({ ...form, password: 'abc123', confirm: 'abc123' })).toMatchObject(
      { error: 'withdrawPasswordFormat' },
    );
    expect(checkWithdrawPassword({ ...form, code: '12345' })).toMatchObject({
      error: 'codeInvalid',
    });
  });

  it('builds the request', () => {
    expect(checkWithdrawPassword(form)).toEqual({
      ok: true,
      value: { mobile: '+923001234567', verificationCode: '123456', withdrawPassword: '246810' },
    });
  });
});

describe('checkPhoneBinding', () => {
  it('wants the phone number first', () => {
    expect(checkPhoneBinding({ prefix: '+92', phone: ' ', code: '' })).toMatchObject({
      error: 'phoneRequired',
    });
    expect(checkPhoneBinding({ prefix: '+92', phone: '12', code: '123456' })).toMatchObject({
      error: 'phoneInvalid',
    });
  });
});
