import type { Db } from '../../db/client';
import type { AccountDirectory } from '../wallet';

export interface EngagementDeps {
  db: Db;
  accounts: AccountDirectory;
  /** The platform clock (tests move it). */
  now: () => Date;
}
