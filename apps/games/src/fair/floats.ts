import { hmacSha256 } from './hash';

/** HMAC-SHA256(key, message) as bytes; the browser passes the pure-TS one, the server node's. */
export type HmacFn = (key: string, message: string) => Uint8Array;

/** The inputs every seeded outcome is derived from. */
export interface SeedInput {
  /** The server seed (hex string; used as the HMAC key, its UTF-8 bytes). */
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** A float in [0, 1) from 4 bytes: b0/256 + b1/256² + b2/256³ + b3/256⁴. */
export function bytesToFloat(bytes: Uint8Array, offset = 0): number {
  let value = 0;
  let scale = 1;
  for (let i = 0; i < 4; i++) {
    scale /= 256;
    value += bytes[offset + i]! * scale;
  }
  return value;
}

/**
 * The first `count` floats of a bet: bytes of HMAC-SHA256(key=serverSeed,
 * message=`${clientSeed}:${nonce}:${cursor}`) for cursor 0, 1, …, 8 floats per HMAC.
 */
export function generateFloats(input: SeedInput, count: number, hmac: HmacFn = hmacSha256) {
  const floats: number[] = [];
  for (let cursor = 0; floats.length < count; cursor++) {
    const bytes = hmac(input.serverSeed, `${input.clientSeed}:${input.nonce}:${cursor}`);
    for (let i = 0; i + 4 <= bytes.length && floats.length < count; i += 4) {
      floats.push(bytesToFloat(bytes, i));
    }
  }
  return floats;
}
