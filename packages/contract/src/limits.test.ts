import { describe, expect, it } from 'vitest';
import { ZPassword } from './auth';
import {
  NICKNAME_MAX,
  NICKNAME_MIN,
  OTP_LENGTH,
  OTP_PATTERN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  WITHDRAW_PASSWORD_LENGTH,
  WITHDRAW_PASSWORD_PATTERN,
} from './limits';

describe('field limits', () => {
  it('are the ones the request schemas enforce', () => {
    expect(ZPassword.safeParse('x'.repeat(PASSWORD_MIN)).success).toBe(true);
    expect(ZPassword.safeParse('x'.repeat(PASSWORD_MIN - 1)).success).toBe(false);
    expect(ZPassword.safeParse('x'.repeat(PASSWORD_MAX)).success).toBe(true);
    expect(ZPassword.safeParse('x'.repeat(PASSWORD_MAX + 1)).success).toBe(false);
  });

  it('patterns match their lengths', () => {
    expect(OTP_PATTERN.test('1'.repeat(OTP_LENGTH))).toBe(true);
    expect(OTP_PATTERN.test('1'.repeat(OTP_LENGTH + 1))).toBe(false);
    expect(WITHDRAW_PASSWORD_PATTERN.test('1'.repeat(WITHDRAW_PASSWORD_LENGTH))).toBe(true);
    expect(WITHDRAW_PASSWORD_PATTERN.test('12345a')).toBe(false);
    expect(NICKNAME_MIN).toBeLessThan(NICKNAME_MAX);
  });
});
