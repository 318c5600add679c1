import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Request signing shared by the platform and its partners (game providers, the payment gateway):
 * hex HMAC-SHA256 of `${timestamp}.${rawBody}`. Server-only: it needs node:crypto.
 */
export const signBody = (secret: string, timestamp: string, rawBody: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');

export function verifySignature(
  secret: string,
  timestamp: string,
  rawBody: string,
  signature: string,
) {
  const expected = Buffer.from(signBody(secret, timestamp, rawBody), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether a Unix-seconds timestamp is within `maxSkewSeconds` of now, either way. */
export function isFresh(timestamp: string, maxSkewSeconds: number, nowMs = Date.now()) {
  if (!/^\d{1,12}$/.test(timestamp)) return false;
  return Math.abs(nowMs / 1000 - Number(timestamp)) <= maxSkewSeconds;
}
