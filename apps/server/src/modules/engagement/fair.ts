import { createHash, createHmac, randomBytes } from 'node:crypto';
import { wheelSlot, type HmacFn } from '@khel/games/fair';

/**
 * The wheel's provably fair draw on the games' primitives (@khel/games/fair): the slot is
 * wheelSlot of (server seed, client seed, nonce) over the weights — the first float of
 * HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:0`), as every Khel Originals bet.
 */
const nodeHmac: HmacFn = (key, message) => createHmac('sha256', key).update(message).digest();

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** A new server seed: 32 random bytes as hex (kept secret until the pair is rotated). */
export const newServerSeed = () => randomBytes(32).toString('hex');

/** A default client seed: 16 hex characters. */
export const newClientSeed = () => randomBytes(8).toString('hex');

export const drawSlot = (
  seeds: { serverSeed: string; clientSeed: string; nonce: number },
  weights: readonly number[],
) => wheelSlot(seeds, weights, nodeHmac);
