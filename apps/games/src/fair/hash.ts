/**
 * SHA-256 and HMAC-SHA256 for the browser too (@noble/hashes, audited pure JS): game pages served
 * over plain http on a LAN have no crypto.subtle. The server uses node:crypto; a test proves
 * they agree.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** UTF-8 bytes of a string (bytes are passed through). */
const toBytes = (data: string | Uint8Array): Uint8Array =>
  typeof data === 'string' ? utf8ToBytes(data) : data;

export const sha256Hex = (data: string | Uint8Array): string => bytesToHex(sha256(toBytes(data)));

export const hmacSha256 = (key: string | Uint8Array, message: string | Uint8Array): Uint8Array =>
  hmac(sha256, toBytes(key), toBytes(message));

export const hmacSha256Hex = (key: string | Uint8Array, message: string | Uint8Array): string =>
  bytesToHex(hmacSha256(key, message));
