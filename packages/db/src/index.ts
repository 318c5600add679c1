/**
 * The database plumbing every part shares: open PGlite or PostgreSQL, run raw SQL, apply a
 * folder of SQL migrations. Each part (platform, games, PSP sandbox) keeps its own tables and
 * its own migration folder; in the embedded default they share one database handle.
 */
export { openPgDatabase, type Database, type DatabaseKind, type OpenDatabaseOptions } from './open';
export { applyMigrationFolder } from './migrate';
export { withPgClient } from './admin';
export { queryPrepared, queryRows, type AnyDb } from './query';
export { createGroupCommit } from './group-commit';
export { databaseUnavailableReason, isDatabaseUnavailable } from './errors';
export {
  ADVISORY_LOCKS,
  LOCK_NAMESPACES,
  advisoryXactLock,
  type AdvisoryLockName,
  type LockNamespace,
} from './locks';
export * from './jobs';
