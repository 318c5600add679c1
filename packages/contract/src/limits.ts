/**
 * Field limits the player app checks as it is typed and the server enforces, without zod, so
 * the forms and the request schemas cannot drift apart.
 */

/** Player passwords: 8 to 64 characters (the most common ones are refused by the server). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
/** A one-time code sent by SMS is 6 digits. */
export const OTP_LENGTH = 6;
export const OTP_PATTERN = /^\d{6}$/;
/** The withdrawal password is 6 digits. */
export const WITHDRAW_PASSWORD_LENGTH = 6;
export const WITHDRAW_PASSWORD_PATTERN = /^\d{6}$/;
/** Nicknames: 2 to 20 characters after trimming. */
export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 20;
/** Longest contact handles of the profile, after trimming. */
export const CONTACT_MAX = { whatsapp: 32, facebook: 128, telegram: 64, twitter: 64 } as const;
/** A mobile number as typed, before the country prefix is checked. */
export const MOBILE_MAX = 20;
/** A UTR (bank transfer reference) is exactly 12 digits. */
export const UTR_LENGTH = 12;
