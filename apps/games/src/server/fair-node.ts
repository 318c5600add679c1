import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { HmacFn } from '../fair';

/** node:crypto HMAC-SHA256 for the server (the browser uses the pure-TS one in src/fair). */
export const nodeHmac: HmacFn = (key, message) =>
  createHmac('sha256', key).update(message).digest();

export const nodeSha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** A new server seed: 32 random bytes as hex. */
export const newServerSeed = () => randomBytes(32).toString('hex');

const CLIENT_SEED_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A default client seed: 10 random letters and digits. */
export function newClientSeed(length = 10) {
  const bytes = randomBytes(length);
  let seed = '';
  for (const byte of bytes) seed += CLIENT_SEED_ALPHABET[byte % CLIENT_SEED_ALPHABET.length];
  return seed;
}
