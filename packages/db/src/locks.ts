import { sql } from 'drizzle-orm';

/**
 * Every PostgreSQL advisory lock of Khel takes its key from here, so no two users can share one.
 * (The Crash leader once used the sandbox gateway's migration key: a second instance then waited
 * at start for as long as the first one ran Crash.)
 *
 * Two forms, which PostgreSQL keeps apart: a single bigint key (`pg_advisory_lock(key)`) is held
 * with objsubid 1 in pg_locks, a pair of int4 keys (`pg_advisory_lock(a, b)`) with objsubid 2, so a
 * pair never blocks a single key whatever the numbers. Process-wide locks use ADVISORY_LOCKS;
 * per-row locks use the pair form, a namespace from LOCK_NAMESPACES first and hashtext(...) of the
 * row second (`advisoryXactLock`): two rows of one namespace may share a hash (one waits a
 * moment), but never with another namespace or a single-key lock.
 */
export const ADVISORY_LOCKS = {
  /** Platform migrations (apps/server/drizzle), one transaction per start. */
  serverMigrations: 7_261_001,
  /** Games server migrations (apps/games/drizzle). */
  gamesMigrations: 7_261_101,
  /**
   * The Crash round loop's leader, held for as long as it leads. Unchanged since Crash shipped, so
   * instances of an older release and this one still agree on the leader during a rolling update.
   */
  crashLeader: 7_261_201,
  /** Sandbox gateway migrations (apps/psp-sandbox/drizzle); was 7_261_201, the Crash leader's. */
  pspMigrations: 7_261_301,
} as const;

/** First keys of per-row locks taken with the two-int form; the second is hashtext(row). */
export const LOCK_NAMESPACES = {
  /** One OTP issuer at a time per phone (apps/server/src/modules/accounts/otp.ts). */
  otpPhone: 1,
} as const;

export type AdvisoryLockName = keyof typeof ADVISORY_LOCKS;
export type LockNamespace = keyof typeof LOCK_NAMESPACES;

/**
 * The statement taking the transaction-scoped lock of one row of `namespace` (released at commit
 * or rollback): `pg_advisory_xact_lock(namespace, hashtext(key))`.
 */
export const advisoryXactLock = (namespace: LockNamespace, key: string) =>
  sql`select pg_advisory_xact_lock(${LOCK_NAMESPACES[namespace]}::int, hashtext(${key}))`;
