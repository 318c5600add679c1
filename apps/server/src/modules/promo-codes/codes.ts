import { randomInt } from 'node:crypto';

// What a code may hold and how a typed code is normalised: CODE_PATTERN and normaliseCode of
// @khel/contract/admin-promotions (the back office's form checks the same).

/** No 0/O, 1/I/L: a generated code is read off a banner or a chat and typed by hand. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const GENERATED_LENGTH = 10;

/** A random code for the operator who gave none (31^10 ≈ 8·10^14: not guessable in 5 tries). */
export function generateCode() {
  let code = '';
  for (let i = 0; i < GENERATED_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
