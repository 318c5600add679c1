import { PHONE_PREFIXES, normalizePhone, type PhonePrefix } from '@khel/contract/phone';

/**
 * Phone numbers and player IDs as typed on the login forms. `mobile` goes on the wire in E.164
 * (`+923001234567`); the contract's rules (shared with the server) decide what is a mobile number.
 */

const isPhonePrefix = (prefix: string): prefix is PhonePrefix =>
  (PHONE_PREFIXES as readonly string[]).includes(prefix);

/** `+92` and `0300 1234567` → `+923001234567`; null when it is not a mobile of that market. */
export function toMobile(prefix: string, input: string): string | null {
  return isPhonePrefix(prefix) ? normalizePhone(input.trim(), prefix) : null;
}

/** Player IDs have 8 digits (10000000 to 99999999 on the server). */
export const PLAYER_ID = /^\d{8}$/;

export type AccountInput =
  { kind: 'phone'; mobile: string } | { kind: 'id'; userId: string } | { kind: 'invalid' };

/**
 * The password tab takes a phone number or a player ID in one input. The original app does not say how
 * they are told apart; we decide: exactly 8 digits is a player ID (/sso/idlogin), since no mobile
 * of either market has 8 digits; anything else must be a mobile number (/sso/login).
 */
export function classifyAccount(input: string, prefix: string): AccountInput {
  const compact = input.replace(/[\s()-]/g, '');
  if (PLAYER_ID.test(compact)) return { kind: 'id', userId: compact };
  const mobile = toMobile(prefix, compact);
  return mobile ? { kind: 'phone', mobile } : { kind: 'invalid' };
}
