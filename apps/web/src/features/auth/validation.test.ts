import { describe, expect, it } from 'vitest';
import en from '../../locales/en/login.json';
import {
  checkNewPassword,
  checkOtpLogin,
  checkPasswordLogin,
  checkPhone,
  checkRegister,
  checkReset,
} from './validation';

const reset = {
  prefix: '+92',
  phone: '3001234567',
  otp: '123456',
  password: 'secret12',
  confirm: 'secret12',
};

describe('login messages', () => {
  it('are worded exactly as docs/product.md §5 gives them', () => {
    expect(en.errors.phoneRequired).toBe('The phone number cannot be empty');
    expect(en.errors.otpRequired).toBe('The OTP cannot be empty');
    expect(en.errors.accountRequired).toBe('The phone number or ID cannot be empty');
    expect(en.errors.passwordRequired).toBe('The Password cannot be empty');
  });
});

describe('checkPasswordLogin', () => {
  it('asks for the phone number or ID first, then the password', () => {
    expect(checkPasswordLogin({ account: ' ', password: '', prefix: '+92' })).toEqual({
      ok: false,
      error: 'accountRequired',
    });
    expect(checkPasswordLogin({ account: '10000001', password: '', prefix: '+92' })).toEqual({
      ok: false,
      error: 'passwordRequired',
    });
  });

  it('refuses an input that is neither a phone number nor an ID', () => {
    expect(checkPasswordLogin({ account: 'abc', password: 'x', prefix: '+92' })).toEqual({
      ok: false,
      error: 'accountInvalid',
    });
  });

  it('passes the classified account and the password untouched', () => {
    expect(checkPasswordLogin({ account: '10000001', password: ' pw ', prefix: '+92' })).toEqual({
      ok: true,
      value: { account: { kind: 'id', userId: '10000001' }, password: ' pw ' },
    });
  });
});

describe('checkOtpLogin', () => {
  it('asks for the phone number before the OTP', () => {
    expect(checkOtpLogin({ phone: '', otp: '', prefix: '+92' })).toMatchObject({
      error: 'phoneRequired',
    });
    expect(checkOtpLogin({ phone: '3001234567', otp: '', prefix: '+92' })).toMatchObject({
      error: 'otpRequired',
    });
  });

  it('wants exactly 6 digits', () => {
    expect(checkOtpLogin({ phone: '3001234567', otp: '12345', prefix: '+92' })).toMatchObject({
      error: 'otpInvalid',
    });
    expect(checkOtpLogin({ phone: '3001234567', otp: '123456', prefix: '+92' })).toEqual({
      ok: true,
      value: { mobile: '+923001234567', verificationCode: '123456' },
    });
  });

  it('refuses a phone number of the wrong length', () => {
    expect(checkPhone('+92', '12345')).toMatchObject({ error: 'phoneInvalid' });
  });
});

describe('checkNewPassword', () => {
  it('wants 8 to 64 characters typed the same twice', () => {
    expect(checkNewPassword('', '')).toMatchObject({ error: 'passwordRequired' });
    expect(checkNewPassword('secret7', 'secret7')).toMatchObject({ error: 'passwordLength' });
    expect(checkNewPassword('x'.repeat(65), 'x'.repeat(65))).toMatchObject({
      error: 'passwordLength',
    });
    expect(checkNewPassword('secret12', 'secret13')).toMatchObject({ error: 'passwordMismatch' });
    expect(checkNewPassword('x'.repeat(64), 'x'.repeat(64)).ok).toBe(true);
    expect(checkNewPassword('secret12', 'secret12')).toEqual({ ok: true, value: 'secret12' });
  });
});

describe('checkReset and checkRegister', () => {
  const today = new Date(Date.UTC(2026, 10, 24));
  it('builds the reset request', () => {
    expect(checkReset(reset)).toEqual({
      ok: true,
      value: { mobile: '+923001234567', verificationCode: '123456', password: 'secret12' },
    });
  });

  it('requires both the terms and the 18+ certification', () => {
    const form = {
      ...reset,
      referralCode: ' AB12 ',
      birthday: '1990-05-17',
      acceptTerms: false,
      confirmAge: true,
    };
    expect(checkRegister(form, today)).toMatchObject({ error: 'termsRequired' });
    expect(checkRegister({ ...form, acceptTerms: true, confirmAge: false }, today)).toMatchObject({
      error: 'ageRequired',
    });
    expect(checkRegister({ ...form, acceptTerms: true }, today)).toMatchObject({
      ok: true,
      value: { referralCode: 'AB12', birthday: '1990-05-17' },
    });
  });

  it('requires a date of birth at least 18 years before today', () => {
    const form = { ...reset, referralCode: '', acceptTerms: true, confirmAge: true };
    expect(checkRegister({ ...form, birthday: '' }, today)).toMatchObject({
      error: 'birthdayRequired',
    });
    // today is 2026-11-24: born on 2008-11-24 is 18 today, a day later is not.
    expect(checkRegister({ ...form, birthday: '2008-11-24' }, today).ok).toBe(true);
    expect(checkRegister({ ...form, birthday: '2008-11-25' }, today)).toMatchObject({
      error: 'underage',
    });
  });
});
