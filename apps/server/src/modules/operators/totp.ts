import { createHmac, randomBytes } from 'node:crypto';

/**
 * TOTP (RFC 6238 over RFC 4226 HOTP): SHA-1, 6 digits, 30-second steps — what every
 * authenticator app reads from an otpauth:// URI. A code is accepted one step either side of
 * the server's clock (phones drift), and only for a step later than the last one accepted, so
 * a code seen over a shoulder or in a log cannot be used again (README.md "Two-factor").
 */
export const STEP_SECONDS = 30;
const DIGITS = 6;
/** Steps accepted either side of now. */
const SKEW = 1;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret: 160 bits, as RFC 4226 recommends. */
export const newTotpSecret = () => base32Encode(randomBytes(20));

export const stepAt = (at: Date) => Math.floor(at.getTime() / 1000 / STEP_SECONDS);

/** The code of one step (HOTP with the step as counter). */
export function codeAt(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** DIGITS).padStart(DIGITS, '0');
}

/**
 * The step `code` belongs to, within the skew of `now` and later than `lastStep`; null when it
 * matches none. Every candidate is computed (no early exit on the first match's position).
 */
export function matchStep(secret: string, code: string, now: Date, lastStep: number) {
  const current = stepAt(now);
  let matched: number | null = null;
  for (let step = current - SKEW; step <= current + SKEW; step++) {
    if (codeAt(secret, step) === code && step > lastStep && matched === null) matched = step;
  }
  return matched;
}

export function otpauthUri(secret: string, account: string, issuer = 'Khel back office') {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const params = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(DIGITS),
    period: String(STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}
