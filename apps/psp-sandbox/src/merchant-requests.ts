import { createHash } from 'node:crypto';
import type { Merchant } from './context';
import { PspError } from './errors';

/** Where a request's callbacks go: its own notifyUrl, else the merchant's default. */
export function notifyUrlFor(merchant: Merchant, given: string | undefined): string {
  const notifyUrl = given ?? merchant.callbackUrl;
  if (!notifyUrl) {
    throw new PspError(
      'INVALID_REQUEST',
      'notifyUrl is required (no default callbackUrl is configured)',
    );
  }
  return notifyUrl;
}

/**
 * Identifies a request behind a merchant's idempotency id: the same fields give the same hash,
 * so a replay returns the first result and a different request under that id is refused.
 */
export const requestHash = (merchant: Merchant, fields: (string | null)[]) =>
  createHash('sha256').update(merchant.id).update(JSON.stringify(fields)).digest('hex');
