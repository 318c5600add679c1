/**
 * Phone numbers of the two markets (docs/product.md §1: +92 Pakistan, +91 India), in E.164 form.
 * Zod-free: the web app and the server share these rules.
 */
export const PHONE_PREFIXES = ['+92', '+91'] as const;
export type PhonePrefix = (typeof PHONE_PREFIXES)[number];

/** National numbers after the prefix: Pakistan mobiles 3XXXXXXXXX, India mobiles [6-9]XXXXXXXXX. */
const NATIONAL: Record<PhonePrefix, RegExp> = {
  '+92': /^3\d{9}$/,
  '+91': /^[6-9]\d{9}$/,
};

/**
 * Turns what a player typed (spaces, dashes, a leading 0 or the country code) into E.164,
 * or null when it is not a mobile number of a supported market.
 */
export function normalizePhone(input: string, defaultPrefix: PhonePrefix = '+92'): string | null {
  const compact = input.replace(/[\s()-]/g, '');
  let prefix: PhonePrefix = defaultPrefix;
  let national = compact;
  const withPlus = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  const explicit = PHONE_PREFIXES.find((p) => withPlus.startsWith(p));
  if (explicit) {
    prefix = explicit;
    national = withPlus.slice(explicit.length);
  } else if (withPlus.startsWith('+')) {
    return null;
  } else if (national.startsWith('0')) {
    national = national.slice(1);
  }
  return NATIONAL[prefix].test(national) ? `${prefix}${national}` : null;
}

/** The prefix of an E.164 number of a supported market. */
export const phonePrefixOf = (e164: string): PhonePrefix | null =>
  PHONE_PREFIXES.find((p) => e164.startsWith(p)) ?? null;

/** +91 98•••••210: enough for the owner to recognise, not enough to read off a screen. */
export function maskPhone(e164: string): string {
  const prefix = phonePrefixOf(e164) ?? '';
  const national = e164.slice(prefix.length);
  if (national.length < 6) return e164;
  return `${prefix} ${national.slice(0, 2)}${'•'.repeat(national.length - 5)}${national.slice(-3)}`;
}
