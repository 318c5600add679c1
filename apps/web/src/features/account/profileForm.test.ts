import { describe, expect, it } from 'vitest';
import {
  ageOn,
  birthdayError,
  emailError,
  nicknameError,
  profileFormError,
  toProfileUpdate,
  type ProfileForm,
} from './profileForm';

const empty: ProfileForm = {
  nickname: '',
  birthday: '',
  email: '',
  whatsapp: '',
  facebook: '',
  telegram: '',
  twitter: '',
};

describe('nicknameError', () => {
  it('wants 2 to 20 characters, counting letters not bytes', () => {
    expect(nicknameError('R')).toBe('nicknameLength');
    expect(nicknameError('Ra')).toBeNull();
    expect(nicknameError('x'.repeat(21))).toBe('nicknameLength');
    expect(nicknameError('张三')).toBeNull();
  });

  it('lets the nickname stay unset', () => {
    expect(nicknameError('  ')).toBeNull();
  });
});

describe('emailError', () => {
  it('refuses addresses without a domain', () => {
    expect(emailError('ravi@')).toBe('emailInvalid');
    expect(emailError('ravi@mail')).toBe('emailInvalid');
    expect(emailError('ravi mail@x.com')).toBe('emailInvalid');
    expect(emailError('ravi@mail.com')).toBeNull();
    expect(emailError('')).toBeNull();
  });
});

describe('birthdayError', () => {
  const today = '2025-06-15';

  it('counts full years', () => {
    expect(ageOn('2007-06-15', today)).toBe(18);
    expect(ageOn('2007-06-16', today)).toBe(17);
  });

  it('refuses dates in the future and players under 18', () => {
    expect(birthdayError('2025-06-16', today)).toBe('birthdayFuture');
    expect(birthdayError('2007-06-16', today)).toBe('birthdayUnderage');
    expect(birthdayError('2007-06-15', today)).toBeNull();
  });

  it('refuses dates that do not exist', () => {
    expect(birthdayError('2001-02-30', today)).toBe('birthdayInvalid');
    expect(birthdayError('15/06/2001', today)).toBe('birthdayInvalid');
  });
});

describe('profileFormError', () => {
  it('reports the first problem in field order', () => {
    const form = { ...empty, nickname: 'R', email: 'bad' };
    expect(profileFormError(form, '2025-01-01')).toBe('nicknameLength');
    expect(profileFormError({ ...form, nickname: 'Ravi' }, '2025-01-01')).toBe('emailInvalid');
  });

  it('refuses contact handles longer than the server keeps them', () => {
    expect(profileFormError({ ...empty, telegram: 'x'.repeat(65) }, '2025-01-01')).toBe(
      'contactTooLong',
    );
    expect(profileFormError({ ...empty, whatsapp: '9'.repeat(33) }, '2025-01-01')).toBe(
      'contactTooLong',
    );
    expect(profileFormError({ ...empty, facebook: 'x'.repeat(128) }, '2025-01-01')).toBeNull();
    expect(profileFormError(empty, '2025-01-01')).toBeNull();
  });

  it('trims every field before sending', () => {
    expect(toProfileUpdate({ ...empty, nickname: ' Ravi ', email: ' r@x.io ' })).toMatchObject({
      nickname: 'Ravi',
      email: 'r@x.io',
    });
  });

  it('leaves an empty nickname out rather than clearing it', () => {
    expect(toProfileUpdate(empty)).not.toHaveProperty('nickname');
    expect(toProfileUpdate(empty)).toHaveProperty('email', '');
  });
});
