import { phrase } from '@khel/contract/messages';
import { normalizePhone, phonePrefixOf, type PhonePrefix } from '@khel/contract/phone';
import { adultOn, MINIMUM_AGE } from '@khel/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { GoogleVerifier } from '../../integrations/google/verifyIdToken';
import type { RateLimitStore } from '../../lib/rate-limit-store';
import type { OtpDeps } from './otp';
import type { PasswordThrottle } from './throttle';
import type { SessionSettings } from './sessions';

/** What the account services need, built once in buildApp. */
export interface AccountsDeps {
  db: Db;
  otp: OtpDeps;
  sessions: SessionSettings;
  scryptCost: number;
  passwordThrottle: PasswordThrottle;
  /** The API's shared counters (lib/rate-limit-store.ts): new guest accounts per address and device. */
  rateLimits: RateLimitStore;
  /** New guest accounts one address may create in an hour. */
  guestHourlyLimitIp: number;
  /** Null when no Google client id is configured: Google login is off. */
  verifyGoogleToken: GoogleVerifier | null;
  googleClientId: string | null;
  /** The phone prefixes the licence allows (modules/jurisdiction): sign-up and login by phone. */
  phonePrefixes: readonly PhonePrefix[];
  /** The minimum age of a phone's country (modules/jurisdiction `minimumAgeOf`): sign-up's check. */
  minimumAgeOf: (phone: string) => number;
  /**
   * Told of every new player who signed up with a referrer's code, after the player is made (the
   * referral module records the invitee and its anti-abuse checks); a failure here must not undo
   * the sign-up, so the hook handles its own errors.
   */
  onReferredSignUp?: (playerId: number) => Promise<void>;
}

export const INVALID_PHONE = 'Please enter a valid phone number';

/**
 * E.164 form of a phone a player typed, or a clear refusal: not a mobile number, or a mobile of
 * a country the licence does not cover (modules/jurisdiction/README.md). A bare national number
 * is read in +92 while it is allowed, else in the first allowed prefix.
 */
export function parsePhone(input: string, allowed: readonly PhonePrefix[]): string {
  const phone = normalizePhone(input, allowed.includes('+92') ? '+92' : allowed[0]);
  if (!phone) throw new AppError('badRequest', INVALID_PHONE);
  const prefix = phonePrefixOf(phone);
  if (!prefix || !allowed.includes(prefix)) {
    throw new AppError('badRequest', 'Phone numbers starting with {prefix} are not accepted here', {
      prefix: String(prefix),
    });
  }
  return phone;
}

export const CONSENT_REQUIRED =
  'Please accept the terms and confirm that you are at least 18 years old';

/** A new account needs the terms accepted and the at-least-18 certification (docs/product.md §2, §9). */
export function assertConsent(input: {
  agreeTerms?: boolean | null;
  adultConfirmed?: boolean | null;
}) {
  if (input.agreeTerms !== true || input.adultConfirmed !== true) {
    throw new AppError('badRequest', CONSENT_REQUIRED);
  }
}

/** The sign-up refusal naming the age the player's country asks (18 unless its rule says more). */
export const underageMessage = (minimumAge: number) =>
  phrase('You must be at least {age} years old to sign up', { age: minimumAge });
export const UNDERAGE = underageMessage(MINIMUM_AGE);
export const BIRTHDAY_INVALID = 'The date of birth must be a real date (YYYY-MM-DD)';

/**
 * Register's date of birth (docs/product.md §2): a real date, at least `minimumAge` years before
 * `today` (the platform's local date as an instant: a player comes of age on the platform's
 * calendar). The age is the phone's country's (JURISDICTION_RULES `minimumAge`, 18 by default).
 */
export function assertAdult(birthday: string, today: Date, minimumAge = MINIMUM_AGE) {
  if (!adultOn(birthday, new Date(Date.UTC(9999, 0, 1)))) {
    throw new AppError('badRequest', BIRTHDAY_INVALID);
  }
  if (!adultOn(birthday, today, minimumAge)) {
    throw new AppError('badRequest', underageMessage(minimumAge));
  }
}

export const ACCOUNT_DISABLED = 'This account is disabled. Please contact customer service';
