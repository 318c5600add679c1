import type { Db } from '../../db/client';

export interface ProtectionDeps {
  db: Db;
  /** The platform clock (tests move it). */
  now: () => Date;
}
