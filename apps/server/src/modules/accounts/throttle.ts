import { minutesPhrase, phrase } from '@khel/contract/messages';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { clearAttempts, guardedCheck, type AttemptRule } from '../../lib/attempts';
import { hasLoggedInFrom } from './store';

/**
 * Login-password throttling, written down against OWASP ASVS 5.0 V6 in
 * apps/server/src/modules/accounts/README.md ("Password guessing"). In short: an attempt is
 * counted before scrypt runs, atomically, under three keys —
 * - this account from this address: 5 in 15 minutes, then this address waits;
 * - this account from addresses it never logged in from: 10 back to back, then a progressive
 *   delay (30 s doubling to 15 minutes), at most 100 an hour;
 * - this address over accounts it never logged in to: `failuresPerAddress` in 15 minutes.
 * An address the player has logged in from is spared the last two, so nobody elsewhere can lock
 * the owner out, and players behind one carrier NAT are not locked out by each other. Login by
 * code and the reset by code are never throttled by passwords.
 */
const WINDOW_SECONDS = 15 * 60;
const PAIR_LIMIT = 5;
const ACCOUNT_FREE = 10;
const ACCOUNT_HOURLY_LIMIT = 100;
const ACCOUNT_DELAY_SECONDS = 30;

export interface PasswordThrottle {
  /**
   * Runs `verify` (the scrypt check) only when this attempt is allowed, counting it first; a
   * right password takes its attempt back and ends the run of failures from this address.
   */
  check(options: CheckOptions, verify: () => Promise<boolean>): Promise<boolean>;
  /** Forgets the failures of an account (its password was changed or reset by code). */
  clear(account: string): Promise<void>;
}

interface CheckOptions {
  /** The player's id when the account exists, else what was typed (phone or ID). */
  account: string;
  playerId: number | null;
  ip: string;
}

export const throttledMessage = (seconds: number) =>
  phrase(
    'Too many failed attempts. Please try again in {wait}, or log in with a verification code',
    { wait: minutesPhrase(Math.max(1, Math.ceil(seconds / 60))) },
  );

const pairKey = (account: string, ip: string) => `password:pair:${account}:${ip}`;
const accountKey = (account: string) => `password:account:${account}`;
const ipKey = (ip: string) => `password:ip:${ip}`;

export function createPasswordThrottle(options: {
  db: Db;
  failuresPerAddress: number;
}): PasswordThrottle {
  const { db } = options;
  const rulesFor = async ({ account, playerId, ip }: CheckOptions): Promise<AttemptRule[]> => {
    const pair = { key: pairKey(account, ip), limit: PAIR_LIMIT, windowSeconds: WINDOW_SECONDS };
    if (playerId !== null && (await hasLoggedInFrom(db, playerId, ip))) return [pair];
    return [
      pair,
      {
        key: accountKey(account),
        limit: ACCOUNT_HOURLY_LIMIT,
        windowSeconds: 3600,
        free: ACCOUNT_FREE,
        delaySeconds: ACCOUNT_DELAY_SECONDS,
        maxDelaySeconds: WINDOW_SECONDS,
      },
      { key: ipKey(ip), limit: options.failuresPerAddress, windowSeconds: WINDOW_SECONDS },
    ];
  };
  return {
    async check(checkOptions, verify) {
      const rules = await rulesFor(checkOptions);
      return guardedCheck(db, rules, verify, {
        clear: [pairKey(checkOptions.account, checkOptions.ip)],
        refused: (seconds) => new AppError('tooManyRequests', throttledMessage(seconds)),
      });
    },
    async clear(account) {
      await clearAttempts(db, { keys: [accountKey(account)], prefixes: [pairKey(account, '')] });
    },
  };
}
