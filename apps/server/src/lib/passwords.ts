import { availableParallelism } from 'node:os';
import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';
import { PASSWORD_MAX, PASSWORD_MIN } from '@khel/contract';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../errors';
import { createLimiter } from './limiter';

const KEY_LENGTH = 64;
const BLOCK_SIZE = 8;
const PARALLEL = 1;

/**
 * Every scrypt of this process goes through one limiter: as many at once as there are cores, a
 * short queue, and a clear 'busy' answer beyond it. Throttles bound the guesses per account and
 * per address; this bounds what any number of them can cost the CPU (a check takes 0.1–0.5 s).
 */
const passwordWork = createLimiter({ concurrency: Math.max(2, availableParallelism()), queue: 32 });

const scrypt = (password: string, salt: Buffer, options: ScryptOptions) =>
  passwordWork(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scryptCallback(password, salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );

// 128 · N · r bytes of memory; leave room above the default 32 MiB limit for N = 2^17 and beyond.
const options = (cost: number): ScryptOptions => ({
  N: 2 ** cost,
  r: BLOCK_SIZE,
  p: PARALLEL,
  maxmem: 256 * 2 ** cost * BLOCK_SIZE,
});

/**
 * scrypt with a fresh 16-byte salt (OWASP: N ≥ 2^17, r = 8, p = 1). The parameters are stored
 * with the hash, so raising the cost later leaves old hashes verifiable.
 * Format: scrypt$<log2 N>$<r>$<p>$<salt b64>$<key b64>.
 */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, options(cost));
  return [
    'scrypt',
    cost,
    BLOCK_SIZE,
    PARALLEL,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), {
    ...options(Number(cost)),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let commonPasswords: Set<string> | undefined;

/** The most common passwords (the zxcvbn list, lower-cased) that are long enough to be tried. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    (dictionary['passwords-common'] as string[])
      .filter((p) => p.length >= PASSWORD_MIN)
      .map((p) => p.toLowerCase()),
  );
  return commonPasswords.has(password.toLowerCase());
}

/** Refuses passwords outside 8–64 characters and the most common ones, with a clear message. */
export function assertAcceptablePassword(password: string) {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    throw new AppError('badRequest', 'The password must be {min} to {max} characters', {
      min: PASSWORD_MIN,
      max: PASSWORD_MAX,
    });
  }
  if (isCommonPassword(password)) {
    throw new AppError('badRequest', 'This password is too common. Please choose another one');
  }
}
