/**
 * Phone numbers and player IDs as typed on the login forms.
 *
 * The wire format of `mobile` is the prefix and the national number with no spaces and no
 * trunk zero (`+923001234567`): SPEC.md sends one `mobile` field and no separate prefix.
 */

/** A national number has 7 to 12 digits once its trunk zero is dropped. */
const NATIONAL_DIGITS = /^\d{7,12}$/;
/** Player IDs are short numbers; a phone number never has fewer than 10 digits. */
const PLAYER_ID = /^[1-9]\d{0,8}$/;

const digitsOf = (text: string) => text.replace(/[\s\-()]/g, '');

/** The national number without separators or trunk zeros, or null when it is not one. */
export function nationalNumber(input: string): string | null {
  const digits = digitsOf(input).replace(/^0+/, '');
  return NATIONAL_DIGITS.test(digits) ? digits : null;
}

/** `+92` and `3001234567` → `+923001234567`; null when the number is not valid. */
export function toMobile(prefix: string, input: string): string | null {
  const national = nationalNumber(input);
  return national ? `${prefix}${national}` : null;
}

export type AccountInput =
  { kind: 'phone'; mobile: string } | { kind: 'id'; userId: string } | { kind: 'invalid' };

/**
 * The password tab takes a phone number or a player ID in one input. SPEC.md does not say how
 * they are told apart; we decide: a leading `+` or 10 digits and more is a phone number
 * (/sso/login), 1 to 9 digits is a player ID (/sso/idlogin).
 */
export function classifyAccount(input: string, prefix: string): AccountInput {
  const compact = digitsOf(input.trim());
  if (/^\+\d{8,15}$/.test(compact)) return { kind: 'phone', mobile: compact };
  if (!/^\d+$/.test(compact)) return { kind: 'invalid' };
  if (compact.length >= 10) {
    const mobile = toMobile(prefix, compact);
    return mobile ? { kind: 'phone', mobile } : { kind: 'invalid' };
  }
  return PLAYER_ID.test(compact) ? { kind: 'id', userId: compact } : { kind: 'invalid' };
}
