import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';

/** A session token of 256 random bits, base64url (the `sign` of docs/product.md §7). */
export const newSessionToken = () => randomBytes(32).toString('base64url');

export const sha256 = (value: string | Buffer) => createHash('sha256').update(value).digest('hex');

export const hmacSha256 = (secret: string, value: string) =>
  createHmac('sha256', secret).update(value).digest('hex');

/** A numeric code of `length` digits from a secure random source. */
export const randomDigits = (length: number) =>
  Array.from({ length }, () => randomInt(0, 10)).join('');

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** A readable generated password (no 0/O, 1/l/I): 12 characters ≈ 70 bits. */
export const generatePassword = (length = 12) =>
  Array.from({ length }, () => PASSWORD_ALPHABET[randomInt(0, PASSWORD_ALPHABET.length)]).join('');
