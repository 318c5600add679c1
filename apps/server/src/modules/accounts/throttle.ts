import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { clearHits, countHit, recentHits } from '../../lib/rate-limit';

const WINDOW_SECONDS = 15 * 60;
/** Failures are counted per minute and summed over the last 15 minutes. */
const BUCKET_SECONDS = 60;
const MAX_FAILURES = 5;

export const TOO_MANY_FAILURES =
  'Too many failed attempts. Please try again in 15 minutes, or log in with a verification code';

const keys = (kind: string, account: string, ip: string) => [
  `${kind}:account:${account}`,
  `${kind}:ip:${ip}`,
];

/**
 * Password throttling: after 5 failures in the last 15 minutes, per account or per address, the
 * next tries are refused until the oldest of them is 15 minutes old. A lock never outlives its
 * window and never touches OTP login or the reset by code, so nobody can lock a player out for
 * good. An unknown account is counted like a known one, so the answers do not tell which exists.
 */
export async function assertNotThrottled(db: Db, kind: string, account: string, ip: string) {
  for (const key of keys(kind, account, ip)) {
    if ((await recentHits(db, key, WINDOW_SECONDS)) >= MAX_FAILURES) {
      throw new AppError('tooManyRequests', TOO_MANY_FAILURES);
    }
  }
}

export async function recordFailure(db: Db, kind: string, account: string, ip: string) {
  for (const key of keys(kind, account, ip)) {
    await countHit(db, { key, limit: MAX_FAILURES, windowSeconds: BUCKET_SECONDS });
  }
}

export const clearAccountFailures = (db: Db, kind: string, account: string) =>
  clearHits(db, `${kind}:account:${account}`);
